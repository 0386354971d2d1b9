import type { SystemInfo } from "../system-info.js";

/** The EWS-Urfassung's id, name and optional module (krit). */
export const ewsUrfassungInfo = {
  id: "ews-urfassung",
  name: "EWS-Urfassung",
  modules: [{ id: "krit", defaultOn: false }],
} as const satisfies SystemInfo;

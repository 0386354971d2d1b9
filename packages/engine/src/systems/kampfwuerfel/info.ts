import type { SystemInfo } from "../system-info.js";

/** Kampfwürfel's id and name (no modules). */
export const kampfwuerfelInfo = {
  id: "kampfwuerfel",
  name: "Kampfwürfel (W6Regeln)",
  modules: [],
} as const satisfies SystemInfo;

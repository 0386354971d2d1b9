import type { SystemInfo } from "../system-info.js";

/** The Ein-Würfel-System 2's id, name and optional modules (krit, stem, foka). */
export const ewsInfo = {
  id: "ews",
  name: "Ein-Würfel-System (EWS 2)",
  modules: [
    { id: "krit", defaultOn: false },
    { id: "stem", defaultOn: false },
    { id: "foka", defaultOn: false },
  ],
} as const satisfies SystemInfo;

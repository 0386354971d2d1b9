import type { SystemInfo } from "../system-info.js";

/** 3W6 + Stunts' id and name (no modules). */
export const threeD6StuntsInfo = {
  id: "3w6-stunts",
  name: "3W6 + Stunts",
  modules: [],
} as const satisfies SystemInfo;

import type { SystemInfo } from "../system-info.js";

/** Faar's id and name (no modules). */
export const faarInfo = { id: "faar", name: "Faar", modules: [] } as const satisfies SystemInfo;

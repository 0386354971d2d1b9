import { randomBytes } from "node:crypto";

/** A fresh secret seed: 32 random bytes as hex. */
export const newSeed = (): string => randomBytes(32).toString("hex");

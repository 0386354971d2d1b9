import { readFileSync } from "node:fs";
import { z } from "zod";

/** The server package's version, from its package.json (one level above both src/ and dist/). */
export function serverVersion(): string {
  const text = readFileSync(new URL("../package.json", import.meta.url), "utf8");
  return z.object({ version: z.string() }).parse(JSON.parse(text)).version;
}

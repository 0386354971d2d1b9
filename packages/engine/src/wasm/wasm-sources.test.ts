import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { assembleWat, WASM_SOURCES, wasmModuleSource } from "./assemble.test-support.js";

const fromRoot = (path: string) => fileURLToPath(new URL(`../../../../${path}`, import.meta.url));

describe("the generated WebAssembly modules", () => {
  for (const { wat, out, name } of WASM_SOURCES) {
    it(`${out.split("/").pop()} is ${wat.split("/").pop()} assembled (run npm run build:wasm after editing it)`, async () => {
      const bytes = await assembleWat(readFileSync(fromRoot(wat), "utf8"), wat);
      expect(readFileSync(fromRoot(out), "utf8")).toBe(wasmModuleSource(name, wat, bytes));
    });
  }
});

// Assembles the engine's WebAssembly (text format, .wat) into TypeScript modules holding the
// binary as base64, so the engine ships it without a bundler or a file read. Run after editing a
// .wat: `npm run build:wasm`. A test assembles each .wat again and compares.
import { readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  assembleWat,
  WASM_SOURCES,
  wasmModuleSource,
} from "../packages/engine/src/wasm/assemble.test-support.js";

const fromRoot = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

for (const { wat, out, name } of WASM_SOURCES) {
  const bytes = await assembleWat(readFileSync(fromRoot(wat), "utf8"), wat);
  writeFileSync(fromRoot(out), wasmModuleSource(name, wat, bytes));
  console.log(`${wat} → ${out} (${bytes.length} bytes)`);
}

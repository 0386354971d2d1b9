import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the sources, not the compiled dist/ output.
    alias: {
      "@spieltisch/engine": src("engine"),
      "@spieltisch/protocol": src("protocol"),
      "@spieltisch/server": src("server"),
    },
  },
  test: {
    include: ["packages/*/src/**/*.test.ts", "bench/**/*.test.ts"],
    testTimeout: 20_000,
  },
});

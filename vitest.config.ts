import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
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
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["packages/*/src/**/*.test.ts", "bench/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        plugins: [react()],
        // Component tests of the web app run in jsdom.
        test: { name: "web", include: ["packages/web/src/**/*.test.tsx"], environment: "jsdom" },
      },
    ],
  },
});

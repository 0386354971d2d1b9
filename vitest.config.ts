import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

const src = (pkg: string) => fileURLToPath(new URL(`./packages/${pkg}/src/index.ts`, import.meta.url));
const engineSystems = fileURLToPath(new URL("./packages/engine/src/systems/", import.meta.url));

export default defineConfig({
  resolve: {
    // Tests run against the sources, not the compiled dist/ output.
    alias: [
      // A system's rules by themselves (`@spieltisch/engine/systems/<id>`), as the package exports them.
      { find: /^@spieltisch\/engine\/systems\/([\w-]+)$/, replacement: `${engineSystems}$1/index.ts` },
      { find: "@spieltisch/engine", replacement: src("engine") },
      { find: "@spieltisch/protocol", replacement: src("protocol") },
      { find: "@spieltisch/server", replacement: src("server") },
    ],
  },
  test: {
    testTimeout: 20_000,
    // Vitest's default in a run is one worker fewer than the cores: one worker on the two-core CI
    // machine, which left a core idle while tests waited on SQLite, Postgres and child processes
    // (measured: 415 s with one worker, 268 s with two, 256 s with three).
    maxWorkers: Math.max(2, availableParallelism()),
    // The engine's, protocol's, CLI's and web app's tests share one module registry per worker
    // (`isolate: false`): they test modules without process-wide state of their own, and loading
    // the same modules again for every file was most of their time (engine, protocol, CLI 67 s →
    // 31 s, web 76 s → 22 s). The server's tests keep a fresh registry per file: each builds apps,
    // databases and Postgres schemas of its own, named per process.
    projects: [
      {
        extends: true,
        test: {
          name: "node",
          include: ["packages/*/src/**/*.test.ts", "bench/**/*.test.ts"],
          exclude: ["packages/server/**"],
          environment: "node",
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: "server", include: ["packages/server/src/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        plugins: [react()],
        // Component tests of the web app run in jsdom.
        test: {
          name: "web",
          include: ["packages/web/src/**/*.test.tsx"],
          environment: "jsdom",
          isolate: false,
        },
      },
    ],
  },
});

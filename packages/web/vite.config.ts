import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { messagesPerLanguage } from "./scripts/messages-per-language.js";
import { startPageBudget } from "./scripts/start-page-budget.js";

/** Bytes of gzip the start page may load as JavaScript (#18); the build fails above. */
const START_PAGE_JS_GZIP_BUDGET = 100_000;

const src = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));
const engineSystems = fileURLToPath(new URL("../engine/src/systems/", import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // The start page carries German only; English is its own chunk, loaded when chosen.
    messagesPerLanguage(
      fileURLToPath(new URL("../protocol/src/i18n/catalogue.ts", import.meta.url)),
      fileURLToPath(new URL("./src/lib/web-catalogue.ts", import.meta.url)),
    ),
    // #18: the start page's JavaScript (entry and its static imports) stays ≤ 100 kB gzip.
    startPageBudget(START_PAGE_JS_GZIP_BUDGET),
  ],
  // The browser runs the same engine and protocol sources as the server (no separate build step).
  resolve: {
    alias: [
      // A system's rules by themselves (`@spieltisch/engine/systems/<id>`), as the package exports them.
      { find: /^@spieltisch\/engine\/systems\/([\w-]+)$/, replacement: `${engineSystems}$1/index.ts` },
      { find: "@spieltisch/engine", replacement: src("engine") },
      { find: "@spieltisch/protocol", replacement: src("protocol") },
    ],
  },
  base: "./",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: true,
    // The page's own imports are preloaded from index.html; a lazy view's are not: Vite's helper
    // added a <link rel="modulepreload"> per dependency of every dynamic import, and on the dice
    // view those insertions were the biggest single item of main-thread time in a trace with the
    // CPU slowed 4× (≈170 ms of appendChild, ≈100 ms more in the helper). The service worker
    // answers the chunks a view imports in turn; modulepreload needs no polyfill in the browsers
    // we support.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === "html" ? deps : []),
    },
    rolldownOptions: { treeshake: { propertyReadSideEffects: false } },
  },
  server: { proxy: { "/api": { target: "http://localhost:3000", ws: true } } },
});

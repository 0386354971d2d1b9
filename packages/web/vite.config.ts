import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { messagesPerLanguage } from "./scripts/messages-per-language.js";

const src = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  plugins: [
    react(),
    // The start page carries German only; English is its own chunk, loaded when chosen.
    messagesPerLanguage(
      fileURLToPath(new URL("../protocol/src/i18n/catalogue.ts", import.meta.url)),
      fileURLToPath(new URL("./src/lib/web-catalogue.ts", import.meta.url)),
    ),
  ],
  // The browser runs the same engine and protocol sources as the server (no separate build step).
  resolve: {
    alias: {
      "@spieltisch/engine": src("engine"),
      "@spieltisch/protocol": src("protocol"),
    },
  },
  base: "./",
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    reportCompressedSize: true,
    rolldownOptions: { treeshake: { propertyReadSideEffects: false } },
  },
  server: { proxy: { "/api": { target: "http://localhost:3000", ws: true } } },
});

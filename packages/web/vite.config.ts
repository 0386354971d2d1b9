import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const src = (pkg: string) => fileURLToPath(new URL(`../${pkg}/src/index.ts`, import.meta.url));

export default defineConfig({
  plugins: [react()],
  // The browser runs the same engine and protocol sources as the server (no separate build step).
  resolve: {
    alias: {
      "@spieltisch/engine": src("engine"),
      "@spieltisch/protocol": src("protocol"),
    },
  },
  base: "./",
  build: { outDir: "dist", emptyOutDir: true, target: "es2022", reportCompressedSize: true },
  server: { proxy: { "/api": { target: "http://localhost:3000", ws: true } } },
});

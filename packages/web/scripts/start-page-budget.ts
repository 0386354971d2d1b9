// Vite plugin: after each build, the gzip size of every JavaScript file the start page loads (the
// entry chunk and, transitively, the chunks it imports statically: what index.html names as its
// module script and its modulepreloads), printed per file, and a failed build when the total is
// over the budget (#18: ≤ 100 KB gzip). Chunks loaded with `import()` (the table's views, English)
// are not counted: the start page does not load them.
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** What the plugin reads of a bundle's output: Rollup's chunk fields (assets are left out). */
export interface BundleChunk {
  readonly type: "chunk" | "asset";
  readonly fileName: string;
  readonly isEntry?: boolean;
  readonly imports?: readonly string[];
  readonly code?: string;
}

/** One file the start page loads, with its gzip size in bytes. */
export interface StartPageFile {
  readonly fileName: string;
  readonly bytes: number;
  readonly gzipBytes: number;
}

/** Gzip size of a file as the server sends it (precompressed at level 9, scripts/precompress.mjs). */
export const gzipSize = (code: string): number => gzipSync(code, { level: 9 }).length;

/**
 * The chunks the start page loads: every entry chunk and what it imports statically, transitively,
 * each once, entries first. A chunk name that is not in the bundle is an error (never counted as 0).
 */
export function startPageChunks(bundle: Readonly<Record<string, BundleChunk>>): BundleChunk[] {
  const seen = new Set<string>();
  const order: BundleChunk[] = [];
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== "chunk") throw new Error(`start-page-budget: no chunk ${fileName}`);
    order.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  const entries = Object.values(bundle).filter((c) => c.type === "chunk" && c.isEntry);
  if (entries.length === 0) throw new Error("start-page-budget: the bundle has no entry chunk");
  for (const entry of entries) visit(entry.fileName);
  return order;
}

/** The start page's files with their sizes, largest first. */
export function startPageFiles(bundle: Readonly<Record<string, BundleChunk>>): StartPageFile[] {
  return startPageChunks(bundle)
    .map((c) => ({
      fileName: c.fileName,
      bytes: Buffer.byteLength(c.code ?? ""),
      gzipBytes: gzipSize(c.code ?? ""),
    }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The report printed after a build: one line per file and the total against the budget. */
export function budgetReport(files: readonly StartPageFile[], maxGzipBytes: number): string {
  const kb = (n: number) => `${(n / 1000).toFixed(1)} kB`;
  const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
  const lines = files.map(
    (f) => `  ${f.fileName.padEnd(44)} ${kb(f.bytes).padStart(9)} │ gzip ${kb(f.gzipBytes)}`,
  );
  const verdict = total <= maxGzipBytes ? "within" : "OVER";
  return [
    "start page JavaScript (entry + static imports):",
    ...lines,
    `  total gzip ${kb(total)}: ${verdict} the budget of ${kb(maxGzipBytes)}`,
  ].join("\n");
}

/** The plugin: prints the start page's JavaScript sizes and fails the build above `maxGzipBytes`. */
export function startPageBudget(maxGzipBytes: number): Plugin {
  return {
    name: "spieltisch-start-page-budget",
    apply: "build",
    writeBundle(_options, bundle) {
      const files = startPageFiles(bundle);
      const total = files.reduce((sum, f) => sum + f.gzipBytes, 0);
      // Printed with the build's own size list (Vite prints it the same way).
      console.log(budgetReport(files, maxGzipBytes));
      if (total > maxGzipBytes) {
        this.error(
          `start page JavaScript is ${(total / 1000).toFixed(1)} kB gzip, over the budget of ${(maxGzipBytes / 1000).toFixed(1)} kB (see the list above)`,
        );
      }
    },
  };
}

import { describe, expect, it } from "vitest";
import {
  type BundleChunk,
  budgetReport,
  gzipSize,
  startPageBudget,
  startPageChunks,
  startPageFiles,
} from "../../scripts/start-page-budget.js";

const chunk = (fileName: string, code: string, imports: string[] = [], isEntry = false): BundleChunk => ({
  type: "chunk",
  fileName,
  code,
  imports,
  isEntry,
});

/** A bundle as Rollup hands it over: an entry, what it imports (twice, shared), a lazy view, an asset. */
const bundle: Record<string, BundleChunk> = {
  "assets/index.js": chunk("assets/index.js", "x".repeat(5000), ["assets/react.js", "assets/i18n.js"], true),
  "assets/react.js": chunk("assets/react.js", "react();".repeat(400), ["assets/i18n.js"]),
  "assets/i18n.js": chunk("assets/i18n.js", "t();"),
  "assets/table.js": chunk("assets/table.js", "lazy".repeat(10_000), ["assets/react.js"]),
  "assets/index.css": { type: "asset", fileName: "assets/index.css" },
};

describe("start page budget (web build plugin)", () => {
  it("counts the entry and its static imports, each once, never a lazily loaded chunk", () => {
    expect(startPageChunks(bundle).map((c) => c.fileName)).toEqual([
      "assets/index.js",
      "assets/react.js",
      "assets/i18n.js",
    ]);
    const files = startPageFiles(bundle);
    expect(files.map((f) => f.gzipBytes)).toEqual(
      [...files.map((f) => gzipSize(bundle[f.fileName]!.code!))].sort((a, b) => b - a),
    );
    expect(files.find((f) => f.fileName === "assets/index.js")?.bytes).toBe(5000);
  });

  it("refuses a bundle it cannot read rather than counting nothing", () => {
    expect(() => startPageChunks({ "a.js": chunk("a.js", "", ["missing.js"], true) })).toThrow(/missing\.js/);
    expect(() => startPageChunks({ "a.js": chunk("a.js", "") })).toThrow(/no entry/);
  });

  it("fails the build above the budget and passes at it", () => {
    const total = startPageFiles(bundle).reduce((sum, f) => sum + f.gzipBytes, 0);
    const run = (budget: number) => {
      const plugin = startPageBudget(budget);
      const hook = plugin.writeBundle as (this: unknown, ...args: unknown[]) => void;
      const errors: string[] = [];
      const context = {
        error: (message: string) => {
          errors.push(message);
          throw new Error(message);
        },
      };
      try {
        hook.call(context, {}, bundle);
      } catch {
        // the error is in `errors`
      }
      return errors;
    };
    expect(run(total)).toEqual([]);
    expect(run(total - 1)[0]).toMatch(/over the budget/);
    expect(budgetReport(startPageFiles(bundle), total - 1)).toContain("OVER");
  });
});

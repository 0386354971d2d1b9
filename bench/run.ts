import { readdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type BenchCase, type BenchResult, FULL, human, measure, QUICK } from "./harness.js";

/**
 * `npm run bench [-- --quick] [-- --only name]`: runs every `bench/*.bench.ts`, prints a table and
 * writes `bench/results.json` as `[{name, ours, peer, unit, ratio, …}]`.
 */
const args = process.argv.slice(2);
const settings = args.includes("--quick") ? QUICK : FULL;
const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : undefined;
const dir = fileURLToPath(new URL(".", import.meta.url));

const files = readdirSync(dir)
  .filter((f) => f.endsWith(".bench.ts"))
  .sort();
const results: BenchResult[] = [];
for (const file of files) {
  const module = (await import(`./${file}`)) as { cases: () => BenchCase[] | Promise<BenchCase[]> };
  for (const bench of await module.cases()) {
    if (only && !bench.name.includes(only)) continue;
    const result = measure(bench, settings);
    results.push(result);
    const extras = Object.entries(result)
      .filter(([k]) => !["name", "ours", "peer", "unit", "ratio", "target"].includes(k))
      .map(([k, v]) => `${k}=${typeof v === "number" ? v.toFixed(2) : String(v)}`)
      .join(" ");
    process.stdout.write(
      `${result.name.padEnd(58)} ours ${human(result.ours).padStart(9)}  peer ${human(result.peer).padStart(9)} ${result.unit.padEnd(14)} ratio ${result.ratio.toFixed(2).padStart(9)}×  ${result.target ?? ""} ${extras}\n`,
    );
  }
}
writeFileSync(new URL("./results.json", import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(`\n${results.length} benchmarks → bench/results.json\n`);

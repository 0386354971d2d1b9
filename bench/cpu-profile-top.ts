/**
 * `npx tsx bench/cpu-profile-top.ts FILE.cpuprofile [N] [--inclusive]`: the N functions (default
 * 20) with the most self time in a V8 CPU profile (`node --cpu-prof`), as a share of the samples,
 * with their file and line; `--inclusive`: time with the function anywhere on the stack (each
 * sample counted once per function). Idle, GC and program time are listed like any function. A
 * native call that blocks (an fsync inside SQLite) counts as the JavaScript frame that made it.
 */
import { readFileSync } from "node:fs";

interface ProfileNode {
  readonly id: number;
  readonly children?: number[];
  readonly callFrame: { functionName: string; url: string; lineNumber: number };
  readonly hitCount?: number;
}

const inclusive = process.argv.includes("--inclusive");
const [file, count = "20"] = process.argv.slice(2).filter((a) => a !== "--inclusive");
if (!file) throw new Error("usage: cpu-profile-top.ts FILE.cpuprofile [N]");
const profile = JSON.parse(readFileSync(file, "utf8")) as {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const keyOf = (node: ProfileNode): string => {
  const { functionName, url, lineNumber } = node.callFrame;
  const where = url ? `${url.replace(/^.*\/(packages|node_modules|bench)\//, "$1/")}:${lineNumber + 1}` : "";
  return `${functionName || "(anonymous)"} ${where}`;
};
const self = new Map<string, number>();
let total = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  total += dt;
  const keys = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = inclusive ? parent.get(at) : undefined) {
    keys.add(keyOf(byId.get(at)!));
  }
  for (const key of keys) self.set(key, (self.get(key) ?? 0) + dt);
});
const busy = total - (self.get("(idle) ") ?? 0);
process.stdout.write(`${(total / 1000).toFixed(0)} ms sampled, ${(busy / 1000).toFixed(0)} ms not idle\n`);
for (const [key, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, Number(count))) {
  process.stdout.write(
    `${((us / total) * 100).toFixed(1).padStart(5)} %  ${((us / busy) * 100).toFixed(1).padStart(5)} % busy  ${key}\n`,
  );
}

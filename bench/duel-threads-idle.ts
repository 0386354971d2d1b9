/**
 * `npx tsx bench/duel-threads-idle.ts` after `npm run build`: 2 worker threads against 1 thread
 * (2,000,000 duels each, the pool started once), keeping only the pairs during which other
 * processes used < 5 % of the machine's CPU (from /proc/stat minus this process's own CPU time).
 * The worker target needs both cores; on a shared machine the bench harness alone cannot tell a
 * slow pool from a busy neighbour.
 */
import { readFileSync } from "node:fs";
import { PLAIN_TABLE } from "@spieltisch/engine";
import { DuelPool, simulateDuels } from "../packages/cli/src/simulate/duel-pool.js";

const duel = { a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } };
/** Clock ticks per second of /proc/stat (USER_HZ, 100 on Linux). */
const HZ = 100;
const stat = () => {
  const f = readFileSync("/proc/stat", "utf8").split("\n")[0]!.trim().split(/\s+/).slice(1).map(Number);
  const total = f.reduce((a, b) => a + b, 0);
  return { total, idle: f[3]! + f[4]! };
};
const pool = await DuelPool.create(2);
const N = 2_000_000;
for (let i = 0; i < 2; i++) {
  pool.run(duel, PLAIN_TABLE, 1, N);
  simulateDuels(duel, PLAIN_TABLE, 1, N);
}
const end = Date.now() + 200_000;
let kept = 0;
while (Date.now() < end && kept < 8) {
  const s0 = stat();
  const c0 = process.cpuUsage();
  let t = performance.now();
  pool.run(duel, PLAIN_TABLE, kept, N);
  const two = performance.now() - t;
  t = performance.now();
  simulateDuels(duel, PLAIN_TABLE, kept, N);
  const one = performance.now() - t;
  const s1 = stat();
  const c1 = process.cpuUsage(c0);
  const busyTicks = s1.total - s0.total - (s1.idle - s0.idle);
  const ourTicks = ((c1.user + c1.system) / 1e6) * HZ;
  const others = Math.max(0, busyTicks - ourTicks) / Math.max(1, s1.total - s0.total);
  if (others < 0.05) {
    kept++;
    console.log(
      `1 thread ${one.toFixed(0)} ms, 2 threads ${two.toFixed(0)} ms, ratio ${(one / two).toFixed(2)} (others ${(100 * others).toFixed(1)} % CPU)`,
    );
  } else await new Promise((r) => setTimeout(r, 500));
}
console.log("kept", kept);
await pool.close();

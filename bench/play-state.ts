/**
 * `npm run bench` (also `npx tsx bench/play-state.ts [--quick]`): what play state costs the
 * server (issue "Play state", Performance), measured side by side in one process on one SQLite
 * file, each pair interleaved so machine load hits both alike:
 *
 * - odds: `POST /odds` of a check and of a FoKa melee exchange with `actor` / `opponent` (sheet
 *   values by name, the conditions' mali), and of an exchange with both sides' gear from the
 *   sheets (weapons by name, the worn armour; issue "Fights played from the sheets"), against
 *   the same call with the values typed — the median latency of each and the median of the
 *   paired differences in µs (each pair sent back to back; the issues ask ≤ +20 µs);
 * - rolls: `POST /rolls` of a melee exchange with `actor`, `opponent` and `apply` (the
 *   consequences booked in the same commit) against the same roll of the same characters without
 *   `apply` (the issue asks ≤ +10 %) and against the roll with the values typed (the whole play
 *   path) — CPU time per roll of each and the extra in %.
 *
 * Requests go through Fastify's `inject` (no sockets), so the numbers are the server's own work.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp, DEFAULT_RATE_LIMITS } from "../packages/server/dist/index.js";

const QUICK = process.argv.includes("--quick");
const SAMPLES = QUICK ? 300 : Number(process.env.SAMPLES ?? 2000);

const dir = mkdtempSync(join(tmpdir(), "spieltisch-play-bench-"));
// Thousands of requests at one table: a throughput test, not a table in play (its write limit
// would refuse most of them).
const { app } = await buildApp({
  databaseUrl: `sqlite:${join(dir, "bench.db")}`,
  rateLimits: { ...DEFAULT_RATE_LIMITS, tableWrites: { max: 1_000_000, windowMs: 1 } },
});
const created = await app.inject({
  method: "POST",
  url: "/api/tables",
  payload: { name: "Bench", system: "ews", modules: ["foka"] },
});
const table = created.json() as { id: string; gmToken: string };
const post = (path: string, payload: object) =>
  app.inject({
    method: "POST",
    url: `/api/tables/${table.id}${path}`,
    headers: { authorization: `Bearer ${table.gmToken}` },
    payload,
  });
const fighter = (name: string, gear: object = {}) => ({
  format: "spieltisch/character@1",
  system: "ews",
  name,
  npc: true,
  budget: 0,
  attributes: [{ name: "Stark", level: "++" }],
  skills: [{ name: "Keule", level: "+", attributes: ["Stark"] }],
  professions: [],
  traits: [],
  woundAttribute: "Stark",
  ...gear,
});
const a = ((await post("/characters", fighter("A"))).json() as { id: string }).id;
const b = ((await post("/characters", fighter("B"))).json() as { id: string }).id;
/** Two armed fighters: a club and a rapier, leather worn and a mail shirt carried. */
const armed = (name: string, weapon: string, damage: number) =>
  fighter(name, {
    weapons: [{ name: weapon, damage }],
    armor: [
      { name: "Lederwams", protection: 1 },
      { name: "Kettenhemd", protection: 3, worn: false },
    ],
  });
const c = ((await post("/characters", armed("C", "Keule", 3))).json() as { id: string }).id;
const d = ((await post("/characters", armed("D", "Degen", 4))).json() as { id: string }).id;
// A wound each, so the mali are really in play.
for (const id of [a, b, c, d]) await post(`/characters/${id}/condition`, { command: "wounds", change: 1 });
const value = (
  (await post("/odds", { action: "check", actor: a, skill: "Keule", target: 12 })).json() as {
    options: { value: number };
  }
).options.value;

async function ensureOk(path: string, payload: object, status: number): Promise<void> {
  const res = await post(path, payload);
  if (res.statusCode !== status) throw new Error(`${path}: ${res.statusCode} ${res.body}`);
}

/**
 * Median latency in µs of each of two requests and the median of their paired differences:
 * the two are sent back to back (in turn which goes first), so each difference compares two
 * requests that met the same machine load; likewise the CPU time of each request, and the median
 * of those differences (CPU time is what the server spends; on a busy machine the latency also
 * carries the time others' work takes the CPU away).
 */
async function pairedMedians(path: string, ours: object, plain: object, status: number) {
  await ensureOk(path, ours, status);
  await ensureOk(path, plain, status);
  const times: [number[], number[]] = [[], []];
  const cpu: [number[], number[]] = [[], []];
  const timeDiffs: number[] = [];
  const cpuDiffs: number[] = [];
  const measure = async (body: object) => {
    const used = process.cpuUsage();
    const start = performance.now();
    await post(path, body);
    const wall = (performance.now() - start) * 1000;
    const spent = process.cpuUsage(used);
    return { wall, cpu: spent.user + spent.system };
  };
  for (let i = 0; i < SAMPLES * ODDS_PAIRS; i++) {
    const oursFirst = i % 2 === 0;
    const first = await measure(oursFirst ? ours : plain);
    const second = await measure(oursFirst ? plain : ours);
    const [o, p] = oursFirst ? [first, second] : [second, first];
    times[0].push(o.wall);
    times[1].push(p.wall);
    cpu[0].push(o.cpu);
    cpu[1].push(p.cpu);
    timeDiffs.push(o.wall - p.wall);
    cpuDiffs.push(o.cpu - p.cpu);
  }
  const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
  return {
    ours: median(times[0]),
    plain: median(times[1]),
    diff: median(timeDiffs),
    oursCpu: median(cpu[0]),
    plainCpu: median(cpu[1]),
    cpuDiff: median(cpuDiffs),
  };
}

/** Pairs per sample of the odds comparisons (the odds are cheap: more pairs, steadier medians). */
const ODDS_PAIRS = 5;

/**
 * CPU time in µs per request of each of two requests, in alternating blocks; `between` runs
 * after each block, outside the measurement (fighters who fell get up again).
 */
async function pairedCpu(path: string, ours: object, plain: object, between: () => Promise<void>) {
  const cpu = [0, 0];
  // Short blocks: two blows rarely knock a fresh fighter out.
  const block = 2;
  let refused = 0;
  for (let round = 0; round < SAMPLES / block; round++) {
    // In turn which goes first: the block right after `between` meets what it changed.
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const k of order) {
      const body = k === 0 ? ours : plain;
      const start = process.cpuUsage();
      for (let i = 0; i < block; i++) {
        const res = await post(path, body);
        if (res.statusCode !== 201) {
          refused++;
        }
      }
      const used = process.cpuUsage(start);
      cpu[k]! += used.user + used.system;
    }
    await between();
  }
  if (refused > 0) throw new Error(`${refused} rolls were refused: the measurement would be wrong`);
  const perRequest = (total: number) => total / SAMPLES;
  return { ours: perRequest(cpu[0]!), plain: perRequest(cpu[1]!) };
}

/** A difference with its sign: "+3.2 µs", "−4.0 µs". */
const signed = (x: number, digits = 1) => `${x < 0 ? "−" : "+"}${Math.abs(x).toFixed(digits)}`;

const line = (name: string, ours: number, plain: number, unit: string, extra: string) =>
  process.stdout.write(
    `${name.padEnd(62)} ours ${ours.toFixed(0).padStart(7)} ${unit}  plain ${plain.toFixed(0).padStart(7)} ${unit}  ${extra}\n`,
  );

const check = await pairedMedians(
  "/odds",
  { action: "check", actor: a, skill: "Keule", target: 12 },
  { action: "check", value, target: 12, mod: [-3] },
  200,
);
line(
  "play: odds check with actor (median latency)",
  check.ours,
  check.plain,
  "µs",
  `${signed(check.diff)} µs paired (≤ +20 µs)`,
);
line(
  "play: odds check with actor (median CPU per request)",
  check.oursCpu,
  check.plainCpu,
  "µs",
  `${signed(check.cpuDiff)} µs paired (≤ +20 µs)`,
);
const melee = await pairedMedians(
  "/odds",
  { action: "melee", actor: a, opponent: b, skill: "Keule", opponentSkill: "Keule", attackerWeapon: 4 },
  {
    action: "melee",
    attacker: value,
    defender: value,
    attackerWeapon: 4,
    attackerMod: [-3],
    defenderMod: [-3],
  },
  200,
);
line(
  "play: odds melee with actor+opponent (median latency)",
  melee.ours,
  melee.plain,
  "µs",
  `${signed(melee.diff)} µs paired (≤ +20 µs)`,
);
line(
  "play: odds melee with actor+opponent (median CPU per request)",
  melee.oursCpu,
  melee.plainCpu,
  "µs",
  `${signed(melee.cpuDiff)} µs paired (≤ +20 µs)`,
);
const gear = await pairedMedians(
  "/odds",
  {
    action: "melee",
    actor: c,
    opponent: d,
    skill: "Keule",
    opponentSkill: "Keule",
    weapon: "Keule",
    opponentWeapon: "Degen",
  },
  {
    action: "melee",
    attacker: value,
    defender: value,
    attackerWeapon: 3,
    defenderWeapon: 4,
    attackerArmor: 1,
    defenderArmor: 1,
    attackerMod: [-3],
    defenderMod: [-3],
  },
  200,
);
line(
  "play: odds melee with both sides' gear (median latency)",
  gear.ours,
  gear.plain,
  "µs",
  `${signed(gear.diff)} µs paired (≤ +20 µs)`,
);
line(
  "play: odds melee with both sides' gear (median CPU per request)",
  gear.oursCpu,
  gear.plainCpu,
  "µs",
  `${signed(gear.cpuDiff)} µs paired (≤ +20 µs)`,
);
// Fighters who fall are set back up, so every roll can apply.
const revive = async () => {
  for (const id of [a, b])
    await ensureOk(`/characters/${id}/condition`, { command: "set", condition: fresh }, 201);
};
const fresh = (
  (
    await app.inject({
      method: "GET",
      url: `/api/tables/${table.id}/characters/${a}`,
      headers: { authorization: `Bearer ${table.gmToken}` },
    })
  ).json() as { condition: object }
).condition;
await revive();
/** The melee exchange of the two fighters, their Keule from the sheets. */
const meleeOf = {
  action: "melee",
  actor: a,
  opponent: b,
  skill: "Keule",
  opponentSkill: "Keule",
  attackerWeapon: 0,
};
const apply = await pairedCpu(
  "/rolls",
  { ...meleeOf, apply: true },
  { action: "melee", attacker: value, defender: value, attackerWeapon: 0 },
  revive,
);
line(
  "play: roll melee, actor+opponent+apply vs typed (CPU per roll)",
  apply.ours,
  apply.plain,
  "µs",
  `${signed(((apply.ours - apply.plain) / apply.plain) * 100)} % (whole play path)`,
);
// The measure: the same roll of the same characters with and without `apply`.
const applyOnly = await pairedCpu("/rolls", { ...meleeOf, apply: true }, meleeOf, revive);
line(
  "play: roll melee with apply vs without (CPU per roll)",
  applyOnly.ours,
  applyOnly.plain,
  "µs",
  `${signed(((applyOnly.ours - applyOnly.plain) / applyOnly.plain) * 100)} % (≤ +10 %)`,
);
await app.close();
rmSync(dir, { recursive: true, force: true });

import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../packages/server/dist/index.js";
const dir = mkdtempSync(join(tmpdir(), "prof-"));
const { app } = await buildApp({ databaseUrl: `sqlite:${join(dir, "bench.db")}`, ...(process.env.RL ? {} : {}) });
const fighter = (name: string, npc: boolean) => ({ format: "spieltisch/character@1", system: "ews", name, npc, budget: 4, attributes: [{ name: "Stark", level: "++" }], skills: [{ name: "Keule", level: "+", attributes: ["Stark"] }], professions: [], traits: [], woundAttribute: "Stark" });
const tables: { id: string; gm: string; player: string; a: string; b: string }[] = [];
for (let i = 0; i < 50; i++) {
  const t = (await app.inject({ method: "POST", url: "/api/tables", payload: { name: `T${i}`, system: "ews", modules: ["foka"] } })).json() as any;
  const post = (path: string, token: string, payload: object) => app.inject({ method: "POST", url: `/api/tables/${t.id}${path}`, headers: { authorization: `Bearer ${token}` }, payload });
  const a = (await post("/characters", t.playerToken, fighter("Held", false))).json().id;
  const b = (await post("/characters", t.gmToken, fighter("Ork", true))).json().id;
  tables.push({ id: t.id, gm: t.gmToken, player: t.playerToken, a, b });
}
const ARM = { attackerArmor: 40, defenderArmor: 40 };
const bodies = [
  (t: any) => ({ action: "melee", attacker: 14, defender: 14, ...ARM }),
  (t: any) => ({ action: "melee", actor: t.a, opponent: t.b, skill: "Keule", opponentSkill: "Keule", apply: true, ...ARM }),
];
const cpu = [0, 0], count = [0, 0];
let n = 0;
async function block(k: number, ms: number) {
  const end = Date.now() + ms;
  const t0 = process.cpuUsage();
  let done = 0;
  await Promise.all(Array.from({ length: 32 }, async () => {
    while (Date.now() < end) {
      const t = tables[n++ % 50]!;
      const r = await app.inject({ method: "POST", url: `/api/tables/${t.id}/rolls`, headers: { authorization: `Bearer ${t.player}` }, payload: bodies[k]!(t) });
      if (r.statusCode !== 201) throw new Error(r.body);
      done++;
    }
  }));
  const u = process.cpuUsage(t0);
  return { cpu: u.user + u.system, done };
}
const only = process.argv[3];
if (only !== undefined) { const k = Number(only); await block(k, 1000); const x = await block(k, 4000); console.log(`mode ${k}: ${(x.cpu / x.done).toFixed(0)} µs/roll (${x.done})`); console.log(globalThis.__why, globalThis.__new); await app.close(); process.exit(0); }
await block(0, 1000); await block(1, 1000);
const rounds = Number(process.argv[2] ?? 10);
for (let r = 0; r < rounds; r++) for (const k of r % 2 ? [1, 0] : [0, 1]) { const x = await block(k, 400); cpu[k]! += x.cpu; count[k]! += x.done; }
const per = (k: number) => cpu[k]! / count[k]!;
console.log(`typed ${per(0).toFixed(0)} µs/roll (${count[0]})  apply ${per(1).toFixed(0)} µs/roll (${count[1]})  ${(100 * (per(1) - per(0)) / per(0)).toFixed(1)} %`);
await app.close();

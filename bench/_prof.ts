import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "/work/wt/perf/packages/server/dist/index.js";
const dir = mkdtempSync(join(tmpdir(), "prof-"));
const { app } = await buildApp({ databaseUrl: `sqlite:${join(dir, "b.db")}` });
const t = (await app.inject({ method: "POST", url: "/api/tables", payload: { name: "B", system: "ews", modules: ["foka"] } })).json() as any;
const post = (p: string, payload: object) => app.inject({ method: "POST", url: `/api/tables/${t.id}${p}`, headers: { authorization: `Bearer ${t.gmToken}` }, payload });
const f = (name: string) => ({ format: "spieltisch/character@1", system: "ews", name, npc: true, budget: 0, attributes: [{ name: "Stark", level: "++" }], skills: [{ name: "Keule", level: "+", attributes: ["Stark"] }], professions: [], traits: [], woundAttribute: "Stark" });
const a = ((await post("/characters", f("A"))).json() as any).id;
const b = ((await post("/characters", f("B"))).json() as any).id;
const mode = process.argv[2] ?? "actor";
const body = mode === "actor" ? { action: "check", actor: a, skill: "Keule", target: 12 } : mode === "plain" ? { action: "check", value: 10, target: 12, mod: [-3] } : mode === "roll" ? { action: "melee", attacker: 10, defender: 10, attackerWeapon: 0 } : { action: "melee", actor: a, opponent: b, skill: "Keule", opponentSkill: "Keule", attackerWeapon: 0, apply: true };
const path = mode.startsWith("roll") || mode === "apply" ? "/rolls" : "/odds";
for (let i = 0; i < 300; i++) await post(path, body);
const N = Number(process.argv[3] ?? 3000);
const c0 = process.cpuUsage();
for (let i = 0; i < N; i++) {
  const r = await post(path, body);
  if (r.statusCode >= 300) { if (mode === "apply") { for (const id of [a,b]) await post(`/characters/${id}/condition`, { command: "set", condition: { wounds: 0 } }); } else throw new Error(r.body); }
}
const c = process.cpuUsage(c0);
console.log(mode, ((c.user + c.system) / N).toFixed(1), "µs CPU per call");
await app.close();

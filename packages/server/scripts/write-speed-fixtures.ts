// Writes the server's "export made before the speed work" fixtures (issue #32,
// `src/fairness/fixtures/speed-*-export.json`): per rule system one table with every module,
// every adapter example rolled by the player and by the GM (with and without a client seed, some
// secret), plus the FoKa evening of fights (`src/testing/played-table.ts`), each exported for the
// GM once both seeds were rotated. They were written with the code as it was before the speed work
// and must verify byte for byte after it (`speed-fixtures.test.ts`). Build first
// (`npx tsc -b packages/server`), then `npx tsx packages/server/scripts/write-speed-fixtures.ts`.
// Rewriting them defeats their purpose: only do so for a deliberate change of the derivation.
import { writeFileSync } from "node:fs";
import { getSystem, SYSTEM_IDS } from "@spieltisch/engine";
import { adaptedActionIds, findActionAdapter } from "@spieltisch/protocol";
import { buildApp } from "../src/app.js";
import { DEFAULT_RATE_LIMITS } from "../src/rate-limits.js";
import { auth, newTable } from "../src/testing/backends.js";
import { playedTable } from "../src/testing/played-table.js";

const { app } = await buildApp({
  databaseUrl: "sqlite::memory:",
  rateLimits: { ...DEFAULT_RATE_LIMITS, tableWrites: { max: 1_000_000, windowMs: 1 } },
});

const write = (name: string, data: unknown) => {
  const file = new URL(`../src/fairness/fixtures/${name}`, import.meta.url);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(file.pathname);
};

let seeds = 0;
const clientSeed = () => `speed${String(seeds++).padStart(3, "0")}${"B".repeat(20)}`;

for (const system of SYSTEM_IDS) {
  const modules = getSystem(system).modules.map((m) => m.id);
  const table = await newTable(app, { name: `Tempo ${system}`, system, modules });
  const post = async (path: string, payload: object, token: string) => {
    const res = await app.inject({
      method: "POST",
      url: `/api/tables/${table.id}${path}`,
      headers: auth(token),
      payload,
    });
    if (res.statusCode >= 300) throw new Error(`${system} POST ${path}: ${res.statusCode} ${res.body}`);
  };
  let n = 0;
  for (const action of adaptedActionIds(system)) {
    const adapter = findActionAdapter(system, action)!;
    for (const example of adapter.examples) {
      const options = example as Record<string, unknown>;
      for (const [token, extra] of [
        [table.playerToken, { clientSeed: clientSeed() }],
        [table.playerToken, {}],
        [table.gmToken, n % 2 === 0 ? { secret: true } : { clientSeed: clientSeed(), label: "Probe" }],
      ] as const) {
        await post("/rolls", { action, options, ...extra }, token);
        n++;
      }
    }
  }
  await post("/seeds/rotate", { stream: "table" }, table.gmToken);
  await post("/seeds/rotate", { stream: "gm" }, table.gmToken);
  const exported = await app.inject({
    method: "GET",
    url: `/api/tables/${table.id}/export`,
    headers: auth(table.gmToken),
  });
  if (exported.statusCode !== 200) throw new Error(`${system} export: ${exported.body}`);
  write(`speed-${system}-export.json`, exported.json());
}

const played = await playedTable(app);
write("speed-foka-evening-export.json", played.gm);
await app.close();

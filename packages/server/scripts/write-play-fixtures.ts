// Writes the protocol's verify fixtures of the third derivation (`fixtures/play3-*-export.json`):
// an evening of fights played on an in-memory server (`src/testing/played-table.ts`), exported for
// the GM and the player. Build first (`npx tsc -b packages/server`), then
// `npx tsx packages/server/scripts/write-play-fixtures.ts`. The dice differ on every run: the
// tests read the fixtures by what happened, not by fixed numbers.
import { writeFileSync } from "node:fs";
import { buildApp } from "../src/app.js";
import { DEFAULT_RATE_LIMITS } from "../src/rate-limits.js";
import { playedTable } from "../src/testing/played-table.js";

const { app } = await buildApp({
  databaseUrl: "sqlite::memory:",
  rateLimits: { ...DEFAULT_RATE_LIMITS, tableWrites: { max: 1_000_000, windowMs: 1 } },
});
const played = await playedTable(app);
await app.close();
for (const [who, data] of [
  ["gm", played.gm],
  ["player", played.player],
] as const) {
  const file = new URL(`../../protocol/src/fairness/fixtures/play3-${who}-export.json`, import.meta.url);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(file.pathname);
}

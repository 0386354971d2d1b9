import { ewsRules, PLAIN_TABLE, seededRng } from "./packages/engine/src/index.ts";

const params = { a: { value: 12, weapon: 4 }, b: { value: 12, weapon: 4 } };
const rng = seededRng(1);
for (let k = 0; k < 5; k++) {
  const t = performance.now();
  const N = 2_000_000;
  const tally = ewsRules.sampleDuels(rng, N, params, PLAIN_TABLE);
  const dt = performance.now() - t;
  console.log(tally.winsA / N, ((N / dt) * 1000) / 1e6, "M duels/s");
}
const buf = new Uint8Array(1 << 20);
const t = performance.now();
for (let k = 0; k < 20; k++) rng.fillD6(buf);
console.log("fillD6", (20 * (1 << 20)) / (performance.now() - t) / 1000, "M dice/s");

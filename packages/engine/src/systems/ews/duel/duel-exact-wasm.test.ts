import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PLAIN_TABLE, type TableSettings, withModules } from "../../table-settings.js";
import { duelGrid, duelKernel } from "./duel-exact-kernel.js";
import { doubles, OUT_STATES, sweep } from "./duel-exact-sweep.js";
import { WasmSweep } from "./duel-exact-wasm.js";
import { type DuelFighter, type DuelStance, duelSetup } from "./duel-params.js";

/** The JavaScript sweep on a fresh grid: what the WebAssembly sweep must equal bit for bit. */
function javascriptSweep(
  a: DuelFighter,
  b: DuelFighter,
  table: TableSettings,
  epsilon: number,
  maxStates: number,
) {
  const sa = duelSetup(a, "a", table);
  const sb = duelSetup(b, "b", table);
  const grid = duelGrid(sa, sb);
  const mu = doubles(2 * grid.cells);
  const kernel = duelKernel(grid, sa, sb, table, mu, epsilon, maxStates);
  mu[grid.start] = 1;
  const out = doubles(6);
  sweep(kernel, out);
  return out;
}

function wasmSweep(
  wasm: WasmSweep,
  a: DuelFighter,
  b: DuelFighter,
  table: TableSettings,
  epsilon: number,
  maxStates: number,
) {
  const sa = duelSetup(a, "a", table);
  const sb = duelSetup(b, "b", table);
  const grid = duelGrid(sa, sb);
  const out = doubles(6);
  wasm.run(duelKernel(grid, sa, sb, table, doubles(0), epsilon, maxStates), grid.cells, grid.start, out);
  if (out[OUT_STATES]! > maxStates) wasm.clear(grid.cells);
  return out;
}

const fighter = fc
  .record({
    value: fc.integer({ min: -3, max: 21 }),
    weapon: fc.integer({ min: 0, max: 8 }),
    armor: fc.integer({ min: 0, max: 4 }),
    attribute: fc.integer({ min: 1, max: 18 }),
    hurt: fc.integer({ min: 0, max: 40 }),
    stance: fc.constantFrom<DuelStance>("attack", "full-defence", "defend-when-low"),
  })
  .map(({ hurt, ...f }) => ({ ...f, tp: f.attribute - Math.min(hurt, 3 * f.attribute) }));

describe("the WebAssembly duel sweep", () => {
  const wasm = WasmSweep.create();

  it("compiles here (Node has WebAssembly)", () => {
    expect(wasm).not.toBeNull();
  });

  // One instance for every case, as in the engine: grids of every size after one another, some
  // cut short, so a mass left behind would show in a later duel.
  it("gives the JavaScript sweep's results bit for bit (property; also cut short and pruned)", () => {
    fc.assert(
      fc.property(
        fighter,
        fighter,
        fc.boolean(),
        fc.constantFrom(0, 1e-12, 1e-6),
        fc.constantFrom(400_000, 50, 1000),
        (a, b, krit, epsilon, maxStates) => {
          const table = krit ? withModules("krit") : PLAIN_TABLE;
          const expected = javascriptSweep(a, b, table, epsilon, maxStates);
          const actual = wasmSweep(wasm!, a, b, table, epsilon, maxStates);
          // Object.is: −0 and +0 apart, NaN equal to itself — the same bits.
          for (let i = 0; i < expected.length; i++)
            expect(Object.is(actual[i], expected[i]), `out[${i}]`).toBe(true);
        },
      ),
      { numRuns: 150, seed: 32 },
    );
  });

  it("after a duel cut short, the next duel is unaffected", () => {
    const a = { value: 12, weapon: 4 };
    const b = { value: 11, weapon: 3, armor: 1 };
    const whole = wasmSweep(wasm!, a, b, PLAIN_TABLE, 0, 400_000);
    const cut = wasmSweep(wasm!, a, b, PLAIN_TABLE, 0, 100);
    expect(cut[OUT_STATES]).toBeGreaterThan(100);
    expect(wasmSweep(wasm!, a, b, PLAIN_TABLE, 0, 400_000)).toEqual(whole);
  });
});

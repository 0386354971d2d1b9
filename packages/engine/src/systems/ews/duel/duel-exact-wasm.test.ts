import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { PLAIN_TABLE, type TableSettings, withModules } from "../../table-settings.js";
import { clearDuelOddsMemo, duelOdds } from "./duel-exact.js";
import { duelGrid, duelKernel } from "./duel-exact-kernel.js";
import { doubles, OUT_STATES, sweep } from "./duel-exact-sweep.js";
import { WasmSweep } from "./duel-exact-wasm.js";
import { randomFighter } from "./duel-fighters.test-support.js";
import { type DuelFighter, duelSetup } from "./duel-params.js";

/** A duel's grid and kernel (with masses `mu`: the JavaScript sweep's; none for WebAssembly). */
function kernelOf(a: DuelFighter, b: DuelFighter, table: TableSettings, epsilon: number, maxStates: number) {
  const sa = duelSetup(a, "a", table);
  const sb = duelSetup(b, "b", table);
  const grid = duelGrid(sa, sb);
  const mu = doubles(2 * grid.cells);
  return { grid, mu, kernel: duelKernel(grid, sa, sb, table, mu, epsilon, maxStates) };
}

/** The JavaScript sweep on a fresh grid: what the WebAssembly sweep must equal bit for bit. */
function javascriptSweep(...args: Parameters<typeof kernelOf>) {
  const { grid, mu, kernel } = kernelOf(...args);
  mu[grid.start] = 1;
  const out = doubles(6);
  sweep(kernel, out);
  return out;
}

/** The same duel through one WebAssembly sweep (cleared again when cut short, as the engine does). */
function wasmSweep(wasm: WasmSweep, ...args: Parameters<typeof kernelOf>) {
  const { grid, kernel } = kernelOf(...args);
  const out = doubles(6);
  wasm.run(kernel, grid.cells, grid.start, out);
  if (out[OUT_STATES]! > kernel.maxStates) wasm.clear(grid.cells);
  return out;
}

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
        randomFighter,
        randomFighter,
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

  // A page whose Content-Security-Policy forbids WebAssembly makes compiling throw; a runtime
  // without it has no WebAssembly at all. Either way the engine must answer, and the same.
  it("where WebAssembly cannot compile, the duel odds come from the JavaScript sweep, the same", async () => {
    const params = {
      a: { value: 12, weapon: 4 },
      b: { value: 11, weapon: 3, armor: 1, stance: "full-defence" as const },
    };
    clearDuelOddsMemo();
    const withWasm = duelOdds(params, PLAIN_TABLE);
    const refused = () => {
      throw new Error("CompileError: WebAssembly.Module(): Refused to compile (CSP)");
    };
    for (const stub of [{ Module: refused }, undefined]) {
      vi.stubGlobal("WebAssembly", stub);
      vi.resetModules();
      try {
        const exact = await import("./duel-exact.js");
        const { WasmSweep: Unavailable } = await import("./duel-exact-wasm.js");
        expect(Unavailable.create()).toBeNull();
        expect(exact.duelOdds(params, PLAIN_TABLE)).toEqual(withWasm);
      } finally {
        vi.unstubAllGlobals();
        vi.resetModules();
      }
    }
  });
});

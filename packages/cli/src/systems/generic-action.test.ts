import { SYSTEM_IDS, seededRng } from "@spieltisch/engine";
import { allActionAdapters, oddsWithAdapter, rollWithAdapter } from "@spieltisch/protocol";
import { describe, expect, it } from "vitest";
import { createContext } from "../context.js";
import { runGenericAction } from "./generic-action.js";
import { CLI_SYSTEMS } from "./registry.js";

const SEED = 7;

/** Every adapted action with the example its adapter gives first. */
const cases = allActionAdapters().flatMap(({ system, action, adapter }) =>
  adapter.examples.length > 0 ? [{ system, action, adapter, example: adapter.examples[0] }] : [],
);

describe("the generic handler (an action its system gives no text of its own)", () => {
  it.each(cases)(
    "$system $action: the pipeline's JSON, each field in words",
    ({ system, action, adapter, example }) => {
      const modules = adapter.module !== undefined ? [adapter.module] : [];
      const ctx = createContext({ system, modules, lang: "de", seed: SEED });
      const rolled = runGenericAction(action, example, ctx);
      const expected = rollWithAdapter(adapter, adapter.options.parse(example), seededRng(SEED), ctx.table);
      expect(rolled.json).toEqual({ system, action, ...expected.json });
      expect(rolled.text.length).toBeGreaterThan(1);
      // Every field has a label: no line starts with a raw camelCase name of the JSON.
      for (const line of rolled.text.slice(1)) expect(line).not.toMatch(/^\s*[a-z]+[A-Z]\w*:/);
      const odds = runGenericAction(action, example, { ...ctx, odds: true });
      const expectedOdds = oddsWithAdapter(adapter, adapter.options.parse(example), ctx.table);
      expect(odds.json).toEqual({ system, action, ...expectedOdds.json });
    },
  );
});

describe("the CLI's systems", () => {
  it("are the engine's, each under its own id, its handlers only for commands it has", () => {
    expect(Object.keys(CLI_SYSTEMS).sort()).toEqual([...SYSTEM_IDS].sort());
    for (const id of SYSTEM_IDS) expect(CLI_SYSTEMS[id].id).toBe(id);
  });
});

import { allSystems, getSystem, PLAIN_TABLE, seededRng, type TableSettings } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { PROTOCOL_SYSTEMS } from "../systems/registry.js";
import { tableOptionsSchema } from "../tables/table-options.js";
import type { AnyActionAdapter } from "./action-adapter.js";
import { ewsCheckAdapter } from "./ews-actions.js";
import {
  adaptedActionIds,
  allActionAdapters,
  findActionAdapter,
  oddsSchemaFor,
  oddsWithAdapter,
  resolveAction,
  rollResultSchemaFor,
  rollWithAdapter,
} from "./pipeline.js";
import { UNADAPTED_ACTIONS } from "./registry.js";

/** Table options every system reads somewhere, all off their defaults. */
const OPTIONS = tableOptionsSchema.parse({
  houseRules: ["ews.over-budget"],
  healingMaxWounds: 8,
  healingInflammation: "stress-only",
  fokaWoundRecoveryTp: 6,
  fokaCriticalRecoveryTp: 10,
  faarDefenseDivisor: 2,
  kampfwuerfelArmorRounding: "up",
  urfassungInjuryTable: "basic",
});

/** The plain rules, and every module of the system with changed table options. */
const tablesOf = (systemId: string): TableSettings[] => [
  PLAIN_TABLE,
  { modules: getSystem(systemId).modules.map((m) => m.id), options: OPTIONS },
];

const SEEDS = [1, 2, 3, 5, 8, 13, 21, 34];

/** JSON as it travels: what comes back must be exactly what went in. */
const roundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

const rows = allActionAdapters();

describe("the adapter registry", () => {
  it("covers every registered system", () => {
    expect(Object.keys(PROTOCOL_SYSTEMS).sort()).toEqual(
      allSystems()
        .map((s) => s.id)
        .sort(),
    );
    expect(rows.length).toBeGreaterThan(0);
  });

  it("gives every engine action an adapter or lists it with a reason", () => {
    for (const system of allSystems()) {
      for (const action of Object.keys(system.actions)) {
        const adapted = findActionAdapter(system.id, action) !== undefined;
        const listed = UNADAPTED_ACTIONS.find((u) => u.system === system.id && u.action === action);
        expect(adapted || listed !== undefined, `${system.id}/${action} has no adapter and no reason`).toBe(
          true,
        );
        expect(adapted && listed !== undefined, `${system.id}/${action} is adapted and listed`).toBe(false);
      }
    }
    for (const u of UNADAPTED_ACTIONS) {
      expect(getSystem(u.system).actions[u.action], `${u.system}/${u.action}`).toBeDefined();
      expect(u.reason.trim().length).toBeGreaterThan(10);
    }
  });

  it("has adapters only for engine actions, each rolling exactly the action its system registers", () => {
    for (const { system, action, adapter } of rows) {
      expect(adapter.action, `${system}/${action}`).toBe(getSystem(system).actions[action]);
    }
  });

  it("looks schemas up by (system, action)", () => {
    for (const { system, action, adapter } of rows) {
      expect(rollResultSchemaFor(system, action)).toBe(adapter.resultSchema);
      expect(oddsSchemaFor(system, action)).toBe(adapter.oddsSchema);
    }
    expect(rollResultSchemaFor("ews", "check")).toBe(ewsCheckAdapter.resultSchema);
    expect(rollResultSchemaFor("ews", "nope")).toBeUndefined();
    expect(rollResultSchemaFor("nope", "check")).toBeUndefined();
    expect(findActionAdapter("ews", "toString")).toBeUndefined();
    expect(adaptedActionIds("faar")).toEqual(["check", "melee", "grauen", "rest"]);
  });
});

describe.each(rows.map((r) => [`${r.system}/${r.action}`, r] as const))("adapter %s", (_name, row) => {
  const adapter: AnyActionAdapter = row.adapter;

  it("has examples", () => {
    expect(adapter.examples.length).toBeGreaterThan(0);
  });

  it.each(adapter.examples.map((e, i) => [i, e] as const))(
    "example %i rolls and gives odds as its schemas say",
    (_i, example) => {
      const options = adapter.options.parse(example);
      const modules = getSystem(row.system).modules.map((m) => m.id);
      expect(resolveAction(row.system, row.action, example, modules)).toMatchObject({ ok: true, options });
      for (const table of tablesOf(row.system)) {
        for (const seed of SEEDS) {
          const rolled = rollWithAdapter(adapter, options, seededRng(seed), table);
          const parsed = adapter.resultSchema.safeParse(rolled.json);
          expect(parsed.error?.issues ?? [], `seed ${seed}`).toEqual([]);
          expect(parsed.data).toStrictEqual(rolled.json);
          expect(roundTrip(rolled.json)).toStrictEqual(rolled.json);
          // The same dice give the same JSON: what `verify` relies on.
          expect(rollWithAdapter(adapter, options, seededRng(seed), table).json).toStrictEqual(rolled.json);
        }
        const odds = oddsWithAdapter(adapter, options, table);
        const parsedOdds = adapter.oddsSchema.safeParse(odds.json);
        expect(parsedOdds.error?.issues ?? []).toEqual([]);
        expect(parsedOdds.data).toStrictEqual(odds.json);
        expect(roundTrip(odds.json)).toStrictEqual(odds.json);
      }
    },
  );
});

describe("the pipeline", () => {
  it("computes a roll's odds once and hands the same odds to the JSON and the caller", () => {
    let computed = 0;
    const counting = {
      ...ewsCheckAdapter,
      action: {
        ...ewsCheckAdapter.action,
        odds: (...args: Parameters<typeof ewsCheckAdapter.action.odds>) => {
          computed++;
          return ewsCheckAdapter.action.odds(...args);
        },
      },
    };
    const rolled = rollWithAdapter(counting, { value: 12, target: 15 }, seededRng(1), PLAIN_TABLE);
    expect(rolled.json.pSuccessExact).toBe("1/3");
    expect(rolled.odds().pSuccess.toString()).toBe("1/3");
    expect(rolled.odds()).toBe(rolled.odds());
    expect(computed).toBe(1);
  });

  it("does not compute odds a roll does not show (initiative with more than seven)", () => {
    const adapter = findActionAdapter("3w6-stunts", "initiative")!;
    const participants = Array.from({ length: 9 }, (_, i) => `P${i}:1:1`);
    const rolled = rollWithAdapter(
      adapter,
      adapter.options.parse({ participants }),
      seededRng(4),
      PLAIN_TABLE,
    );
    expect(rolled.json.order).toHaveLength(9);
    expect(() => rolled.odds()).toThrow();
  });

  it("names unknown actions and keeps zod's path for bad options", () => {
    expect(resolveAction("ews", "fly", {}, ["foka"])).toEqual({
      ok: false,
      problem: "unknown-action",
      known: ["check", "contest", "confront", "heal", "foka-heal", "melee", "shoot"],
    });
    const bad = resolveAction("ews", "contest", { a: 12, b: 12, aMod: [1, "x"] }, []);
    expect(bad.ok || bad.problem === "invalid-options" ? bad : null).toMatchObject({ ok: false });
    if (!bad.ok && bad.problem === "invalid-options") expect(bad.error.issues[0]?.path).toEqual(["aMod"]);
  });
});

import { allSystems, getSystem } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import {
  adaptedActionIds,
  allActionAdapters,
  findActionAdapter,
  lookupTableAction,
  resolveAction,
} from "./pipeline.js";

/** Contradiction 6 of the rules issue: a table's modules decide which actions exist, everywhere. */
describe("a table's actions follow its modules", () => {
  it("FoKa's melee, shots and TP healing need the foka module; the plain rules have the rest", () => {
    const needing = allActionAdapters()
      .filter((r) => r.adapter.module !== undefined)
      .map((r) => `${r.system}/${r.action}:${r.adapter.module}`);
    expect(needing).toEqual(["ews/foka-heal:foka", "ews/melee:foka", "ews/shoot:foka"]);
    expect(adaptedActionIds("ews", [])).toEqual(["check", "contest", "confront", "heal"]);
    expect(adaptedActionIds("ews", ["foka"])).toEqual(adaptedActionIds("ews"));
  });

  it("declares only modules its system has", () => {
    for (const { system, action, adapter } of allActionAdapters()) {
      if (adapter.module === undefined) continue;
      expect(
        getSystem(system).modules.map((m) => m.id),
        `${system}/${action}`,
      ).toContain(adapter.module);
    }
  });

  it("finds with a table's modules only what the table has, and says which module is missing", () => {
    expect(findActionAdapter("ews", "melee", [])).toBeUndefined();
    expect(findActionAdapter("ews", "melee", ["krit", "foka"])).toBeDefined();
    // Without modules it is the registry's view (stored rolls, schemas, documentation).
    expect(findActionAdapter("ews", "melee")).toBeDefined();
    expect(lookupTableAction("ews", "shoot", ["krit"])).toEqual({
      ok: false,
      problem: "module-required",
      module: "foka",
      known: ["check", "contest", "confront", "heal"],
    });
    expect(lookupTableAction("ews", "dance", ["foka"])).toMatchObject({
      ok: false,
      problem: "unknown-action",
    });
    expect(resolveAction("ews", "foka-heal", { attribute: 12, situation: "bed" }, [])).toMatchObject({
      ok: false,
      problem: "module-required",
      module: "foka",
    });
    expect(resolveAction("ews", "foka-heal", { attribute: 12, situation: "bed" }, ["foka"])).toMatchObject({
      ok: true,
    });
  });

  it("changes nothing for systems whose actions need no module", () => {
    for (const system of allSystems().filter((s) => s.id !== "ews")) {
      expect(adaptedActionIds(system.id, [])).toEqual(adaptedActionIds(system.id));
    }
  });
});

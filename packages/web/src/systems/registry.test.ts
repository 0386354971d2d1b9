import { getSystem, SYSTEM_IDS } from "@spieltisch/engine";
import { adaptedActionIds, findActionAdapter, protocolSystem } from "@spieltisch/protocol";
import { describe, expect, it } from "vitest";
import { fieldsOf } from "../actions/fields.js";
import { emptyCharacter } from "../lib/evaluate.js";
import { conditionFacts } from "../lib/play-text.js";
import { WEB_SYSTEMS } from "./registry.js";
import { SHEET_PARTS } from "./sheet-parts.js";

/**
 * The web app's registries are complete and agree with the other layers: every system the engine
 * registers has its `WebSystem` and its sheet parts under its own id, its tabs and condition words
 * exactly where its rules have fights and play state, and what it names (actions, fields, lists)
 * exists. A new system that lacks a part, or names one that is not there, fails here.
 */
describe("the web app's systems", () => {
  it("are the engine's, each under its own id, in both registries", () => {
    expect(Object.keys(WEB_SYSTEMS).sort()).toEqual([...SYSTEM_IDS].sort());
    expect(Object.keys(SHEET_PARTS).sort()).toEqual([...SYSTEM_IDS].sort());
    for (const id of SYSTEM_IDS) {
      expect(WEB_SYSTEMS[id].id).toBe(id);
      expect(SHEET_PARTS[id].id).toBe(id);
    }
  });

  it.each(SYSTEM_IDS)("%s: a „Kampf“ tab exactly when its protocol has fights", (id) => {
    expect(WEB_SYSTEMS[id].tabs.combat).toBe(protocolSystem(id).fight !== undefined);
  });

  it.each(SYSTEM_IDS)("%s: condition words only with play state, and for every example of it", (id) => {
    const rules = getSystem(id).conditions;
    if (!rules) {
      expect(WEB_SYSTEMS[id].conditionFacts).toBeUndefined();
      return;
    }
    for (const example of rules.examples) {
      const condition = rules.initialCondition(example.sheet, example.table);
      expect(conditionFacts(id, condition), example.name).not.toBeNull();
    }
  });

  it.each(SYSTEM_IDS)("%s: starting values and explorer axes name its actions and their fields", (id) => {
    const web = WEB_SYSTEMS[id];
    const named = new Set([...Object.keys(web.startValues ?? {}), ...Object.keys(web.explorerAxes ?? {})]);
    for (const action of named) {
      expect(adaptedActionIds(id), `${id}/${action}`).toContain(action);
      const adapter = findActionAdapter(id, action);
      if (!adapter) continue;
      const fields = fieldsOf(adapter.options, web.startValues?.[action] ?? {}).map((f) => f.name);
      for (const field of Object.keys(web.startValues?.[action] ?? {}))
        expect(fields, `${id}/${action}`).toContain(field);
      for (const axis of web.explorerAxes?.[action] ?? [])
        expect(fields, `${id}/${action}`).toContain(axis.field);
    }
  });

  it.each(SYSTEM_IDS)("%s: a new character opens in its designed builder; gear lists are its lists", (id) => {
    const fresh = emptyCharacter(id, "Neu");
    const parts = SHEET_PARTS[id];
    if (parts.builder) expect(parts.builder.fits(fresh)).toBe(true);
    const gear = Object.keys(WEB_SYSTEMS[id].draftRows?.gear ?? {});
    const required = Object.keys(WEB_SYSTEMS[id].draftRows?.required ?? {});
    for (const list of gear) expect(required, `${id}: ${list}`).toContain(list);
  });
});

import { getSystem, SYSTEM_IDS } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { UNADAPTED_ACTIONS } from "../actions/registry.js";
import { characterEnvelopeSchema } from "../characters/envelope.js";
import { TABLE_OPTION_OFFERS } from "../tables/table-option-offers.js";
import { PLAIN_SYSTEMS } from "./plain-systems.js";
import { PROTOCOL_SYSTEMS, protocolSystems } from "./registry.js";

/**
 * The protocol's registry is complete: every system the engine registers has every part the
 * protocol needs, under its own id, and the optional parts are there exactly where the other
 * layers have them. A new system that lacks a part fails here, not at a table.
 */
describe("the protocol's systems", () => {
  it("are the engine's systems, in its order, each under its own id", () => {
    expect(protocolSystems().map((s) => s.id)).toEqual([...SYSTEM_IDS]);
    expect(Object.keys(PROTOCOL_SYSTEMS).sort()).toEqual([...SYSTEM_IDS].sort());
  });

  it.each(SYSTEM_IDS)("%s: an adapter for each engine action, driving that very action", (id) => {
    const system = PROTOCOL_SYSTEMS[id];
    const rules = getSystem(id);
    const adapted: Readonly<Record<string, { readonly action: unknown }>> = system.adapters;
    expect(Object.keys(adapted).length).toBeGreaterThan(0);
    for (const [action, adapter] of Object.entries(adapted)) {
      expect(adapter.action, `${id}/${action}`).toBe(rules.actions[action]);
    }
    const unadapted = UNADAPTED_ACTIONS.filter((u) => u.system === id).map((u) => u.action);
    expect([...Object.keys(adapted), ...unadapted].sort()).toEqual(Object.keys(rules.actions).sort());
  });

  it.each(SYSTEM_IDS)("%s: condition schemas exactly when the engine has play state", (id) => {
    expect(PROTOCOL_SYSTEMS[id].conditions !== undefined).toBe(getSystem(id).conditions !== undefined);
  });

  it.each(SYSTEM_IDS)("%s: a character file schema that reads the envelope, with a title", (id) => {
    const { schema, title } = PROTOCOL_SYSTEMS[id].characterFile;
    expect(title.trim()).not.toBe("");
    // The body schema extends the envelope: a file of another system is no file of this one.
    const other = { format: "spieltisch/character@1", system: `${id}-not`, name: "X" };
    if (schema !== characterEnvelopeSchema) expect(schema.safeParse(other).success).toBe(false);
  });

  it.each(SYSTEM_IDS)("%s: messages in both languages and its table option offers", (id) => {
    const messages = PLAIN_SYSTEMS[id].messages;
    expect(Object.keys(messages.en).sort()).toEqual(Object.keys(messages.de).sort());
    expect(Array.isArray(TABLE_OPTION_OFFERS[id])).toBe(true);
  });
});

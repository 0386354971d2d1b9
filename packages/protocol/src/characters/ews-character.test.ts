import { readFileSync } from "node:fs";
import { PLAIN_TABLE } from "@spieltisch/engine";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { ewsCharacterSchema } from "./ews-character.js";
import { characterJsonSchemas } from "./json-schemas.js";
import { CHARACTER_MIGRATIONS, migrateCharacter } from "./migrations.js";
import { parseCharacterText } from "./parse-character.js";
import { characterSchemas } from "./registry.js";

// CONTRACT §2 shows Lazaro's file with a Δ budget instead of his Machtstufe and 2 Striche on
// Stilvoll; the schema must take that form as well as the sample's, so it is derived from the sample.
const { powerLevel: _powerLevel, ...withoutPowerLevel } = LAZARO;
const CONTRACT_EXAMPLE = { ...withoutPowerLevel, budget: 7, striche: { Stilvoll: 2 } };

describe("EWS character file schema", () => {
  it("is registered for the system ews and accepts the sample Lazaro and the CONTRACT example", () => {
    expect(characterSchemas.ews).toBe(ewsCharacterSchema);
    for (const file of [LAZARO, CONTRACT_EXAMPLE]) {
      expect(parseCharacterText(JSON.stringify(file))).toEqual({ ok: true, character: file });
    }
  });

  it("keeps unknown fields at every level on a lossless round trip", () => {
    const withExtras = {
      ...LAZARO,
      _help: { de: "Erklärung" },
      portrait: "lazaro.png",
      attributes: [{ name: "Gewandt", level: "+", description: "sehr gewandt", x: [1, { y: 2 }] }],
      skills: [{ name: "Nahkampf", level: "+", attributes: ["Gewandt"], specialisation: "Fechtkunst" }],
      advancements: [{ value: "Stilvoll", striche: 2, session: 3 }],
    };
    const text = JSON.stringify(withExtras);
    const parsed = parseCharacterText(text);
    expect(parsed.ok).toBe(true);
    // Same content; zod lists the known keys first, so only the key order may differ.
    if (parsed.ok) expect(parsed.character).toStrictEqual(JSON.parse(text));
  });

  it("parses into the engine's character type and evaluates (types agree at compile time)", () => {
    const parsed = ewsCharacterSchema.parse(LAZARO);
    const character: ewsRules.EwsCharacter = parsed;
    expect(ewsRules.evaluateEws(character, PLAIN_TABLE).derived).toMatchObject({
      attributes: { Stilvoll: 18 },
    });
  });

  it("keeps any unknown fields on the file and on its entries (property)", () => {
    const known = new Set([
      "format",
      "system",
      "name",
      "level",
      "attributes",
      "skills",
      "professions",
      "traits",
      "budget",
      "powerLevel",
      "woundAttribute",
      "striche",
      "advancements",
      "attributeMalus",
      "wounds",
      "notes",
      "kind",
      "weapons",
      "armor",
      "damage",
      "ranged",
      "protection",
    ]);
    const extras = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 8 }).filter((k) => !known.has(k) && k !== "__proto__"),
      fc.jsonValue(),
      { maxKeys: 4 },
    );
    fc.assert(
      fc.property(extras, extras, (top, inner) => {
        const file = { ...top, ...LAZARO, attributes: [{ ...inner, name: "Gewandt", level: "+" }] };
        const parsed = parseCharacterText(JSON.stringify(file));
        expect(parsed.ok).toBe(true);
        if (parsed.ok) expect(parsed.character).toStrictEqual(JSON.parse(JSON.stringify(file)));
      }),
    );
  });

  it("accepts ASCII '-', en dash '–' and minus sign '−' levels, and keeps them as written", () => {
    for (const level of ["-", "--", "–", "––", "−", "±", "0", "", "+++"]) {
      const file = { ...LAZARO, traits: [{ name: "M", level }] };
      expect(ewsCharacterSchema.safeParse(file).success, level).toBe(true);
      expect(ewsCharacterSchema.parse(file).traits?.[0]?.level).toBe(level);
    }
  });

  it("names the JSON path of a bad field", () => {
    const cases: [unknown, (string | number)[]][] = [
      [{ ...LAZARO, attributes: [{ name: "Gewandt", level: "+-" }] }, ["attributes", 0, "level"]],
      [{ ...LAZARO, striche: { Stilvoll: -1 } }, ["striche", "Stilvoll"]],
      [{ ...LAZARO, powerLevel: "gott" }, ["powerLevel"]],
      [
        { ...LAZARO, professions: [{ name: "Diplomat", level: "+", kind: "job" }] },
        ["professions", 0, "kind"],
      ],
      [{ ...LAZARO, skills: [{ level: "+" }] }, ["skills", 0, "name"]],
    ];
    for (const [file, path] of cases) {
      const parsed = parseCharacterText(JSON.stringify(file));
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.problems[0]?.path).toEqual(path);
    }
  });

  it("keeps FoKa weapons and armour (Lazaro's Degen, Schaden 4, text L236–239) on a round trip", () => {
    const armed = {
      ...LAZARO,
      weapons: [
        { name: "Degen", damage: 4, heirloom: true },
        { name: "Pistole", damage: 6, ranged: true },
      ],
      armor: [{ name: "Lederwams", protection: 1 }],
    };
    const text = JSON.stringify(armed);
    expect(parseCharacterText(text)).toStrictEqual({ ok: true, character: JSON.parse(text) });
    // The sample file without them stays valid (the fields are optional).
    expect(ewsCharacterSchema.safeParse(LAZARO).success).toBe(true);
  });

  it("holds weapons and armour to their bounds and names the bad field's path", () => {
    const weapon = (w: unknown) => ({ ...LAZARO, weapons: [w] });
    const armor = (a: unknown) => ({ ...LAZARO, armor: [a] });
    const cases: [unknown, (string | number)[]][] = [
      [weapon({ name: "Degen", damage: -1 }), ["weapons", 0, "damage"]],
      [weapon({ name: "Degen", damage: 2.5 }), ["weapons", 0, "damage"]],
      [weapon({ name: "Degen", damage: "4" }), ["weapons", 0, "damage"]],
      [weapon({ name: "Degen" }), ["weapons", 0, "damage"]],
      [weapon({ name: "", damage: 4 }), ["weapons", 0, "name"]],
      [weapon({ name: "D".repeat(81), damage: 4 }), ["weapons", 0, "name"]],
      [weapon({ name: "Degen", damage: 4, ranged: "ja" }), ["weapons", 0, "ranged"]],
      [armor({ name: "Wams", protection: -2 }), ["armor", 0, "protection"]],
      [armor({ name: "R".repeat(81), protection: 1 }), ["armor", 0, "name"]],
      [{ ...LAZARO, armor: { name: "Wams", protection: 1 } }, ["armor"]],
      [
        { ...LAZARO, weapons: Array.from({ length: 21 }, (_, i) => ({ name: `W${i}`, damage: 1 })) },
        ["weapons"],
      ],
      [
        { ...LAZARO, armor: Array.from({ length: 21 }, (_, i) => ({ name: `A${i}`, protection: 1 })) },
        ["armor"],
      ],
    ];
    for (const [file, path] of cases) {
      const parsed = parseCharacterText(JSON.stringify(file));
      expect(parsed.ok, JSON.stringify(path)).toBe(false);
      if (!parsed.ok) expect(parsed.problems[0]?.path).toEqual(path);
    }
    // The largest allowed: 20 of each, names of 80 characters.
    const full = {
      ...LAZARO,
      weapons: Array.from({ length: 20 }, (_, i) => ({ name: `${i}`.padEnd(80, "x"), damage: 1000 })),
      armor: Array.from({ length: 20 }, (_, i) => ({ name: `${i}`.padEnd(80, "y"), protection: 0 })),
    };
    expect(parseCharacterText(JSON.stringify(full)).ok).toBe(true);
  });

  it("the committed JSON Schema is up to date (run `npm run schemas -w packages/protocol`)", () => {
    for (const [file, schema] of Object.entries(characterJsonSchemas())) {
      const committed = JSON.parse(readFileSync(new URL(`../../schemas/${file}`, import.meta.url), "utf8"));
      expect(committed, `${file} is stale`).toEqual(JSON.parse(JSON.stringify(schema)));
    }
    const ews = characterJsonSchemas()["character-ews.schema.json"] as Record<string, unknown>;
    expect(ews.additionalProperties).toEqual({});
  });
});

describe("read-time migrations", () => {
  it("has one identity step for @1, which is idempotent", () => {
    expect(CHARACTER_MIGRATIONS.map((m) => [m.from, m.to])).toEqual([
      ["spieltisch/character@1", "spieltisch/character@1"],
    ]);
    const once = migrateCharacter(LAZARO);
    expect(once).toEqual(LAZARO);
    expect(migrateCharacter(once)).toEqual(once);
  });

  it("runs matching steps in order and leaves non-objects and unknown formats alone", () => {
    const steps = [
      { from: "x@0", to: "x@1", migrate: (f: Record<string, unknown>) => ({ ...f, renamed: f.old }) },
      { from: "x@1", to: "x@2", migrate: (f: Record<string, unknown>) => ({ ...f, two: true }) },
    ];
    expect(migrateCharacter({ format: "x@0", old: 1 }, steps)).toEqual({
      format: "x@2",
      old: 1,
      renamed: 1,
      two: true,
    });
    expect(migrateCharacter({ format: "x@1" }, steps)).toEqual({ format: "x@2", two: true });
    const done = migrateCharacter({ format: "x@2" }, steps);
    expect(migrateCharacter(done, steps)).toEqual(done);
    expect(migrateCharacter([1], steps)).toEqual([1]);
    expect(migrateCharacter("text", steps)).toBe("text");
  });
});

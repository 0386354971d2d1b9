import { describe, expect, it } from "vitest";
import { parseCharacterText } from "../characters/parse-character.js";
import { PROTOCOL_SYSTEMS } from "../systems/registry.js";
import { faarMeleeAdapter } from "./faar-actions.js";
import { stuntInitiativeAdapter } from "./stunts-actions.js";

describe("faar and 3w6-stunts adapters", () => {
  it("are registered for every engine action of both systems", () => {
    expect(Object.keys(PROTOCOL_SYSTEMS.faar.adapters).sort()).toEqual(["check", "grauen", "melee", "rest"]);
    expect(Object.keys(PROTOCOL_SYSTEMS["3w6-stunts"].adapters).sort()).toEqual(["check", "initiative"]);
  });

  it("melee: notation and per-zone armour become engine params; unknown keys are refused", () => {
    const params = faarMeleeAdapter.toParams(
      faarMeleeAdapter.options.parse({
        attack: 12,
        defense: 8,
        damage: "1W6/2+1",
        armor: [0, 0, 1, 1, 2, 3],
      }),
    );
    expect(params).toMatchObject({
      damage: { count: 1, sides: 6, divisor: 2, bonus: 1 },
      armor: [0, 0, 1, 1, 2, 3],
    });
    expect(faarMeleeAdapter.options.safeParse({ attack: 12, defense: 8, armour: 1 }).success).toBe(false);
    expect(faarMeleeAdapter.options.safeParse({ attack: 12, defense: 8, armor: [1, 2] }).success).toBe(false);
  });

  it("initiative: name:speed:dexterity strings and objects, names may contain colons", () => {
    const parsed = stuntInitiativeAdapter.options.parse({
      participants: ["Linda:3:2", "Hauptmann: Grau:-1:+2", { name: "Ork", speed: 2, dexterity: 1 }],
    });
    expect(stuntInitiativeAdapter.toParams(parsed)).toEqual({
      participants: [
        { name: "Linda", speed: 3, dexterity: 2 },
        { name: "Hauptmann: Grau", speed: -1, dexterity: 2 },
        { name: "Ork", speed: 2, dexterity: 1 },
      ],
    });
    expect(stuntInitiativeAdapter.options.safeParse({ participants: ["Linda:3"] }).success).toBe(false);
  });
});

describe("Faar character files", () => {
  const dorn = {
    format: "spieltisch/character@1",
    system: "faar",
    name: "Dorn",
    attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 },
    skills: [{ name: "Heimlichkeit", level: 3, colour: "grau" }],
    portrait: "dorn.png",
  };

  it("keep unknown fields on a round trip", () => {
    const r = parseCharacterText(JSON.stringify(dorn));
    expect(r.ok && r.character).toEqual(dorn);
  });

  it("name the path of a bad field", () => {
    const r = parseCharacterText(JSON.stringify({ ...dorn, attributes: { ...dorn.attributes, IT: 7.5 } }));
    expect(r.ok || r.problems[0]?.path).toEqual(["attributes", "IT"]);
    const missing = parseCharacterText(JSON.stringify({ ...dorn, attributes: { ST: 8 } }));
    expect(missing.ok).toBe(false);
    const kind = parseCharacterText(
      JSON.stringify({ ...dorn, experience: { earned: 100, spent: [{ kind: "magic", name: "GE" }] } }),
    );
    expect(kind.ok || kind.problems[0]?.path).toEqual(["experience", "spent", 0, "kind"]);
  });
});

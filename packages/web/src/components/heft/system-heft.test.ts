import { PLAIN_TABLE } from "@spieltisch/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { BROM, LINDA, SLIINGACH } from "./heft-examples-test-support.js";
import { systemHeft } from "./system-heft.js";

/** Words that name the key, so a test sees which message a row used. */
const i18n = { t: (key: string) => key, lang: "de" } as const;

const SYSTEMS = ["ews-urfassung", "faar", "kampfwuerfel", "3w6-stunts"] as const;

describe("systemHeft", () => {
  it("has no Heft of its own for EWS (its sheet keeps the generic rows)", () => {
    expect(systemHeft("ews", { ...SLIINGACH, system: "ews" }, PLAIN_TABLE, i18n, null)).toBeNull();
  });

  it("never throws on a body being typed or broken: every row has a name and a value", () => {
    const body = fc.dictionary(
      fc.constantFrom(
        "attributes",
        "subAttributes",
        "skills",
        "specialisations",
        "advantages",
        "weapons",
        "armor",
        "combatDice",
        "reflexDice",
        "kraft",
        "geschick",
        "factor",
        "speed",
        "dexterity",
        "experience",
        "pool",
        "creation",
      ),
      fc.oneof(fc.anything(), fc.array(fc.dictionary(fc.string(), fc.oneof(fc.integer(), fc.string())))),
    );
    fc.assert(
      fc.property(fc.constantFrom(...SYSTEMS), body, fc.anything(), (system, fields, condition) => {
        const character = { format: "spieltisch/character@1", system, name: "X", ...fields };
        const sections = systemHeft(system, character, PLAIN_TABLE, i18n, condition) ?? [];
        for (const row of sections.flatMap((s) => s.rows)) {
          expect(typeof row.name).toBe("string");
          expect(["string", "number"]).toContain(typeof row.value);
        }
      }),
      { numRuns: 300 },
    );
  });

  it("rolls what it shows: every tap target's value option is the row's number", () => {
    for (const character of [SLIINGACH, BROM, LINDA]) {
      const sections = systemHeft(String(character.system), character, PLAIN_TABLE, i18n, null) ?? [];
      for (const row of sections.flatMap((s) => s.rows)) {
        if (row.roll?.action === "check" && typeof row.value === "number") {
          expect(Object.values(row.roll.options)).toContain(row.value);
        }
      }
    }
  });
});

import { PLAIN_TABLE, SYSTEM_IDS } from "@spieltisch/engine";
import { translate } from "@spieltisch/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SHEET_PARTS } from "../../systems/sheet-parts.js";
import {
  BROM,
  BROM_SHIELDED,
  FAAR_ARMOURED,
  LINDA,
  SLIINGACH,
  SLIINGACH_ARMED,
} from "./heft-examples-test-support.js";
import { systemHeft } from "./system-heft.js";

/** Words that name the key, so a test sees which message a row used. */
const i18n = { t: (key: string) => key, lang: "de" } as const;

/** Every system with a Heft of its own. */
const SYSTEMS = SYSTEM_IDS.filter((id) => SHEET_PARTS[id].heft !== undefined);

/** The Heft in German, as a player reads it. */
const german = {
  t: (key: Parameters<typeof translate>[1], params?: Record<string, unknown>) => translate("de", key, params),
  lang: "de",
} as const;

/** The rows of one section as „name — value (how)“. */
const lines = (character: Record<string, unknown>, section: string) =>
  (systemHeft(String(character.system), character, PLAIN_TABLE, german, null) ?? [])
    .find((s) => s.id === section)
    ?.rows.map((r) => `${r.name} — ${r.value}${r.how ? ` (${r.how})` : ""}`);

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

  it("Urfassung: the weapons as the text writes them, with the Stärke over each Kraftschwelle; worn armour", () => {
    expect(lines(SLIINGACH_ARMED, "gear")).toEqual([
      "Messer — 1W3, Kraftschwelle 12 (mit ST 13: +1)",
      "Kurzschwert — 1W3+2, Kraftschwelle 12 (mit ST 13: +1)",
      "Schwert — 1W6, Kraftschwelle 14, Spannungswert 2 (mit ST 13: ±0)",
      "Lederharnisch — Rüstungsschutz 1",
      "Kettenhemd — Rüstungsschutz 3 (nicht getragen)",
    ]);
    // A tap rolls what the line shows: the weapon's dice, the Stärke and the Kraftschwelle.
    const sword = systemHeft("ews-urfassung", SLIINGACH_ARMED, PLAIN_TABLE, german, null)
      ?.find((s) => s.id === "gear")
      ?.rows.find((r) => r.name === "Schwert");
    expect(sword?.roll).toEqual({
      action: "melee",
      options: {
        attackerWeapon: undefined,
        attackerDamage: "1W6",
        attackerStrength: 13,
        attackerStrengthThreshold: 14,
        attackerTension: 2,
      },
    });
    // No gear, no section.
    expect(lines(SLIINGACH, "gear")).toBeUndefined();
  });

  it("Kampfwürfel: the shield counts into the Gesamtschutz and stands with the armour", () => {
    const armor = lines(BROM_SHIELDED, "armor") ?? [];
    expect(armor[0]).toBe("Gesamtschutz — 2 (Summe aller Rüstungswerte, Schild eingeschlossen (7) ÷ 3)");
    expect(armor).toContain("Kettenhemd — RS 3 (Torso 3, Arme 1)");
    expect(armor).toContain("Schild — RS 2, BE 1, Parade +1 KW");
  });

  it("Faar: armour by hit zone, the shield, the six zones' armour in one line", () => {
    expect(lines(FAAR_ARMOURED, "gear")).toEqual([
      "Schwert — 2W6, Schnitt",
      "Kettenpanzer — 2 an Armen und Rumpf",
      "Helm — 1 an Kopf",
      "Rundschild — 1 von jedem Schaden, nicht von hinten",
      "Rüstung je Trefferzone — 0 · 0 · 2 · 2 · 2 · 1 (1 linkes Bein, 2 rechtes Bein, 3 linker Arm, 4 rechter Arm, 5 Rumpf, 6 Kopf)",
    ]);
  });
});

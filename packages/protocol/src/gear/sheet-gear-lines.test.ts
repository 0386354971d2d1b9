import { PLAIN_TABLE } from "@spieltisch/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import BRUNI from "../../../../examples/characters/bruni.json" with { type: "json" };
import DORN from "../../../../examples/characters/dorn.json" with { type: "json" };
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import SLIINGACH from "../../../../examples/characters/sliingach.json" with { type: "json" };
import { characterEnvelopeSchema } from "../characters/envelope.js";
import { type Lang, type MessageKey, translate } from "../i18n/catalogue.js";
import { protocolSystems } from "../systems/registry.js";
import { gearLineText } from "./gear-line.js";
import { sheetGearLines } from "./sheet-gear.js";
import { faarSheetZoneArmor } from "./sheet-gear-lines.js";

/** Every registered system with gear. */
const GEARED = protocolSystems().flatMap((system) => (system.gear ? [system.id] : []));

const words =
  (lang: Lang) =>
  (key: MessageKey, params: Readonly<Record<string, unknown>>): string =>
    translate(lang, key, params);

const texts = (
  system: string,
  file: Readonly<Record<string, unknown>>,
  lang: Lang = "de",
  table = PLAIN_TABLE,
) => sheetGearLines(system, characterEnvelopeSchema.parse(file), table, words(lang)).map(gearLineText);

const STACKING = { modules: [], options: { armorStacking: true } };

describe("sheetGearLines: the gear as a player reads it", () => {
  it("EWS: Lazaro's „Waffe: Degen; Schaden: 4“ (ews-2.txt L236–239), a ranged weapon, armour worn or carried", () => {
    expect(texts("ews", LAZARO)).toEqual(["Degen — Schaden 4"]);
    const armed = {
      ...LAZARO,
      weapons: [...LAZARO.weapons, { name: "Pistole", damage: 6, ranged: true }],
      armor: [
        { name: "Lederwams", protection: 1 },
        { name: "Kürass", protection: 3 },
        { name: "Kettenhemd", protection: 2, worn: false },
      ],
    };
    expect(texts("ews", armed)).toEqual([
      "Degen — Schaden 4",
      "Pistole — Schaden 6 (Fernkampf)",
      "Lederwams — Schutz 1 (getragen, zählt nicht: nur die stärkste Rüstung zählt)",
      "Kürass — Schutz 3",
      "Kettenhemd — Schutz 2 (nicht getragen)",
    ]);
    // The table option armorStacking: every worn piece counts.
    expect(texts("ews", armed, "de", STACKING)[2]).toBe("Lederwams — Schutz 1");
    expect(texts("ews", armed, "en")[1]).toBe("Pistole — damage 6 (ranged)");
  });

  it("Urfassung: Sliingach's Kurzschwert 1W3+2 with Kraftschwelle 12 and ST 13 (L140, L145)", () => {
    expect(texts("ews-urfassung", SLIINGACH)).toEqual([
      "Kurzschwert — 1W3+2, Kraftschwelle 12 (mit ST 13: +1)",
      "Messer — 1W3, Kraftschwelle 10 (mit ST 13: +3)",
      "Lederharnisch — Rüstungsschutz 1",
    ]);
    const weak = {
      ...SLIINGACH,
      attributes: SLIINGACH.attributes.filter((a) => a.short !== "ST"),
      weapons: [{ name: "Peitsche", damage: "1W+1W-6", tension: 3 }],
    };
    // No Stärke on the sheet: no note; the default Kraftschwelle 12; the minus sign in print.
    expect(texts("ews-urfassung", weak)[0]).toBe("Peitsche — 1W+1W−6, Kraftschwelle 12, Spannungswert 3");
  });

  it("Kampfwürfel: Bruni's Streitaxt, Kettenhemd and Rundschild (kampfwuerfel.txt L5–L49)", () => {
    expect(texts("kampfwuerfel", BRUNI)).toEqual([
      "Streitaxt — 2–3 +7 je Treffer (Zusatzschaden 3 (Stärke), Stabilität 8, −1 je 6 Erfolge)",
      "Dolch — 1–1 +2 je Treffer (Zusatzschaden 1 (Geschick))",
      "Kettenhemd — RS 4 (Torso 4, Arme 2), BE 1",
      "Helm — RS 2 (Kopf 2)",
      "Rundschild — RS 2, BE 1, Parade +2 KW (Stabilität 6, −1 je 5 Erfolge)",
    ]);
    expect(texts("kampfwuerfel", BRUNI, "en")[2]).toBe("Kettenhemd — RS 4 (torso 4, arms 2), BE 1");
  });

  it("Faar: Dorn's Kurzschwert and Lederpanzer on arms and torso (faar.txt L97, L101, L143–L149)", () => {
    expect(texts("faar", DORN)).toEqual([
      "Kurzschwert — 2W6, Schnitt",
      "Knüppel — 1W6+1, Schlag",
      "Lederpanzer — 1 an Armen und Rumpf",
    ]);
    const more = {
      ...DORN,
      weapons: [{ name: "Meerklinge", damage: "1W6-1", type: "cut", seaBlade: true }],
      armor: [
        { name: "Kettenhemd", protection: 2, zones: [5, 3] },
        { name: "Helm", protection: 1, zones: [6] },
        { name: "Beinschiene", protection: 1, zones: [1], worn: false },
        { name: "Mantel", protection: 1 },
      ],
      shields: [{ name: "Buckler", protection: 1 }],
    };
    expect(texts("faar", more)).toEqual([
      "Meerklinge — 1W6−1, Schnitt, Meermenschen-Klinge",
      "Kettenhemd — 2 an linkem Arm und Rumpf",
      "Helm — 1 an Kopf",
      "Beinschiene — 1 an linkem Bein (nicht getragen)",
      "Mantel — 1 am ganzen Körper",
      "Buckler — 1 von jedem Schaden, nicht von hinten",
    ]);
    expect(faarSheetZoneArmor(characterEnvelopeSchema.parse(more))).toEqual([1, 1, 3, 1, 3, 2]);
    expect(faarSheetZoneArmor(characterEnvelopeSchema.parse(DORN))).toEqual([0, 0, 1, 1, 1, 0]);
  });

  it("3W6 + Stunts has no gear; entries the file would refuse are left out, nothing throws", () => {
    expect(texts("3w6-stunts", { ...LAZARO, system: "3w6-stunts" })).toEqual([]);
    fc.assert(
      fc.property(
        fc.constantFrom(...GEARED),
        fc.dictionary(fc.constantFrom("weapons", "armor", "shields", "attributes", "factor"), fc.anything()),
        (system, fields) => {
          const sheet = { format: "spieltisch/character@1" as const, system, name: "X", ...fields };
          for (const line of sheetGearLines(system, sheet, PLAIN_TABLE, words("de"))) {
            expect(line.name.length).toBeGreaterThan(0);
            expect(line.value).not.toMatch(/gearLine|undefined|NaN/);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

import { type CharacterEnvelope, getSystem, type TableSettings } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import DORN_FILE from "../../../../examples/characters/dorn.json" with { type: "json" };
import LAZARO_FILE from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { characterEnvelopeSchema } from "../characters/envelope.js";
import { defaultSkill, defaultWeapon } from "./combat-defaults.js";

const DORN = characterEnvelopeSchema.parse(DORN_FILE);
const LAZARO = characterEnvelopeSchema.parse(LAZARO_FILE);
const PLAIN: TableSettings = { modules: ["foka"], options: {} };
const values = (system: string, sheet: CharacterEnvelope) =>
  getSystem(system).characters?.values(sheet, PLAIN) ?? [];
const value = (name: string, kind: string, n: number) => ({ name, kind, value: n });

describe("a fighter's defaults from the sheet", () => {
  it("EWS: the best Nahkampf value for a blow, Fernkampf for a shot, else the best skill", () => {
    expect(defaultSkill("ews", "melee", "actor", values("ews", LAZARO))).toMatch(/^Nahkampf/);
    const ork = [value("Stark", "Eigenschaft", 14), value("Keule", "Fertigkeit", 13)];
    expect(defaultSkill("ews", "melee", "actor", ork)).toBe("Keule");
    expect(defaultSkill("ews", "shoot", "actor", [...ork, value("Fernkampf", "Fertigkeit", 10)])).toBe(
      "Fernkampf",
    );
    expect(defaultSkill("ews", "check", "actor", [value("Stark", "Eigenschaft", 14)])).toBe("Stark");
    expect(defaultSkill("ews", "melee", "actor", [])).toBeUndefined();
  });

  it("Faar: Nahkampf against Verteidigung; Kampfwürfel: the condition declares the KW of an exchange, the KW after BE a check's", () => {
    const dorn = values("faar", DORN);
    expect(defaultSkill("faar", "melee", "actor", dorn)).toBe("Nahkampf");
    expect(defaultSkill("faar", "melee", "opponent", dorn)).toBe("Verteidigung");
    const kw = [
      value("Kampfwürfel", "Würfel", 10),
      value("Kampfwürfel nach BE", "Würfel", 8),
      value("Kraft", "Würfel", 12),
    ];
    // An attack and its defence declare KW of the phase: no sheet value, the conditions give them.
    expect(defaultSkill("kampfwuerfel", "melee", "actor", kw)).toBeUndefined();
    expect(defaultSkill("kampfwuerfel", "melee", "opponent", kw)).toBeUndefined();
    expect(defaultSkill("kampfwuerfel", "check", "actor", kw)).toBe("Kampfwürfel nach BE");
    expect(defaultSkill("kampfwuerfel", "reflex", "actor", [...kw, value("Reflexwürfel", "Würfel", 5)])).toBe(
      "Reflexwürfel",
    );
  });

  it("Urfassung: the Nahkampf skill, not a higher specialisation (a learned manoeuvre)", () => {
    const values = [value("Nahkampf", "Fertigkeit", 21), value("Giftnadel", "Spezialisierung", 24)];
    expect(defaultSkill("ews-urfassung", "melee", "actor", values)).toBe("Nahkampf");
    expect(defaultSkill("ews-urfassung", "melee", "opponent", values)).toBe("Nahkampf");
  });

  it("the first weapon that suits the side; none where the side takes none", () => {
    expect(defaultWeapon("ews", "melee", "actor", LAZARO)).toBe("Degen");
    expect(defaultWeapon("ews", "shoot", "actor", LAZARO)).toBeUndefined();
    expect(defaultWeapon("ews", "check", "actor", LAZARO)).toBeUndefined();
    expect(defaultWeapon("3w6-stunts", "check", "actor", LAZARO)).toBeUndefined();
  });
});

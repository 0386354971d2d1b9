import { type CharacterEnvelope, getSystem, type TableSettings } from "@spieltisch/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { AnyActionAdapter } from "../actions/action-adapter.js";
import { findActionAdapter, oddsWithAdapter } from "../actions/pipeline.js";
import { type PlayCharacter, type PlayRefs, preparePlay } from "../actions/play-roll.js";

/**
 * Property tests of gear from the sheets (issue "Fights played from the sheets", Done means): for
 * random sheets of the Urfassung, Kampfwürfel and Faar, what the play state takes from the gear is
 * the text's formula over it, written out here independently — and the exact odds of the exchange
 * with the weapons named equal the odds with the same values typed, so every outcome the odds list
 * books the text's damage. (EWS's own property, over every fall of the dice: `systems/ews/gear.test.ts`.)
 */

const PLAIN: TableSettings = { modules: [], options: {} };

const adapterOf = (system: string): AnyActionAdapter => {
  const adapter = findActionAdapter(system, "melee");
  if (!adapter) throw new Error(`${system} has no melee`);
  return adapter;
};

/** A character as play has it; a Kampfwürfel fighter in a Kampfphase (its KW to declare). */
const character = (id: string, sheet: CharacterEnvelope): PlayCharacter => {
  const condition = getSystem(sheet.system).conditions?.initialCondition(sheet, PLAIN) ?? null;
  return {
    id,
    sheet,
    secret: false,
    condition: condition && sheet.system === "kampfwuerfel" ? { ...condition, kwLeft: 8 } : condition,
  };
};

/** Prepares an exchange of `attacker` on `defender` (no value named) and its odds, and the typed odds. */
function exchange(
  system: string,
  attacker: CharacterEnvelope,
  defender: CharacterEnvelope,
  options: Record<string, unknown>,
  refs: PlayRefs,
  typed: Record<string, unknown>,
) {
  const adapter = adapterOf(system);
  const act = {
    system,
    action: "melee",
    adapter,
    parseOptions: (raw: Record<string, unknown>) => ({ ...adapter.options.parse(raw) }),
  };
  const play = preparePlay(
    act,
    PLAIN,
    options,
    { actor: "a", opponent: "d", ...refs },
    {
      actor: character("a", attacker),
      opponent: character("d", defender),
    },
  );
  const fromSheets = oddsWithAdapter(adapter, adapter.options.parse(play.options), PLAIN, play.sides).json;
  const byHand = oddsWithAdapter(
    adapter,
    adapter.options.parse({ ...options, ...typed }),
    PLAIN,
    play.sides,
  ).json;
  return { play, fromSheets, byHand };
}

describe("gear from the sheets is the text's formula over them", () => {
  it("Kampfwürfel: Zusatz- + Fertigkeitsschaden per hit, Gesamtschutz = Σ : 3 with the shield, its parry KW", () => {
    const weapon = fc.record({
      five: fc.integer({ min: 0, max: 4 }),
      six: fc.integer({ min: 0, max: 5 }),
      skill: fc.integer({ min: 0, max: 8 }),
      extra: fc.integer({ min: 0, max: 4 }),
      cap: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
    });
    fc.assert(
      fc.property(
        weapon,
        fc.integer({ min: 0, max: 3 }),
        fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 3 }),
        fc.option(
          fc.record({ value: fc.integer({ min: 0, max: 4 }), parry: fc.integer({ min: 0, max: 3 }) }),
          {
            nil: undefined,
          },
        ),
        (w, factor, armour, shield) => {
          const base = {
            format: "spieltisch/character@1" as const,
            system: "kampfwuerfel",
            lp: 30,
            dailyRegeneration: 6,
            kraft: 5,
            combatDice: 8,
          };
          const attacker = {
            ...base,
            name: "A",
            factor,
            weapons: [
              {
                name: "Waffe",
                damage: `${w.five}-${w.six}`,
                skill: w.skill,
                extra: w.extra,
                ...(w.cap !== undefined ? { cap: w.cap } : {}),
              },
            ],
          };
          const defender = {
            ...base,
            name: "D",
            armor: armour.map((value, i) => ({ name: `Teil ${i}`, value })),
            ...(shield ? { shields: [{ name: "Schild", value: shield.value, parry: shield.parry }] } : {}),
          };
          // The text: Zusatzschaden with at least one skill point (L43), Fertigkeitsschaden skill ×
          // factor up to the weapon's cap (L47), Gesamtschutz = (Σ of all armour values) : 3 (L8,
          // the shield counted like armour, L17), rounded down at a plain table (RULINGS §3).
          const bonus = (w.skill >= 1 ? w.extra : 0) + Math.min(w.skill, w.cap ?? w.skill) * factor;
          const values = [...armour, ...(shield ? [shield.value] : [])];
          const total = Math.floor(values.reduce((a, b) => a + b, 0) / 3);
          const parry = shield?.parry ?? 0;
          const { play, fromSheets, byHand } = exchange(
            "kampfwuerfel",
            attacker,
            defender,
            { attackDice: 6, defenseDice: 3 },
            { weapon: "Waffe" },
            { damage: `${w.five}-${w.six}`, bonus, armor: total, shieldDice: parry },
          );
          const params = adapterOf("kampfwuerfel").toParams(
            adapterOf("kampfwuerfel").options.parse(play.options),
          );
          expect(params).toMatchObject({ bonus, shieldDice: parry });
          if (values.length > 0) expect(params.armorValues).toEqual(values);
          else expect(params.armor ?? 0).toBe(0);
          expect(fromSheets).toEqual(byHand);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("Faar: the weapon's dice and kind, the armour per hit zone (pieces summed), the shield", () => {
    const zones = fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 6 }), {
      nil: undefined,
    });
    fc.assert(
      fc.property(
        fc.constantFrom("2W6", "1W6", "1W6+1", "1W6/2+1"),
        fc.constantFrom("cut", "blunt", "shot"),
        fc.array(fc.record({ protection: fc.integer({ min: 0, max: 3 }), zones, worn: fc.boolean() }), {
          maxLength: 3,
        }),
        fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
        (damage, type, pieces, shield) => {
          const base = {
            format: "spieltisch/character@1" as const,
            system: "faar",
            attributes: { ST: 8, KO: 7, GE: 10, IN: 7, IT: 7, CH: 6 },
          };
          const attacker = { ...base, name: "A", weapons: [{ name: "Waffe", damage, type }] };
          const defender = {
            ...base,
            name: "D",
            armor: pieces.map((p, i) => ({
              name: `Teil ${i}`,
              protection: p.protection,
              worn: p.worn,
              ...(p.zones ? { zones: p.zones } : {}),
            })),
            ...(shield !== undefined ? { shields: [{ name: "Schild", protection: shield }] } : {}),
          };
          // L139–L150: a zone's armour is what the worn pieces covering it give; one value when all
          // zones are alike (no zone die), else the six.
          const perZone = [1, 2, 3, 4, 5, 6].map((zone) =>
            pieces
              .filter((p) => p.worn && (p.zones === undefined || p.zones.includes(zone)))
              .reduce((sum, p) => sum + p.protection, 0),
          );
          const armor = perZone.every((a) => a === perZone[0]) ? perZone[0] : perZone;
          const typed = {
            damage,
            damageType: type,
            ...(armor !== 0 ? { armor } : {}),
            ...(shield ? { shield } : {}),
          };
          const { play, fromSheets, byHand } = exchange(
            "faar",
            attacker,
            defender,
            { attack: 12, defense: 8 },
            { weapon: "Waffe" },
            typed,
          );
          expect(play.options).toMatchObject(typed);
          if (armor === 0) expect(play.options.armor).toBeUndefined();
          expect(fromSheets).toEqual(byHand);
        },
      ),
      { numRuns: 60 },
    );
  });

  it("Urfassung: the weapon's dice, the wielder's Stärke over the Kraftschwelle, the strongest worn Rüstung", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("1W6", "1W3+2", "2W6", "1W-4", "3"),
        fc.option(fc.integer({ min: 8, max: 16 }), { nil: undefined }),
        fc.integer({ min: 6, max: 18 }),
        fc.array(fc.record({ protection: fc.integer({ min: 0, max: 4 }), worn: fc.boolean() }), {
          maxLength: 3,
        }),
        (damage, threshold, strength, pieces) => {
          const base = {
            format: "spieltisch/character@1" as const,
            system: "ews-urfassung",
            attributes: [
              { name: "Konstitution", short: "KO", value: 12 },
              { name: "Stärke", short: "ST", value: strength },
            ],
          };
          const attacker = {
            ...base,
            name: "A",
            weapons: [
              { name: "Waffe", damage, ...(threshold !== undefined ? { strengthThreshold: threshold } : {}) },
            ],
          };
          const defender = { ...base, name: "D", armor: pieces.map((p, i) => ({ name: `Teil ${i}`, ...p })) };
          const worn = pieces.filter((p) => p.worn).map((p) => p.protection);
          const typed = {
            attackerDamage: damage,
            attackerStrength: strength,
            ...(threshold !== undefined ? { attackerStrengthThreshold: threshold } : {}),
            ...(worn.length > 0 ? { defenderArmor: Math.max(...worn) } : {}),
          };
          const { play, fromSheets, byHand } = exchange(
            "ews-urfassung",
            attacker,
            defender,
            { attacker: 12, defender: 12 },
            { weapon: "Waffe" },
            typed,
          );
          expect(play.options).toMatchObject(typed);
          expect(fromSheets).toEqual(byHand);
        },
      ),
      { numRuns: 60 },
    );
  });
});

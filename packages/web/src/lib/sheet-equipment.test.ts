import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  equipmentOptions,
  forNewTarget,
  sheetArmor,
  sheetWeapons,
  withTargetArmor,
} from "./sheet-equipment.js";

const LAZARO = {
  name: "Lazaro",
  weapons: [
    { name: "Degen", damage: 4 },
    { name: "Pistole", damage: 6, ranged: true },
  ],
};
const STACKING = { modules: ["foka"], options: { armorStacking: true } };
const ORK = {
  name: "Ork",
  armor: [
    { name: "Lederwams", protection: 1 },
    { name: "Helm", protection: 1 },
  ],
};

describe("FoKa weapons and armour in play (ews-2.txt L619: Schaden = Diff + Schadenswert − Schutz)", () => {
  it("names the options of melee and shoot, only for EWS", () => {
    expect(equipmentOptions("ews", "melee")).toEqual({
      weapon: "attackerWeapon",
      armor: "defenderArmor",
      ranged: false,
    });
    expect(equipmentOptions("ews", "shoot")).toEqual({ weapon: "weapon", armor: "armor", ranged: true });
    expect(equipmentOptions("ews", "check")).toBeNull();
    expect(equipmentOptions("ews-urfassung", "melee")).toBeNull();
  });

  it("offers melee weapons for melee and ranged ones for a shot; bad rows are left out", () => {
    expect(sheetWeapons(LAZARO, false)).toEqual([{ name: "Degen", damage: 4 }]);
    expect(sheetWeapons(LAZARO, true)).toEqual([{ name: "Pistole", damage: 6 }]);
    expect(sheetWeapons({ weapons: [{ name: "X", damage: -1 }, "Y", { damage: 2 }] }, false)).toEqual([]);
    expect(sheetWeapons(undefined, false)).toEqual([]);
  });

  it("adds the Schutz of pieces worn together; no armour is null", () => {
    // One Rüstung counts, the strongest worn (RULINGS §7); armorStacking adds them up.
    expect(sheetArmor(ORK)).toEqual({ pieces: ORK.armor, protection: 1 });
    expect(sheetArmor(ORK, { modules: ["foka"], options: { armorStacking: true } })?.protection).toBe(2);
    const carried = { armor: [...ORK.armor, { name: "Kürass", protection: 3, worn: false }] };
    expect(sheetArmor(carried)).toEqual({ pieces: ORK.armor, protection: 1 });
    expect(sheetArmor({ armor: [{ name: "Kürass", protection: 3, worn: false }] })).toBeNull();
    expect(sheetArmor(LAZARO)).toBeNull();
    expect(sheetArmor({ armor: [] })).toBeNull();
  });

  it("fills the target's Schutz only where none was typed (a typed 0 wins)", () => {
    expect(withTargetArmor("ews", "melee", { attacker: 13, defender: 9 }, ORK, STACKING)).toEqual({
      attacker: 13,
      defender: 9,
      defenderArmor: 2,
    });
    expect(withTargetArmor("ews", "melee", { defenderArmor: 0 }, ORK)).toEqual({ defenderArmor: 0 });
    expect(withTargetArmor("ews", "shoot", { value: 15 }, ORK, STACKING)).toEqual({ value: 15, armor: 2 });
    expect(withTargetArmor("ews", "shoot", { value: 15 }, ORK)).toEqual({ value: 15, armor: 1 });
    expect(withTargetArmor("ews", "check", { value: 12 }, ORK)).toEqual({ value: 12 });
    expect(withTargetArmor("ews", "melee", { attacker: 1 }, undefined)).toEqual({ attacker: 1 });
  });

  it("a typed number always survives; a new target drops only the old Schutz (property)", () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(1000), (typed, other) => {
        const values = { defenderArmor: typed, attacker: other };
        expect(withTargetArmor("ews", "melee", values, ORK).defenderArmor).toBe(typed);
        expect(forNewTarget("ews", "melee", values)).toEqual({ attacker: other });
        // The new target's Schutz: its strongest worn piece.
        expect(withTargetArmor("ews", "melee", forNewTarget("ews", "melee", values), ORK).defenderArmor).toBe(
          1,
        );
      }),
    );
  });
});

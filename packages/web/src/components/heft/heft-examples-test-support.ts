/** The rule texts' example characters as character files, for the Heft's tests (tests only). */

/** ews-urfassung.txt, Trefferpunkte: „Sliingach … hat eine Schadensresistenz … von 15 (18 ist normal für Kareska)“. */
export const SLIINGACH = {
  format: "spieltisch/character@1",
  system: "ews-urfassung",
  name: "Sliingach",
  creation: "objective",
  pool: 100,
  attributes: [
    { name: "Konstitution", short: "KO", value: 18, standard: 18 },
    { name: "Geschicklichkeit", short: "GE", value: 14 },
  ],
  subAttributes: [{ name: "Schadensresistenz", short: "SR", base: "KO", value: 15, standard: 18 }],
  skills: [{ name: "Giftnadel", attribute: "GE", level: 3 }],
  specialisations: [{ name: "Halsstich", skill: "Giftnadel", level: 2 }],
};

/** ews-urfassung.txt: „Tilkei, eine kräftige Getarr, hat eine Konstitution von 9 (bei einem Standard von 6)“. */
export const TILKEI = {
  format: "spieltisch/character@1",
  system: "ews-urfassung",
  name: "Tilkei",
  creation: "subjective",
  attributes: [{ name: "Konstitution", short: "KO", value: 9, standard: 6 }],
  skills: [{ name: "Axt", attribute: "KO", level: 6 }],
};

/** The Kampfwürfel engine README's example fighter Brom, with a sword and armour. */
export const BROM = {
  format: "spieltisch/character@1",
  system: "kampfwuerfel",
  name: "Brom",
  lp: 30,
  dailyRegeneration: 6,
  kraft: 5,
  geschick: 4,
  factor: 2,
  combatDice: 10,
  reflexDice: 5,
  armorBE: 2,
  shieldBonus: 1,
  skills: [{ name: "Schwerter", value: 7 }],
  weapons: [{ name: "Schwert", damage: "2-3", skill: 7, extra: 2, cap: 5 }],
  armor: [
    { name: "Kettenhemd", value: 3, zones: { torso: 3, arms: 1 } },
    { name: "Helm", value: 2, zones: { head: 2 } },
    { name: "Schild", value: 2 },
  ],
};

/** 3w6-stunts.txt: „Linda würfelt 4+4+5 und addiert ihre Stärke (+2)“. */
export const LINDA = {
  format: "spieltisch/character@1",
  system: "3w6-stunts",
  name: "Linda",
  attributes: { Stärke: 2, Geschick: 3 },
  skills: [{ name: "Schleichen", attribute: "Geschick", bonus: 2 }],
  speed: 3,
  dexterity: 4,
};

/**
 * Sliingach armed with the Urfassung's example weapons (ews-urfassung.txt L140: „Messer 1W3“,
 * „leichte scharfe Waffen … 1W3+2“, „Ein Schwert verursacht 1W6“) and a Stärke of 13.
 */
export const SLIINGACH_ARMED = {
  ...SLIINGACH,
  attributes: [...SLIINGACH.attributes, { name: "Stärke", short: "ST", value: 13 }],
  weapons: [
    { name: "Messer", damage: "1W3" },
    { name: "Kurzschwert", damage: "1W3+2", strengthThreshold: 12 },
    { name: "Schwert", damage: "1W6", strengthThreshold: 14, tension: 2 },
  ],
  armor: [
    { name: "Lederharnisch", protection: 1 },
    { name: "Kettenhemd", protection: 3, worn: false },
  ],
};

/** Brom with his shield listed as a shield (kampfwuerfel.txt L17) instead of a piece of armour. */
export const BROM_SHIELDED = {
  ...BROM,
  shieldBonus: undefined,
  armor: BROM.armor.filter((a) => a.name !== "Schild"),
  shields: [{ name: "Schild", value: 2, be: 1, parry: 1 }],
};

/** A Faar fighter in the text's armour (faar.txt L100–L103) with a shield (L141). */
export const FAAR_ARMOURED = {
  format: "spieltisch/character@1",
  system: "faar",
  name: "Wache",
  attributes: { ST: 8, KO: 8, GE: 8, IN: 7, IT: 7, CH: 7 },
  skills: [],
  weapons: [{ name: "Schwert", damage: "2W6", type: "cut" }],
  armor: [
    { name: "Kettenpanzer", protection: 2, zones: [3, 4, 5] },
    { name: "Helm", protection: 1, zones: [6] },
  ],
  shields: [{ name: "Rundschild", protection: 1 }],
};

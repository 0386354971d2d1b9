/**
 * Messages of gear in play (CONTRACT §6): what a side fought with, the options typed over the
 * sheet, and a weapon named in a roll that the sheet lacks or that does not suit the action.
 * German first; the type checker makes sure English has every key.
 */
const de = {
  "gear.side": "Ausrüstung {name}: {list}",
  "gear.weaponDamage": "{name} (Schaden {damage})",
  "gear.weaponDice": "{name} ({damage})",
  "gear.armor": "Rüstung {armor}",
  "gear.armorZones": "Rüstung je Trefferzone {zones}",
  "gear.shield": "Schild {name}",
  "gear.override": "{option} von Hand: {typed} statt {sheet} vom Bogen",
  "error.weapon-not-found": "{character} hat keine Waffe „{name}“ auf dem Bogen",
  "error.weapon-unsuitable":
    "„{name}“ von {character} ist keine Waffe für diesen Wurf (Nahkampf- und Fernkampfwaffen sind getrennt)",
} as const;

const en: Record<keyof typeof de, string> = {
  "gear.side": "Gear of {name}: {list}",
  "gear.weaponDamage": "{name} (damage {damage})",
  "gear.weaponDice": "{name} ({damage})",
  "gear.armor": "armour {armor}",
  "gear.armorZones": "armour per hit zone {zones}",
  "gear.shield": "shield {name}",
  "gear.override": "{option} by hand: {typed} instead of {sheet} from the sheet",
  "error.weapon-not-found": '{character} has no weapon "{name}" on the sheet',
  "error.weapon-unsuitable":
    '"{name}" of {character} is no weapon for this roll (melee and ranged weapons are kept apart)',
};

/** The gear messages, German and English. */
export const gearMessages = { de, en };

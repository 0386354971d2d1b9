/**
 * Web messages of FoKa's weapons and armour on an EWS character (ews-2.txt L236–239 "Waffe:
 * Degen; Schaden: 4", L619 "Schaden = Diff + Schadenswert − Schutz", L652 ff. Fernkampf): the
 * builder's section, the Heft's lines and the weapon choice's „none“. German first; the
 * type checker makes sure English has every key.
 */
const de = {
  "web.equipment.title": "Waffen und Rüstung",
  "web.equipment.rule":
    "Fokus: Kampf. Wer im Nahkampf getroffen wird, erhält Schaden = Diff + Schadenswert der Waffe − Schutz der Rüstung; im Fernkampf kommt die Differenz zwischen Mindestwurf und Wurf zum Schaden der Waffe. Lazaro etwa trägt „Waffe: Degen; Schaden: 4“.",
  "web.equipment.weapons": "Waffen",
  "web.equipment.armor": "Rüstung",
  "web.equipment.name": "Name",
  "web.equipment.damage": "Schaden",
  "web.equipment.ranged": "Fernkampfwaffe",
  "web.equipment.protection": "Schutz",
  "web.equipment.addWeapon": "+ Waffe",
  "web.equipment.addArmor": "+ Rüstung",
  "web.equipment.weaponHow": "Schaden = Diff + {damage} − Schutz",
  "web.equipment.rangedHow": "Fernkampf: Schaden = Wurf − Mindestwurf + {damage} − Schutz",
  "web.equipment.armorHow": "zieht {protection} von jedem Treffer ab",
  "web.equipment.value.damage": "Schaden {damage}",
  "web.equipment.value.protection": "Schutz {protection}",
  "web.equipment.pickNone": "keine (Wert von Hand)",
} as const;

const en: Record<keyof typeof de, string> = {
  "web.equipment.title": "Weapons and armour",
  "web.equipment.rule":
    "Focus: combat. Whoever is hit in melee takes damage = Diff + the weapon's damage value − the armour's protection; at range the margin over the minimum roll is added to the weapon's damage. Lazaro, for one, carries “Weapon: rapier; damage: 4”.",
  "web.equipment.weapons": "Weapons",
  "web.equipment.armor": "Armour",
  "web.equipment.name": "Name",
  "web.equipment.damage": "Damage",
  "web.equipment.ranged": "Ranged weapon",
  "web.equipment.protection": "Protection",
  "web.equipment.addWeapon": "+ Weapon",
  "web.equipment.addArmor": "+ Armour",
  "web.equipment.weaponHow": "damage = Diff + {damage} − protection",
  "web.equipment.rangedHow": "ranged: damage = roll − minimum roll + {damage} − protection",
  "web.equipment.armorHow": "takes {protection} off every hit",
  "web.equipment.value.damage": "Damage {damage}",
  "web.equipment.value.protection": "Protection {protection}",
  "web.equipment.pickNone": "none (value by hand)",
};

/** The FoKa weapons-and-armour web messages, German and English. */
export const webEquipmentMessages = { de, en };

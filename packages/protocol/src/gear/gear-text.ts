import type { MessageKey } from "../i18n/catalogue.js";
import type { SideGear } from "./side-gear.js";

/**
 * A side's gear in words (CONTRACT §6), the same for the CLI's text and the web's log and odds:
 * "Degen (Schaden 4), Rüstung 2", "Streitaxt (2–3), Rüstung 3, Schild Buckler", "Schwert (2W6),
 * Rüstung je Trefferzone 0/0/2/2/2/1". The caller's `t` renders a message id in its language.
 */

/** Renders a message id with its placeholders (the CLI's `translate(lang, …)`, the web's `t`). */
export type GearTranslate = (key: MessageKey, params: Readonly<Record<string, unknown>>) => string;

/** A number with the minus sign (U+2212) where it is negative, as the table writes it. */
const signed = (n: number): string => (n < 0 ? `\u2212${-n}` : String(n));

/**
 * Damage as written on a sheet, in print: the ratio's and the dice's hyphen become the dash a
 * player writes ("2–3") and the minus sign ("1W−4").
 *
 * @example
 * printedDamage("2-3"); // "2–3"
 * printedDamage("1W-4"); // "1W−4"
 */
export function printedDamage(damage: unknown): string {
  if (typeof damage === "number") return signed(damage);
  const text = String(damage ?? "").trim();
  if (/^\d{1,3}\s*-\s*\d{1,3}$/.test(text)) return text.replace(/\s*-\s*/, "–");
  return text.replace(/-/g, "\u2212");
}

/** The parts of a side's gear in words, each one phrase. */
export function gearPhrases(t: GearTranslate, gear: SideGear): string[] {
  const parts: string[] = [];
  if (gear.weapon) {
    const damage = gear.weapon.damage;
    parts.push(
      t(typeof damage === "number" ? "gear.weaponDamage" : "gear.weaponDice", {
        name: gear.weapon.name,
        damage: printedDamage(damage),
      }),
    );
  }
  if (typeof gear.armor === "number") parts.push(t("gear.armor", { armor: signed(gear.armor) }));
  else if (Array.isArray(gear.armor)) {
    parts.push(t("gear.armorZones", { zones: gear.armor.map(signed).join("/") }));
  }
  if (gear.shield) parts.push(t("gear.shield", { name: gear.shield.name }));
  return parts;
}

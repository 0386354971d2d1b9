import type { CharacterEnvelope, TableSettings } from "@spieltisch/engine";
import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { z } from "zod";
import { ewsArmorSchema, ewsWeaponSchema } from "../characters/ews-character.js";
import { faarArmorSchema, faarShieldSchema, faarWeaponSchema } from "../characters/faar-character.js";
import {
  kampfwuerfelArmorSchema,
  kampfwuerfelShieldSchema,
  kampfwuerfelWeaponSchema,
} from "../characters/kampfwuerfel-character.js";
import { urfassungArmorSchema, urfassungWeaponSchema } from "../characters/urfassung-character.js";
import { urfassungStrength } from "../systems/ews-urfassung/gear.js";
import { faarZoneArmor } from "../systems/faar/gear.js";
import type { GearLine } from "./gear-line.js";
import { type GearTranslate, printedDamage } from "./gear-text.js";

/**
 * A sheet's gear as a player reads it on paper, one line per piece, the same in the web's
 * Charakterheft and booklet and in the CLI's `char show`: "Degen — Schaden 4", "Kurzschwert —
 * 1W3+2, Kraftschwelle 12", "Streitaxt — 2–3 +7 je Treffer", "Kettenhemd — RS 4 (Torso 4, Arme
 * 2), BE 1", "Lederpanzer — 1 an Armen und Rumpf". Entries the file schema would refuse are left
 * out (a sheet being typed shows what it can).
 */

const entries = <T>(schema: z.ZodType<T>, value: unknown): { entry: T; index: number }[] =>
  Array.isArray(value)
    ? value.flatMap((v, index) => {
        const parsed = schema.safeParse(v);
        return parsed.success ? [{ entry: parsed.data, index }] : [];
      })
    : [];

/** A number with its sign as the sheets write bonuses: +1, ±0, −2 (the minus sign). */
const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : "\u00b10");

const withNote = (line: Omit<GearLine, "note">, notes: readonly string[]): GearLine =>
  notes.length > 0 ? { ...line, note: notes.join(", ") } : line;

/**
 * Which worn pieces count (EWS 2 and the Urfassung, RULINGS §7): the strongest worn one, or all
 * worn ones with the table option `armorStacking`. Returns each piece's note: carried, worn but
 * not counted, or nothing.
 */
function wornNotes(
  t: GearTranslate,
  pieces: readonly { readonly protection: number; readonly worn?: boolean | undefined }[],
  table: TableSettings,
): (string | undefined)[] {
  const stacking = table.options.armorStacking === true;
  const counted = pieces.findIndex(
    (p) =>
      p.worn !== false &&
      p.protection === Math.max(...pieces.filter((q) => q.worn !== false).map((q) => q.protection)),
  );
  return pieces.map((p, i) => {
    if (p.worn === false) return t("gearLine.notWorn", {});
    if (!stacking && i !== counted) return t("gearLine.notCounted", {});
    return undefined;
  });
}

/** EWS: each weapon's Schaden, each worn piece's Schutz. */
export function ewsSheetGearLines(
  t: GearTranslate,
  sheet: CharacterEnvelope,
  table: TableSettings,
): GearLine[] {
  const weapons = entries(z.object(ewsWeaponSchema.shape), sheet.weapons);
  const armor = entries(z.object(ewsArmorSchema.shape), sheet.armor);
  const notes = wornNotes(
    t,
    armor.map((a) => a.entry),
    table,
  );
  return [
    ...weapons.map(({ entry: w, index }) =>
      withNote(
        { kind: "weapon", index, name: w.name, value: t("gearLine.ews.weapon", { damage: w.damage }) },
        w.ranged === true ? [t("gearLine.ranged", {})] : [],
      ),
    ),
    ...armor.map(({ entry: a, index }, k) =>
      withNote(
        { kind: "armor", index, name: a.name, value: t("gearLine.ews.armor", { protection: a.protection }) },
        notes[k] === undefined ? [] : [notes[k]],
      ),
    ),
  ];
}

/** The Urfassung: each weapon's dice and Kraftschwelle, each piece's protection. */
export function urfassungSheetGearLines(
  t: GearTranslate,
  sheet: CharacterEnvelope,
  table: TableSettings,
): GearLine[] {
  const weapons = entries(z.object(urfassungWeaponSchema.shape), sheet.weapons);
  const armor = entries(z.object(urfassungArmorSchema.shape), sheet.armor);
  const strength = urfassungStrength(sheet);
  const notes = wornNotes(
    t,
    armor.map((a) => a.entry),
    table,
  );
  return [
    ...weapons.map(({ entry: w, index }) => {
      // L145: "Liegt die Stärke darüber, wird jeder Punkt Differenz zum Schaden addiert"; default 12.
      const threshold = w.strengthThreshold ?? 12;
      const tension = w.tension ?? 0;
      const value = [
        t("gearLine.ur.weapon", { damage: printedDamage(w.damage), threshold }),
        ...(tension > 0 ? [t("gearLine.ur.tension", { tension })] : []),
      ].join(", ");
      return withNote(
        { kind: "weapon", index, name: w.name, value },
        strength === undefined
          ? []
          : [t("gearLine.ur.strength", { strength, bonus: signed(Math.max(0, strength - threshold)) })],
      );
    }),
    ...armor.map(({ entry: a, index }, k) =>
      withNote(
        { kind: "armor", index, name: a.name, value: t("gearLine.ur.armor", { protection: a.protection }) },
        notes[k] === undefined ? [] : [notes[k]],
      ),
    ),
  ];
}

const stabilityNote = (
  t: GearTranslate,
  s: { readonly per: number; readonly value: number } | undefined,
): string[] => (s === undefined ? [] : [t("gearLine.kw.stability", { per: s.per, value: s.value })]);

/** Kampfwürfel: each weapon's ratio and Kraft bonus, the armour's Gesamtschutz, the shield. */
export function kampfwuerfelSheetGearLines(
  t: GearTranslate,
  sheet: CharacterEnvelope,
  table: TableSettings,
): GearLine[] {
  const derived = kampfwuerfelRules.kampfwuerfelDerived(sheet, table);
  const weapons = entries(z.object(kampfwuerfelWeaponSchema.shape), sheet.weapons);
  const armor = entries(z.object(kampfwuerfelArmorSchema.shape), sheet.armor);
  const shields = entries(z.object(kampfwuerfelShieldSchema.shape), sheet.shields);
  const zoneText = (
    zones: { readonly [zone in kampfwuerfelRules.KwArmorZone]?: number | undefined } | undefined,
  ): string => {
    const parts = kampfwuerfelRules.KW_ARMOR_ZONES.flatMap((zone) => {
      const rs = zones?.[zone] ?? 0;
      return rs > 0 ? [t("gearLine.kw.zone", { zone: t(`gearLine.kw.zone.${zone}`, {}), rs })] : [];
    });
    return parts.length > 0 ? ` (${parts.join(", ")})` : "";
  };
  return [
    ...weapons.map(({ entry: w, index }) => {
      // The engine's reading of the same weapon line: Zusatz- and Fertigkeitsschaden per hit.
      const line = derived.weapons.find((d) => d.name === w.name);
      const perHit = line?.perHit ?? 0;
      const ratio = printedDamage(w.damage);
      const value =
        perHit > 0
          ? t("gearLine.kw.weaponPerHit", { damage: ratio, perHit })
          : t("gearLine.kw.weapon", { damage: ratio });
      const extra =
        w.extra !== undefined && w.extra > 0 && w.extraAttribute
          ? [t("gearLine.kw.extra", { extra: w.extra, attribute: w.extraAttribute })]
          : [];
      return withNote({ kind: "weapon", index, name: w.name, value }, [
        ...extra,
        ...stabilityNote(t, w.stability),
      ]);
    }),
    ...armor.map(({ entry: a, index }): GearLine => {
      const be = a.be ?? 0;
      const value = `${t("gearLine.kw.rs", { rs: a.value ?? 0 })}${zoneText(a.zones)}${be > 0 ? `, ${t("gearLine.kw.be", { be })}` : ""}`;
      return { kind: "armor", index, name: a.name, value };
    }),
    ...shields.map(({ entry: s, index }, k) => {
      const parts = [
        t("gearLine.kw.rs", { rs: s.value ?? 0 }),
        ...((s.be ?? 0) > 0 ? [t("gearLine.kw.be", { be: s.be })] : []),
        ...((s.parry ?? 0) > 0 ? [t("gearLine.kw.parry", { parry: s.parry })] : []),
      ];
      // L17 and the sheet: the first shield listed is the one carried.
      const notes = [...(k > 0 ? [t("gearLine.kw.notCarried", {})] : []), ...stabilityNote(t, s.stability)];
      return withNote({ kind: "shield", index, name: s.name, value: parts.join(", ") }, notes);
    }),
  ];
}

/** The words of Faar's hit zones 1..6 (L143–L149), with the pairs a piece often covers together. */
function faarZoneText(t: GearTranslate, zones: readonly number[]): string {
  const has = (z: number) => zones.includes(z);
  const parts: string[] = [];
  const one = (list: readonly (1 | 2 | 3 | 4 | 5 | 6)[]) => {
    for (const z of list) if (has(z)) parts.push(t(`gearLine.faar.zone.${z}`, {}));
  };
  if (has(1) && has(2)) parts.push(t("gearLine.faar.zone.legs", {}));
  else one([1, 2]);
  if (has(3) && has(4)) parts.push(t("gearLine.faar.zone.arms", {}));
  else one([3, 4]);
  one([5, 6]);
  const last = parts.pop() ?? "";
  return parts.length === 0 ? last : t("gearLine.and", { list: parts.join(", "), last });
}

/** Faar: each weapon's damage and type, each piece's zones, the shield. */
export function faarSheetGearLines(t: GearTranslate, sheet: CharacterEnvelope): GearLine[] {
  const weapons = entries(z.object(faarWeaponSchema.shape), sheet.weapons);
  const armor = entries(z.object(faarArmorSchema.shape), sheet.armor);
  const shields = entries(z.object(faarShieldSchema.shape), sheet.shields);
  return [
    ...weapons.map(({ entry: w, index }) => {
      const parts = [
        printedDamage(w.damage),
        ...(w.type !== undefined ? [t(`gearLine.faar.type.${w.type}`, {})] : []),
        ...(w.ranged === true ? [t("gearLine.ranged", {})] : []),
        ...(w.seaBlade === true ? [t("gearLine.faar.seaBlade", {})] : []),
      ];
      return { kind: "weapon" as const, index, name: w.name, value: parts.join(", ") };
    }),
    ...armor.map(({ entry: a, index }) => {
      const all = a.zones === undefined || a.zones.length === 6;
      const value = all
        ? t("gearLine.faar.armorAll", { protection: a.protection })
        : t("gearLine.faar.armorZones", {
            protection: a.protection,
            zones: faarZoneText(t, a.zones ?? []),
          });
      return withNote(
        { kind: "armor", index, name: a.name, value },
        a.worn === false ? [t("gearLine.notWorn", {})] : [],
      );
    }),
    ...shields.map(({ entry: s, index }, k) =>
      withNote(
        {
          kind: "shield",
          index,
          name: s.name,
          value: t("gearLine.faar.shield", { protection: s.protection }),
        },
        k > 0 ? [t("gearLine.kw.notCarried", {})] : [],
      ),
    ),
  ];
}

/**
 * The armour of each of Faar's six hit zones from a sheet's worn pieces (the zone die's table,
 * L143–L149), or undefined when the sheet lists no armour.
 *
 * @example
 * faarSheetZoneArmor(dorn); // [0, 0, 1, 1, 1, 0]
 */
export function faarSheetZoneArmor(sheet: CharacterEnvelope): number[] | undefined {
  const armor = entries(z.object(faarArmorSchema.shape), sheet.armor).map((a) => a.entry);
  return armor.length === 0 ? undefined : faarZoneArmor(armor);
}

import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { characterEnvelopeSchema, sheetGearLines } from "@spieltisch/protocol";
import { type HeftInput, type HeftRow, type HeftSection, numberOf, recordsOf } from "./heft-model.js";

/**
 * Kampfwürfel's Heft: KW and reflex dice after Behinderung, LP, RLP, Kraft, Geschick and the
 * factor, the optional heavy-hit threshold, skills, every weapon with its damage per hit, and the
 * armour's Gesamtschutz and RS per zone. Every number is the engine's (`kampfwuerfelDerived`).
 */
export function kampfwuerfelHeft(input: HeftInput): HeftSection[] {
  const { t } = input.i18n;
  const envelope = characterEnvelopeSchema.safeParse(input.character);
  if (!envelope.success) return [];
  const c = envelope.data;
  const d = kampfwuerfelRules.kampfwuerfelDerived(c, input.table);
  // Each piece as the player reads it ("Kettenhemd — RS 4 (Torso 4, Arme 2), BE 1").
  const lines = sheetGearLines("kampfwuerfel", c, input.table, t);
  const lineOf = (kind: "weapon" | "armor" | "shield", name: string) =>
    lines.find((l) => l.kind === kind && l.name === name);
  const h = d.hindrance;
  const plain = (key: string, name: string, value: unknown, how?: string): HeftRow[] => {
    const n = numberOf(value);
    return n === undefined ? [] : [{ key, name, value: n, ...(how ? { how } : {}) }];
  };
  const diceValue = (effective: number, base: number) =>
    effective === base ? effective : t("web.heft.kw.combatDiceValue", { effective, base });
  // The sheet value whose number the Heft shows: after BE it has a name of its own.
  const combatSkill = d.effective.combatDice === d.combatDice ? "Kampfwürfel" : kampfwuerfelRules.KW_AFTER_BE;
  const kraft = numberOf(c.kraft);
  const factor = numberOf(c.factor) ?? 0;
  const values: HeftRow[] = [
    {
      key: "combatDice",
      name: t("web.kw.combatDice"),
      value: diceValue(d.effective.combatDice, d.combatDice),
      how: `${t("web.heft.kw.combatDiceHow", h)}. ${t("web.kw.combatDiceHint")}`,
      // The attack with the dice left after BE: what the Heft shows is what is rolled.
      roll: { action: "melee", options: { attackDice: d.effective.combatDice }, skill: combatSkill },
    },
    {
      key: "reflexDice",
      name: t("web.kw.reflexDice"),
      value: diceValue(d.effective.reflexDice, d.reflexDice),
      how: `${t("web.heft.kw.reflexDiceHow", h)}. ${t("web.kw.reflexDiceHint")}`,
      // The reflex action subtracts the BE itself: it gets the sheet's dice and the BE.
      roll: {
        action: "reflex",
        options: {
          reflexDice: d.reflexDice,
          armorBe: h.armorBE,
          shieldBe: h.shieldBE,
          shieldSkill: h.shieldSkill,
          toughness: h.toughness,
        },
        skill: "Reflexwürfel",
      },
    },
    ...plain("lp", t("web.kw.lp"), c.lp, t("web.heft.kw.lpHint")),
    ...plain("rlp", t("web.kw.dailyRegeneration"), c.dailyRegeneration, t("web.kw.dailyRegenerationHint")),
    ...(kraft === undefined
      ? []
      : [
          {
            key: "kraft",
            name: t("web.kw.kraft"),
            value: kraft,
            how: t("web.heft.kw.kraftHint"),
            roll: {
              action: "check",
              options: { pool: kraft, need: kampfwuerfelRules.KRAFT_CHECK_NEED },
              skill: "Kraft",
            },
          },
        ]),
    ...plain("shieldBonus", t("web.kw.shieldBonus"), c.shieldBonus, t("web.heft.kw.shieldBonusHow")),
    ...plain("geschick", t("web.kw.geschick"), c.geschick),
    ...plain("factor", t("web.kw.factor"), c.factor, t("web.kw.factorHint")),
    ...(d.heavyHit
      ? [
          {
            key: "heavyHit",
            name: t("web.heft.kw.heavyHit"),
            value: d.heavyHit.threshold,
            how: t("web.kw.heavyHitHint"),
          },
        ]
      : []),
  ];
  const weapons: HeftRow[] = d.weapons.map((w, i) =>
    w.ratio
      ? {
          key: `${i}`,
          name: w.name,
          value:
            lineOf("weapon", w.name)?.value ??
            t("web.heft.kw.weaponValue", { five: w.ratio.five, six: w.ratio.six, bonus: w.perHit }),
          how: t("web.heft.kw.weaponHow", {
            five: w.ratio.five,
            six: w.ratio.six,
            extra: w.extraDamage,
            fromSkill: w.skillDamage,
            skill: w.cap === undefined ? w.skill : Math.min(w.skill, w.cap),
            factor,
          }),
          roll: {
            action: "melee",
            options: {
              attackDice: d.effective.combatDice,
              damage: `${w.ratio.five}-${w.ratio.six}`,
              extraDamage: w.extraDamage,
              weaponSkill: w.skill,
              skillFactor: factor,
              // Undefined clears a cap left in the form by another weapon.
              skillCap: w.cap,
            },
            skill: combatSkill,
            weapon: w.name,
          },
        }
      : {
          key: `${i}`,
          name: w.name,
          value: w.damage,
          how: t("web.heft.kw.weaponBadDamage", { damage: w.damage }),
        },
  );
  const armor: HeftRow[] = [
    {
      key: "total",
      name: t("web.kw.totalProtection"),
      value: d.totalProtection,
      how: t("web.heft.kw.totalProtectionHow", { sum: d.armorSum }),
    },
    ...kampfwuerfelRules.KW_ARMOR_ZONES.map((zone) => ({
      key: zone,
      name: t("web.kw.zoneProtection", { zone: t(`web.kw.zone.${zone}`) }),
      value: d.zones[zone],
      how: t("web.heft.kw.zoneHow"),
    })),
    ...lines
      .filter((l) => l.kind !== "weapon")
      .map(
        (l): HeftRow => ({
          key: `${l.kind === "shield" ? "shield" : "piece"}-${l.index}`,
          name: l.name,
          value: l.value,
          ...(l.note ? { how: l.note } : {}),
        }),
      ),
  ];
  return [
    { id: "values", title: t("web.kw.values"), rows: values },
    {
      id: "skills",
      title: t("web.kw.skills"),
      rows: recordsOf(c.skills).flatMap((s, i) =>
        plain(`${i}`, String(s.name ?? ""), s.value, t("web.heft.kw.skillHow")),
      ),
    },
    { id: "weapons", title: t("web.kw.weapons"), rule: t("web.kw.weaponsHint"), rows: weapons },
    { id: "armor", title: t("web.kw.armor"), rule: t("web.kw.armorHint"), rows: armor },
  ];
}

import * as faarRules from "@spieltisch/engine/systems/faar";
import { faarConditionSchema } from "@spieltisch/protocol";
import { gearHeft } from "./gear-heft.js";
import {
  type HeftInput,
  type HeftRow,
  type HeftSection,
  isRecord,
  numberOf,
  recordsOf,
  signedLevel,
} from "./heft-model.js";

const { FAAR_ATTRIBUTES, COMBAT_SKILLS, XP_COSTS } = faarRules;

const check = (skill: string, value: number) => ({ action: "check", options: { value }, skill });

/**
 * Faar's Heft: the six attributes, every learned skill as attribute + level, the combat values
 * (LP, initiative, movement, defence, the three attack values, unarmed damage), Grauen (the check
 * on IT, the points and the restrictions the condition holds) and the experience points. Every
 * number is the engine's (`evaluate`'s derived values, the condition's counters).
 */
export function faarHeft(input: HeftInput): HeftSection[] {
  const { t } = input.i18n;
  const c = input.character;
  const d = input.derived;
  const attributes = isRecord(c.attributes) ? c.attributes : {};
  const skills = isRecord(d.skills) ? d.skills : {};
  const attack = isRecord(d.attack) ? d.attack : {};
  const attr = (name: string) => numberOf(attributes[name]) ?? 0;
  const rows = (list: (HeftRow | null)[]): HeftRow[] => list.filter((r): r is HeftRow => r !== null);
  const row = (key: string, name: string, value: unknown, extra: Omit<HeftRow, "key" | "name" | "value">) => {
    const n = numberOf(value);
    return n === undefined ? null : { key, name, value: n, ...extra };
  };
  const melee = numberOf(attack.melee);
  const ranged = numberOf(attack.ranged);
  const unarmed = numberOf(attack.unarmed);
  const unarmedDamage = typeof d.unarmedDamage === "string" ? d.unarmedDamage : undefined;
  const gear = gearHeft("faar", c, input.table, input.i18n);
  return [
    {
      id: "attributes",
      title: t("web.faar.attributes"),
      rule: t("web.heft.faar.attributesHint"),
      rows: FAAR_ATTRIBUTES.map((a) => ({
        key: a,
        name: t(`web.faar.attr.${a}`),
        value: attr(a),
        how: t(`web.faar.attrHint.${a}`),
        roll: check(a, attr(a)),
      })),
    },
    {
      id: "skills",
      title: t("web.faar.skills"),
      rule: t("web.heft.faar.skillHint"),
      rows: recordsOf(c.skills).flatMap((s) => {
        const name = String(s.name);
        const value = numberOf(skills[name]);
        const level = numberOf(s.level);
        const attribute =
          typeof s.attribute === "string" ? s.attribute : faarRules.listedSkillAttribute(name);
        if (value === undefined || level === undefined || attribute === undefined) return [];
        return [
          {
            key: name,
            name,
            value,
            how: t("web.heft.plusLevel", { attribute, base: attr(attribute), level: signedLevel(level) }),
            roll: check(name, value),
          },
        ];
      }),
    },
    {
      id: "combat",
      title: t("web.heft.sectionCombat"),
      rows: rows([
        row("lp", t("web.faar.lifePoints"), d.lifePoints, { how: t("web.faar.lifePointsHint") }),
        row("initiative", t("web.faar.initiative"), d.initiative, { how: t("web.faar.initiativeHint") }),
        numberOf(d.movement) === undefined
          ? null
          : {
              key: "movement",
              name: t("web.faar.movement"),
              value: t("web.faar.movementValue", { value: d.movement }),
              how: t("web.faar.movementHint"),
            },
        row("defense", t("web.faar.defense"), d.defense, {
          how: `${t("web.faar.defenseHint", { divisor: numberOf(d.defenseDivisor) ?? 3 })}. ${t("web.heft.faar.defenseRoll")}`,
          ...(numberOf(d.defense) !== undefined
            ? { roll: check("Verteidigung", numberOf(d.defense) ?? 0) }
            : {}),
        }),
        row("melee", t("web.faar.attackMelee"), melee, {
          how: `${t("web.faar.attackMeleeHint")}. ${t("web.heft.faar.attackHint")}`,
          ...(melee !== undefined
            ? {
                // The weapon's damage is the player's to enter: no unarmed damage left from a tap before.
                roll: {
                  action: "melee",
                  options: { attack: melee, damage: undefined },
                  skill: COMBAT_SKILLS.melee,
                },
              }
            : {}),
        }),
        row("ranged", t("web.faar.attackRanged"), ranged, {
          how: `${t("web.faar.attackRangedHint")}. ${t("web.heft.faar.attackHint")}`,
          ...(ranged !== undefined ? { roll: check(COMBAT_SKILLS.ranged, ranged) } : {}),
        }),
        row("unarmed", t("web.faar.attackUnarmed"), unarmed, {
          how: t("web.faar.attackUnarmedHint", { damage: unarmedDamage ?? "" }),
          ...(unarmed !== undefined
            ? {
                roll: {
                  action: "melee",
                  options: { attack: unarmed, ...(unarmedDamage ? { damage: unarmedDamage } : {}) },
                  skill: COMBAT_SKILLS.unarmed,
                  // Unarmed: no weapon of the sheet fills the damage.
                  weapon: null,
                },
              }
            : {}),
        }),
        unarmedDamage === undefined
          ? null
          : {
              key: "unarmedDamage",
              name: t("web.heft.faar.unarmedDamage"),
              value: unarmedDamage,
              how: t("web.heft.faar.unarmedDamageHint"),
            },
      ]),
    },
    // The weapons and armour after the combat values (the booklet prints them on its combat page).
    ...(gear ? [gear] : []),
    grauenSection(input, attr("IT")),
    {
      id: "xp",
      title: t("web.faar.xp"),
      rule: t("web.faar.xpHint", {
        attribute: XP_COSTS.attribute,
        skill: XP_COSTS.skill,
        newSkill: XP_COSTS["new-skill"],
      }),
      rows: rows([
        row("earned", t("web.faar.xpEarned"), d.xpEarned, { how: t("web.heft.faar.xpEarnedHint") }),
        row("spent", t("web.heft.faar.xpSpent"), d.xpSpent, {
          how: t("web.heft.faar.xpSpentHint", {
            attribute: XP_COSTS.attribute,
            skill: XP_COSTS.skill,
            newSkill: XP_COSTS["new-skill"],
          }),
        }),
        row("left", t("web.heft.faar.xpLeft"), d.xpLeft, {}),
      ]),
    },
  ];
}

/** The Grauen check on IT, and from the condition in play the points and the restrictions. */
function grauenSection(input: HeftInput, it: number): HeftSection {
  const { t } = input.i18n;
  const condition = faarConditionSchema.safeParse(input.condition);
  const rows: HeftRow[] = [
    {
      key: "check",
      name: t("web.heft.faar.grauenCheck"),
      value: it,
      how: t("web.heft.faar.grauenCheckHint"),
      roll: { action: "grauen", options: { it }, skill: "IT" },
    },
  ];
  if (condition.success) {
    const c = condition.data;
    rows.push(
      {
        key: "points",
        name: t("web.heft.faar.grauenPoints"),
        value: c.grauen,
        how: [t("web.heft.faar.grauenPointsHint"), ...c.grauenEffects.map((e) => t(`faar.grauen.${e}`))].join(
          " ",
        ),
      },
      {
        key: "restrictions",
        name: t("web.heft.faar.restrictions"),
        value:
          c.restrictions.length === 0
            ? t("web.heft.faar.noRestrictions")
            : c.restrictions
                .map(
                  (r) =>
                    `${t(`web.heft.faar.restriction.${r.kind}`)} (${
                      r.roundsLeft > 1
                        ? t("web.heft.faar.roundsLeft", { rounds: r.roundsLeft })
                        : r.roundsLeft === 1
                          ? t("web.heft.faar.roundsLeftOne")
                          : t("web.heft.faar.thisRound")
                    })`,
                )
                .join(", "),
        how: t("web.heft.faar.restrictionsHint"),
      },
    );
  } else {
    rows.push({
      key: "restrictions",
      name: t("web.heft.faar.restrictions"),
      value: t("web.heft.faar.noRestrictions"),
      how: t("web.heft.faar.restrictionsHint"),
    });
  }
  return { id: "grauen", title: t("web.heft.faar.grauen"), rows };
}

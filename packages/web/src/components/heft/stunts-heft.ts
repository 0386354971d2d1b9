import * as stuntsRules from "@spieltisch/engine/systems/3w6-stunts";
import { characterEnvelopeSchema } from "@spieltisch/protocol";
import {
  type HeftInput,
  type HeftRow,
  type HeftSection,
  isRecord,
  numberOf,
  recordsOf,
} from "./heft-model.js";

const check = (skill: string, value: number) => ({ action: "check", options: { value }, skill });

/**
 * 3W6 + Stunts' Heft: the attributes as the numbers added to 3W6, the skills as attribute + bonus
 * points, and for the fight Geschwindigkeit, Geschicklichkeit and the initiative (1W6 +
 * Geschwindigkeit). Every number is the engine's (`stuntsSheetValues`).
 */
export function stuntsHeft(input: HeftInput): HeftSection[] {
  const { t } = input.i18n;
  const envelope = characterEnvelopeSchema.safeParse(input.character);
  if (!envelope.success) return [];
  const c = envelope.data;
  const values = stuntsRules.stuntsSheetValues(c);
  const of = (kind: string) => values.filter((v) => v.kind === kind);
  const attributes = isRecord(c.attributes) ? c.attributes : {};
  const skillRows: HeftRow[] = of("Fertigkeit").map((v) => {
    const entry = recordsOf(c.skills).find((s) => s.name === v.name);
    const attribute = String(entry?.attribute ?? "");
    return {
      key: v.name,
      name: v.name,
      value: v.value,
      how: t("web.heft.plusBonus", {
        attribute,
        base: numberOf(attributes[attribute]) ?? 0,
        bonus: numberOf(entry?.bonus) ?? 0,
      }),
      roll: check(v.name, v.value),
    };
  });
  const speed = of("Kampfwert").find((v) => v.name === "Geschwindigkeit")?.value;
  const dexterity = of("Kampfwert").find((v) => v.name === "Geschicklichkeit")?.value;
  const combat: HeftRow[] = [];
  if (speed !== undefined) {
    combat.push(
      { key: "speed", name: t("web.stunts.speed"), value: speed, how: t("web.heft.stunts.speedHow") },
      {
        key: "initiative",
        name: t("web.heft.stunts.initiative"),
        value: t("web.heft.stunts.initiativeValue", { speed }),
        how: t("web.heft.stunts.initiativeHow"),
        // Initiative has no sides: the character enters as the one participant of the roll.
        roll: {
          action: "initiative",
          options: {
            participants: [{ name: c.name, speed, ...(dexterity !== undefined ? { dexterity } : {}) }],
          },
        },
      },
    );
  }
  if (dexterity !== undefined) {
    combat.push({
      key: "dexterity",
      name: t("web.stunts.dexterity"),
      value: dexterity,
      how: t("web.heft.stunts.dexterityHow"),
    });
  }
  return [
    {
      id: "attributes",
      title: t("web.stunts.attributes"),
      rule: t("web.heft.stunts.stunts"),
      rows: of("Attribut").map((v) => ({
        key: v.name,
        name: v.name,
        value: v.value,
        how: t("web.heft.stunts.attributeHow", { value: v.value }),
        roll: check(v.name, v.value),
      })),
    },
    { id: "skills", title: t("web.stunts.skillsShort"), rows: skillRows },
    { id: "combat", title: t("web.stunts.combat"), rule: t("web.stunts.combatHint"), rows: combat },
  ];
}

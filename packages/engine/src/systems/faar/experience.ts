import { fail, type Issue, ok, type Result } from "../../result.js";

/** What experience points (Erfahrungspunkte) buy. */
export type PurchaseKind = "attribute" | "skill" | "new-skill";

/** Costs of the text: attribute +1: 200, skill +1: 200, a new skill (level 1): 100. */
export const XP_COSTS: Readonly<Record<PurchaseKind, number>> = {
  attribute: 200,
  skill: 200,
  "new-skill": 100,
};

/** One entry of the spending history: what was bought (the cost follows from the kind). */
export interface Purchase {
  readonly kind: PurchaseKind;
  /** Attribute abbreviation or skill name. */
  readonly name: string;
  /** For a new skill not in the text's list: its attribute. */
  readonly attribute?: string;
  /** Free text (the adventure, the date). */
  readonly note?: string;
}

/** The `experience` block of a Faar character file. */
export interface Experience {
  readonly earned?: number;
  readonly spent?: readonly Purchase[];
}

/** Total cost of a history. @example xpSpent([{ kind: "new-skill", name: "Klettern" }]); // 100 */
export const xpSpent = (history: readonly Purchase[] = []): number =>
  history.reduce((sum, p) => sum + XP_COSTS[p.kind], 0);

/** The parts of a character that spending changes. */
export interface Advanceable {
  readonly attributes: Readonly<Record<string, number>>;
  readonly skills?: readonly { readonly name: string; readonly level: number; readonly attribute?: string }[];
  readonly experience?: Experience;
}

/**
 * Spends experience points: raises the attribute or skill (or learns the skill at level 1) and
 * appends the purchase to `experience.spent`. Not enough points, an unknown attribute, raising a
 * skill not yet learned or learning one twice are issues, and nothing changes.
 *
 * @example
 * const r = spendXp(dorn, { kind: "skill", name: "Heimlichkeit" });
 * if (r.ok) r.value.skills; // Heimlichkeit 4
 */
export function spendXp<C extends Advanceable>(character: C, purchase: Purchase): Result<C> {
  const history = character.experience?.spent ?? [];
  const earned = character.experience?.earned ?? 0;
  const cost = XP_COSTS[purchase.kind];
  const left = earned - xpSpent(history);
  const issues: Issue[] = [];
  const skills = character.skills ?? [];
  const at = skills.findIndex((s) => s.name === purchase.name);
  if (cost > left) {
    issues.push({ code: "xp-insufficient", path: ["experience"], severity: "error", params: { cost, left } });
  }
  if (purchase.kind === "attribute" && !Object.hasOwn(character.attributes, purchase.name)) {
    issues.push({
      code: "xp-unknown-target",
      path: ["attributes"],
      severity: "error",
      params: { name: purchase.name },
    });
  }
  if (purchase.kind === "skill" && at < 0) {
    issues.push({
      code: "xp-unknown-target",
      path: ["skills"],
      severity: "error",
      params: { name: purchase.name },
    });
  }
  if (purchase.kind === "new-skill" && at >= 0) {
    issues.push({
      code: "xp-skill-known",
      path: ["skills", at],
      severity: "error",
      params: { name: purchase.name },
    });
  }
  if (issues.length > 0) return fail(issues);

  let attributes = character.attributes;
  let nextSkills = skills;
  if (purchase.kind === "attribute") {
    attributes = { ...attributes, [purchase.name]: attributes[purchase.name]! + 1 };
  } else if (purchase.kind === "skill") {
    nextSkills = skills.map((s, i) => (i === at ? { ...s, level: s.level + 1 } : s));
  } else {
    nextSkills = [
      ...skills,
      { name: purchase.name, level: 1, ...(purchase.attribute ? { attribute: purchase.attribute } : {}) },
    ];
  }
  return ok({
    ...character,
    attributes,
    skills: nextSkills,
    experience: { ...character.experience, earned, spent: [...history, purchase] },
  });
}

/** The most points one award may add (far beyond the text's 200–300 per adventure). */
export const MAX_XP_AWARD = 100_000;

/**
 * Adds an award to `experience.earned` ("Für bestandene Abenteuer erhalten die Charaktere
 * Erfahrungspunkte"; the text names 200–300 per adventure). Points that are not a whole number
 * from 1 to {@link MAX_XP_AWARD} are an issue and nothing changes.
 *
 * @example
 * earnXp(dorn, 250).ok; // true: earned 250
 */
export function earnXp<C extends Advanceable>(character: C, points: number): Result<C> {
  if (!Number.isInteger(points) || points < 1 || points > MAX_XP_AWARD) {
    return fail([
      {
        code: "xp-award-invalid",
        path: ["experience", "earned"],
        severity: "error",
        params: { points, max: MAX_XP_AWARD },
      },
    ]);
  }
  const earned = (character.experience?.earned ?? 0) + points;
  return ok({ ...character, experience: { ...character.experience, earned } });
}

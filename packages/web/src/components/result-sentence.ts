import type { I18n } from "../lib/i18n.js";
import { valueLabel } from "../lib/labels.js";

/**
 * A roll's result as one sentence in its system's words („Angreifer trifft: 7 Schaden“,
 * „Stunt: 2 Punkte“), by system and action; actions whose generic summary already reads well
 * (EWS checks with their Schwellen, contests) have none. Each sentence reads only the fields it needs, each where it has the expected type.
 */

type Fields = Readonly<Record<string, unknown>>;
type Words = Pick<I18n, "t" | "tk">;
/** A sentence for one action, or null when the roll lacks what it needs (an older roll's JSON). */
type Sentence = (e: Fields, i18n: Words) => string | null;

const num = (v: unknown): number | null => (typeof v === "number" ? v : null);

/** Melee of the EWS family: the one who rolled higher hits the other. */
const melee: Sentence = (e, { t }) => {
  const damage = num(e.damage);
  if (damage === null || (e.hit !== "defender" && e.hit !== "attacker")) return null;
  if (e.hit === "defender") {
    return damage > 0 ? t("web.sentence.attackerHits", { damage }) : t("web.sentence.attackerHitsNoDamage");
  }
  return damage > 0 ? t("web.sentence.defenderHits", { damage }) : t("web.sentence.defenderHitsNoDamage");
};

/** A FoKa shot: hit (the target or the other), dodged, caught, missed. */
const shot: Sentence = (e, { t }) => {
  const damage = num(e.damage);
  if (damage === null || typeof e.hit !== "boolean") return null;
  if (e.caught === true) return t("web.sentence.shotCaught");
  if (e.dodged === true) return t("web.sentence.shotDodged");
  if (!e.hit) return t("web.sentence.shotMissed");
  return e.struck === "other"
    ? t("web.sentence.shotHitOther", { damage })
    : t("web.sentence.shotHit", { damage });
};

/** A 3W6 check against its difficulty: made it or not, and its stunt points. */
const check: Sentence = (e, { t }) => {
  const result = num(e.result);
  const target = num(e.target);
  if (result === null || target === null || typeof e.success !== "boolean") return null;
  const verdict = t(e.success ? "web.sentence.checkPassed" : "web.sentence.checkFailed", { result, target });
  const points = num(e.stuntPoints);
  if (points === null || points === 0) return verdict;
  return `${verdict} · ${points === 1 ? t("web.sentence.stuntOne") : t("web.sentence.stunt", { points })}`;
};

/** Kampfwürfel: successes (5s and 6s) against what is needed. */
const pool: Sentence = (e, { t }) => {
  const successes = num(e.successes);
  const need = num(e.need);
  if (successes === null || need === null || typeof e.success !== "boolean") return null;
  return t(e.success ? "web.sentence.poolPassed" : "web.sentence.poolFailed", { successes, need });
};

/** A Kampfwürfel attack: through the defence or blocked. */
const poolMelee: Sentence = (e, { t }) => {
  const attack = num(e.attackSuccesses);
  const damage = num(e.damage);
  if (attack === null || damage === null || typeof e.hit !== "boolean") return null;
  const defense = num(e.defenseSuccesses) ?? 0;
  return e.hit
    ? t("web.sentence.poolHit", { damage, attack, defense })
    : t("web.sentence.poolBlocked", { attack, defense });
};

/** Faar: the attack's outcome in the text's words, with the damage of a hit. */
const faarMelee: Sentence = (e, i18n) => {
  if (typeof e.outcome !== "string") return null;
  // A heading: „Daneben“, not „daneben“ (the label is the word inside a sentence elsewhere).
  const word = valueLabel(i18n, "outcome", e.outcome);
  const outcome = `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
  const damage = num(e.damage);
  const hit = e.outcome === "hit" || e.outcome === "auto-hit";
  return hit && damage !== null
    ? i18n.t("web.sentence.faarHit", { outcome, damage })
    : i18n.t("web.sentence.faarNoHit", { outcome });
};

/** The sentence of each action that has one, by `system/action`. */
const SENTENCES: Readonly<Record<string, Sentence>> = {
  "ews/melee": melee,
  "ews/shoot": shot,
  "ews-urfassung/melee": melee,
  "3w6-stunts/check": check,
  "kampfwuerfel/check": pool,
  "kampfwuerfel/melee": poolMelee,
  "faar/melee": faarMelee,
};

/**
 * The sentence of a roll, or null when its action has none (the caller shows the generic summary).
 *
 * @example
 * resultSentence({ system: "ews", action: "melee", hit: "defender", damage: 7 }, i18n); // "Angreifer trifft: 7 Schaden"
 */
export function resultSentence(e: Fields, i18n: Words): string | null {
  const sentence = SENTENCES[`${String(e.system)}/${String(e.action)}`];
  return sentence ? sentence(e, i18n) : null;
}

import type { MemberEvent, RollSide } from "@spieltisch/protocol";
import { useI18n } from "../../lib/i18n.js";
import { outputLabel } from "../../lib/labels.js";
import { formatClock } from "../../lib/local-format.js";
import { type NameOf, playRollHead } from "../../lib/play-text.js";
import { rollChance } from "../../lib/roll-chance.js";
import { type DiceGroup, diceGroups } from "../../lib/roll-dice.js";
import { rollSummary } from "../event-text.js";
import { resultSentence } from "../result-sentence.js";

/** A roll event of the log. */
type RollEvent = MemberEvent<"roll">;

/** A side's name: the sheet's, the character's at the table, or — a secret NPC's — `hidden`. */
const sideName = (side: RollSide | undefined, nameOf: NameOf, hidden: string): string | undefined =>
  side === undefined
    ? undefined
    : (side.name ?? (side.character !== undefined ? nameOf(side.character) : undefined) ?? hidden);

/** A secret NPC's side: marked so in the GM's stream, nameless and without its character in the table's. */
const isHidden = (side: RollSide | undefined): boolean =>
  side !== undefined && (side.secret === true || side.character === undefined);

/**
 * The last roll as the whole table reads it from across the room: who rolled what (and who threw
 * the dice for a character; „am Tisch gewürfelt“ for dice thrown on the real table), the dice as
 * big faces, the result in a sentence naming who hit whom, and the chance the roll had before the
 * dice fell ({@link rollChance}) — not where a side is a secret NPC, whose values stay the GM's.
 * `roll` is one the whole table may see (`publicEvents`).
 */
export function ScreenLastRoll({ roll, nameOf }: { roll: RollEvent | undefined; nameOf: NameOf }) {
  const i18n = useI18n();
  const { t, tk, pct } = i18n;
  if (!roll) {
    return (
      <section
        className="screen-card screen-roll"
        aria-labelledby="screen-roll"
        data-testid="screen-last-roll"
      >
        <h2 id="screen-roll">{t("web.screen.lastRoll")}</h2>
        <p className="screen-muted">{t("web.screen.noRoll")}</p>
      </section>
    );
  }
  const hidden = t("web.combat.hidden");
  const actor = sideName(roll.actor, nameOf, hidden);
  const opponent = sideName(roll.opponent, nameOf, hidden);
  const who = actor ?? roll.byName;
  // Who threw the dice for a character, where that is someone else than the character.
  const thrower = actor !== undefined && roll.byName !== null && roll.byName !== actor ? roll.byName : null;
  const action = tk(`web.action.${roll.action}`, roll.action);
  const head = playRollHead(roll, nameOf, i18n, hidden);
  // The dice are shown as faces; a sentence naming who hit whom leaves the side's code out.
  const summary = rollSummary(
    {
      ...roll,
      dice: undefined,
      ...(head !== null && typeof roll.hit === "string" ? { hit: undefined } : {}),
    },
    i18n,
  );
  const result =
    head !== null ? [head, summary].filter(Boolean).join(": ") : (resultSentence(roll, i18n) ?? summary);
  // A secret NPC's values stay the GM's: its chance would tell the room how good it is.
  const chance = isHidden(roll.actor) || isHidden(roll.opponent) ? null : rollChance(roll);
  const outcome = roll.success === true ? " good" : roll.success === false ? " bad" : "";
  return (
    <section
      className={`screen-card screen-roll${outcome}`}
      aria-labelledby="screen-roll"
      aria-live="polite"
      data-testid="screen-last-roll"
      data-seq={roll.seq}
    >
      {/* Who threw the dice (for a character) and whether on the real table, beside the heading. */}
      <div className="screen-roll-head">
        <h2 id="screen-roll">
          {t("web.screen.lastRoll")} <time dateTime={roll.at}>{formatClock(new Date(roll.at))}</time>
        </h2>
        {(roll.entered === true || thrower !== null) && (
          <p className="screen-roll-by">
            {roll.entered === true && (
              <span className="screen-badge" data-testid="screen-roll-entered">
                {t("web.screen.entered")}
              </span>
            )}
            {thrower !== null && <span>{t("web.screen.by", { name: thrower })}</span>}
          </p>
        )}
      </div>
      <p className="screen-roll-what" data-testid="screen-roll-what">
        {[
          who !== null && who !== undefined && opponent !== undefined
            ? t("web.play.log.against", { actor: who, opponent })
            : who,
          action,
        ]
          .filter(Boolean)
          .join(" · ")}
        {roll.label ? ` „${roll.label}“` : ""}
      </p>
      <Dice groups={diceGroups(roll)} roll={roll} nameOf={nameOf} hidden={hidden} />
      <p className="screen-roll-result" data-testid="screen-roll-result">
        {result}
      </p>
      {chance && (
        <p className="screen-roll-chance" data-testid="screen-roll-chance">
          {t("web.screen.chance", { label: outputLabel(i18n, chance.key, roll.system) })}{" "}
          <strong className="screen-chance-value">{pct(chance.p)}</strong>
        </p>
      )}
    </section>
  );
}

/** The sides' dice as big faces, each group named by whose dice they are where there are two. */
function Dice({
  groups,
  roll,
  nameOf,
  hidden,
}: {
  groups: readonly DiceGroup[];
  roll: RollEvent;
  nameOf: NameOf;
  hidden: string;
}) {
  const { t } = useI18n();
  if (groups.length === 0) return null;
  const fallback = (g: DiceGroup): string =>
    g.field === "a" || g.field === "b"
      ? g.field.toUpperCase()
      : t(g.side === "actor" ? "web.option.attacker" : "web.option.defender");
  return (
    <div className="screen-dice" data-testid="screen-dice">
      {groups.map((g) => {
        const owner = g.side === null ? undefined : (sideName(roll[g.side], nameOf, hidden) ?? fallback(g));
        const label = owner === undefined ? t("web.screen.dice") : t("web.screen.diceOf", { name: owner });
        return (
          <div key={g.field ?? "own"} className="screen-dice-group">
            {owner !== undefined && <span className="screen-dice-owner">{owner}</span>}
            <ul className="screen-dice-faces" aria-label={label}>
              {g.dice.map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: dice are an ordered list without ids.
                <li key={i} className="die">
                  {d}
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </div>
  );
}

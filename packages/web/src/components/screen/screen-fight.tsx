import type { CombatState, Fighter } from "@spieltisch/protocol";
import { fighterLabels } from "../../lib/fight-memory.js";
import { useI18n } from "../../lib/i18n.js";
import { conditionFacts } from "../../lib/play-text.js";
import type { PlayCharacterView } from "../../session/types.js";
import { ConditionGauges } from "../condition-gauges.js";

/**
 * The running fight for the whole table: the round (Kampfwürfel: Kampfphase), whose turn in big
 * letters, and the order with each fighter's condition as on paper — the TP/LP bar and the wound
 * boxes ({@link ConditionGauges}), the status where it is not „einsatzbereit“. A secret NPC is
 * what players see: „Verborgene Gestalt“ (numbered when there are several) with its condition
 * hidden. `combat` and `characters` are as the players see them.
 */
export function ScreenFight({
  system,
  combat,
  characters,
}: {
  system: string;
  combat: CombatState;
  characters: readonly PlayCharacterView[];
}) {
  const { t } = useI18n();
  const labels = fighterLabels(combat, t("web.combat.hidden"), (n) => t("web.combat.hiddenNumbered", { n }));
  const round =
    combat.rule === "kampfwuerfel-phases"
      ? t("web.combat.phase", { round: combat.round })
      : t("web.combat.round", { round: combat.round });
  return (
    <section className="screen-card screen-fight" aria-labelledby="screen-fight" data-testid="screen-fight">
      <h2 id="screen-fight">
        {t("web.screen.fight")} · {round}
      </h2>
      <p className="screen-turn" data-testid="screen-on-turn">
        {t("web.combat.onTurn", { name: labels[combat.turn] ?? "" })}
      </p>
      <ol className="screen-order" data-size={sizeOf(combat.order.length)}>
        {combat.order.map((f, i) => (
          <li
            key={f.ref ?? `${i}-${labels[i]}`}
            className="screen-fighter"
            aria-current={i === combat.turn ? "step" : undefined}
            data-testid="screen-fighter"
          >
            <FighterRow
              system={system}
              fighter={f}
              name={labels[i] ?? ""}
              onTurn={i === combat.turn}
              character={f.characterId ? characters.find((c) => c.id === f.characterId) : undefined}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * How crowded the order is: up to six fighters at full size, more in compact rows (their bar's
 * marks left out), more than nine smaller still, so that the whole order fits the screen.
 */
const sizeOf = (fighters: number): "full" | "many" | "crowd" =>
  fighters <= 6 ? "full" : fighters <= 9 ? "many" : "crowd";

/** One fighter: name, initiative, „am Zug“, status, and the condition at a glance. */
function FighterRow({
  system,
  fighter,
  name,
  onTurn,
  character,
}: {
  system: string;
  fighter: Fighter;
  name: string;
  onTurn: boolean;
  character: PlayCharacterView | undefined;
}) {
  const { t } = useI18n();
  const facts = character ? conditionFacts(system, character.play.condition) : null;
  const status = character?.play.status;
  // A fight of bare names (logged before participants were characters) keeps its counters.
  const bare = fighter.characterId === undefined && fighter.secret !== true;
  return (
    <>
      <p className="screen-fighter-head">
        <strong>{name}</strong>
        {fighter.initiative !== undefined && (
          <span className="screen-muted"> {t("web.combat.initiativeShort", { n: fighter.initiative })}</span>
        )}
        {onTurn && (
          <>
            {" "}
            <span className="screen-badge">{t("web.combat.turn")}</span>
          </>
        )}
        {status && status !== "active" && (
          <span className={`screen-status cond-status-${status}`} data-testid="screen-fighter-status">
            {t(`web.play.status.${status}`)}
          </span>
        )}
      </p>
      {fighter.characterId === undefined && fighter.secret === true && (
        <p className="screen-muted" data-testid="screen-fighter-hidden">
          {t("web.screen.hiddenCondition")}
        </p>
      )}
      {facts && <ConditionGauges facts={facts} name={name} />}
      {bare && (
        <p>
          {t("web.combat.tp")} {fighter.tp ?? 0} · {t("web.combat.wounds")} {fighter.wounds}
        </p>
      )}
    </>
  );
}

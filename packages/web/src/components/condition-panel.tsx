import type { TableSettings } from "@spieltisch/engine";
import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import type { ConditionCommandJson } from "@spieltisch/protocol";
import { useState } from "react";
import type { z } from "zod";
import { fokaStall, stallText } from "../lib/heal-week.js";
import { useI18n } from "../lib/i18n.js";
import { type DueCheckView, reasonOf } from "../lib/play-commands.js";
import {
  conditionFacts,
  kampfwuerfelDownText,
  loweredText,
  maliText,
  plainFieldText,
  stunText,
} from "../lib/play-text.js";
import type { PlayCharacterView } from "../session/types.js";
import { ConditionCommandForm } from "./condition-command-form.js";
import { ConditionGauges } from "./condition-gauges.js";

/** What the panel may offer: rolling the due checks, the commands by hand. */
export interface ConditionPanelProps {
  readonly system: string;
  readonly table: TableSettings;
  readonly character: PlayCharacterView;
  /** The due checks get a roll button (the GM, the owner). */
  readonly canRoll: boolean;
  /** The condition commands form (the GM; the owner where the table allows it). */
  readonly canCommand: boolean;
  /** The GM may give a command in secret. */
  readonly isGm: boolean;
  onDueRoll(check: DueCheckView): Promise<void>;
  onCommand(command: ConditionCommandJson, secret: boolean): Promise<void>;
  /** The command schema of the system (`conditionSchemas[system].command`), when it has one. */
  readonly commandSchema: z.ZodType | undefined;
}

/**
 * A character's condition as it is read on paper: the TP/LP bar with its thresholds, the wound
 * boxes, the mali in words by source, the status, the checks due with a button that rolls them
 * and (for the GM) the system's commands as a small form.
 */
export function ConditionPanel(props: ConditionPanelProps) {
  const { t, tk, lang } = useI18n();
  const { character, system } = props;
  const { play } = character;
  const [error, setError] = useState<string | null>(null);
  const facts = conditionFacts(system, play.condition);
  if (play.condition === null || facts === null) {
    return (
      <section className="card condition no-print" aria-label={t("web.play.condition")}>
        <h3>{t("web.play.condition")}</h3>
        <p className="muted">{t("web.play.noCondition")}</p>
      </section>
    );
  }
  // A FoKa week of bed rest that heals nothing says so, and what would (ews-2.txt L597).
  const stall = facts.kind === "foka" ? fokaStall(play.condition, "bed") : null;
  const run = async (step: () => Promise<void>) => {
    setError(null);
    try {
      await step();
    } catch (e) {
      setError(t("web.play.error", { reason: reasonOf(e, { tk, lang }) }));
    }
  };
  return (
    <section
      className="card condition stack no-print"
      aria-label={t("web.play.condition")}
      data-testid="condition"
    >
      <h3>
        {t("web.play.condition")}{" "}
        {play.status && (
          <span className={`cond-status cond-status-${play.status}`} data-testid="condition-status">
            {t(`web.play.status.${play.status}`)}
          </span>
        )}
      </h3>
      <ConditionGauges facts={facts} />
      {facts.kind === "urfassung" && (
        <p className="muted">
          {[
            facts.bleeding > 0 ? t("web.play.bleeding", { count: facts.bleeding }) : "",
            facts.stun > 0 ? stunText(facts, t) : "",
            facts.exhaustion > 0 ? t("web.play.exhaustion", { count: facts.exhaustion }) : "",
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      )}
      {facts.kind === "kampfwuerfel" && (
        <>
          <p>{t("web.play.kwLeft", { kw: facts.kwLeft })}</p>
          {(facts.unconscious || facts.stabilised) && (
            <p data-testid="condition-cause">
              {[
                ...(facts.stabilised ? [t("web.play.kw.stabilised")] : []),
                ...(facts.unconscious ? [kampfwuerfelDownText(facts.down, t)] : []),
              ].join(", ")}
            </p>
          )}
          {/* The OPTIONAL heavy hits (L51): a threshold the table does not play is nobody's business. */}
          {facts.heavyHit && kampfwuerfelRules.heavyHitsOn(props.table) && (
            <p className="muted">{loweredText(facts.heavyHit, t)}</p>
          )}
          {play.status === "dying" && <p className="muted">{t("web.play.kw.dyingHint")}</p>}
        </>
      )}
      {facts.kind === "foka" && stall && (
        <p data-testid="condition-stall">
          {stallText(stall, String(character.character.name ?? character.id), { t, tk })}
        </p>
      )}
      {facts.kind === "faar" && (
        <p>
          {t("web.play.injuries", { count: facts.injuries })} ·{" "}
          {t("web.play.grauen", { points: facts.grauen })}
        </p>
      )}
      {/* A system without words of its own: its condition's numbers and switches as they are. */}
      {facts.kind === "plain" && facts.fields.length > 0 && (
        <p data-testid="condition-plain">
          {facts.fields.map((f) => plainFieldText(f, { t, tk })).join(" · ")}
        </p>
      )}
      {facts.kind === "stunts" && (
        <p>
          {[
            t(facts.onTurn ? "web.play.turn.on" : "web.play.turn.off"),
            ...(facts.actionUsed ? [t("web.play.turn.action")] : []),
            ...(facts.bonusActionUsed ? [t("web.play.turn.bonus")] : []),
          ].join(" · ")}
        </p>
      )}
      <p className="mali" data-testid="condition-mali">
        {maliText(play.modifiers.action, { t, tk })}
      </p>
      {play.due.length > 0 && (
        <section className="due stack" aria-label={t("web.play.due")}>
          <h4>{t("web.play.due")}</h4>
          {play.due.map((check) => (
            <div key={check.id} className="request" role="alert">
              <p>{tk(`dueCheck.${check.reason}`, check.reason, check.params ?? {})}</p>
              {props.canRoll ? (
                <button
                  type="button"
                  className="primary"
                  onClick={() => void run(() => props.onDueRoll(check))}
                >
                  {t("web.play.dueRoll")}
                </button>
              ) : (
                <p className="muted">{t("web.play.dueWaiting")}</p>
              )}
            </div>
          ))}
        </section>
      )}
      {props.canCommand && props.commandSchema && (
        <ConditionCommandForm
          idPrefix={`cmd-${character.id}`}
          schema={props.commandSchema}
          isGm={props.isGm}
          onSubmit={(command, secret) => run(() => props.onCommand(command, secret))}
        />
      )}
      {error && (
        <p role="alert" className="error">
          {error}
        </p>
      )}
    </section>
  );
}

import type { MemberEvent } from "@spieltisch/protocol";
import { mainProbability } from "../../actions/odds.js";
import { useI18n } from "../../lib/i18n.js";
import { outputLabel } from "../../lib/labels.js";
import type { NameOf } from "../../lib/play-text.js";

/**
 * The roll requests still waiting for an answer, for the whole table: what is asked (the GM's
 * label, else the action), who rolls where a character was asked, and the chance the answer has
 * as asked (the request's odds). Nothing when none waits.
 */
export function ScreenRequests({
  requests,
  system,
  nameOf,
}: {
  requests: readonly MemberEvent<"roll-request">[];
  system: string;
  nameOf: NameOf;
}) {
  const i18n = useI18n();
  const { t, tk, pct } = i18n;
  if (requests.length === 0) return null;
  return (
    <section
      className="screen-card screen-requests"
      aria-labelledby="screen-requests"
      data-testid="screen-requests"
    >
      <h2 id="screen-requests">{t("web.screen.requests")}</h2>
      <ul className="screen-list">
        {requests.map((r) => {
          const action = tk(`web.action.${r.action}`, r.action);
          const who = r.odds.actor?.name ?? (r.actor ? nameOf(r.actor) : undefined);
          const chance = mainProbability(r.odds);
          return (
            <li key={r.requestId} className="screen-line" data-testid="screen-request">
              <strong>{r.label ?? action}</strong>
              {r.label && r.label !== action && <span className="screen-muted"> ({action})</span>}
              {who !== undefined && <span> · {who}</span>}
              {chance && (
                <span className="screen-muted">
                  {" · "}
                  {t("web.screen.requestChance", {
                    label: outputLabel(i18n, chance.key, system),
                    p: pct(chance.p),
                  })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

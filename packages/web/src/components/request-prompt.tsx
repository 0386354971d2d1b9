import type { TableSettings } from "@spieltisch/engine";
import type { MemberEvent } from "@spieltisch/protocol";
import { fieldsOf } from "../actions/fields.js";
import type { TableAction } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";
import { OddsPanel } from "./odds-panel.js";
import { optionsText } from "./options-text.js";

/**
 * A roll request as the person asked sees it: what, with which values, the odds, one button.
 * Marked when it is addressed to this person alone or secret.
 */
export function RequestPrompt({
  request,
  actions,
  table,
  forMe,
  canRoll,
  onRoll,
}: {
  request: MemberEvent<"roll-request">;
  actions: readonly TableAction[];
  table: TableSettings;
  /** Addressed to this person alone. */
  forMe: boolean;
  canRoll: boolean;
  onRoll: (action: string, options: Record<string, unknown>, extra: Record<string, unknown>) => void;
}) {
  const i18n = useI18n();
  const { t, tk } = i18n;
  const { options } = request;
  const entry = actions.find((a) => a.id === request.action);
  const values = optionsText(options, i18n);
  return (
    <section
      className="card request stack"
      role="alertdialog"
      aria-label={t("web.dice.requestTitle")}
      data-testid="roll-request"
    >
      <h3>
        {t("web.dice.requestTitle")}: {request.label ?? tk(`web.action.${request.action}`, "")}
        {forMe && (
          <>
            {" "}
            <span className="badge">{t("web.request.forYou")}</span>
          </>
        )}
        {request.secret && (
          <>
            {" "}
            <span className="badge">{t("web.log.secretTag")}</span>
          </>
        )}
      </h3>
      {values && (
        <p data-testid="request-values">
          <strong>{tk(`web.action.${request.action}`, request.action)}</strong> · {values}
        </p>
      )}
      {entry && (
        <OddsPanel
          entry={entry}
          fields={fieldsOf(entry.adapter.options, options)}
          values={options}
          table={table}
        />
      )}
      {canRoll && (
        <button
          type="button"
          className="primary"
          onClick={() =>
            onRoll(request.action, options, {
              requestId: request.requestId,
              ...(request.label ? { label: request.label } : {}),
            })
          }
        >
          {t("web.dice.roll")}
        </button>
      )}
    </section>
  );
}

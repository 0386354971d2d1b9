import type { VerifyReport } from "@spieltisch/protocol";
import { useMemo, useState } from "react";
import { useI18n } from "../lib/i18n.js";
import type { TableSession } from "../session/types.js";
import { useSessionVersion } from "../session/use-session.js";
import { checkOwnRolls } from "./own-rolls-check.js";

type Action =
  | { readonly kind: "idle" }
  | { readonly kind: "busy" }
  | { readonly kind: "error"; readonly message: string };

/**
 * „Faire Würfel" (CONTRACT §5) where people are: how many of this browser's own rolls it has
 * checked against the revealed seeds (or a red warning naming the roll), the GM's „Würfel
 * offenlegen" and everyone's „Tisch prüfen" (the same check as `spieltisch verify`, on the
 * export this member may see). Shared tables only; a local table rolls with the browser's dice.
 */
export function FairnessPanel({ session }: { readonly session: TableSession }) {
  const { t } = useI18n();
  useSessionVersion(session);
  const [action, setAction] = useState<Action>({ kind: "idle" });
  const [report, setReport] = useState<VerifyReport | null>(null);
  const [revealed, setRevealed] = useState(false);
  const events = session.events();
  const own = useMemo(
    () => checkOwnRolls(events, session.ownClientSeeds?.() ?? new Set<string>()),
    [events, session],
  );
  if (!session.verifyTable) return null;
  const run = async (step: () => Promise<void>) => {
    setAction({ kind: "busy" });
    try {
      await step();
      setAction({ kind: "idle" });
    } catch (error) {
      setAction({ kind: "error", message: error instanceof Error ? error.message : String(error) });
    }
  };
  const isGm = session.config.role === "gm";
  return (
    <section className="card stack" aria-labelledby="fairness-title" data-testid="fairness">
      <h2 id="fairness-title">{t("web.fair.title")}</h2>
      <p className="muted">{t("web.fair.explain")}</p>
      <p role="status">
        {own.checked + own.pending + own.failed.length === 0 && t("web.fair.none")}
        {own.checked > 0 && <strong>{t("web.fair.checked", { checked: own.checked })} </strong>}
        {own.pending > 0 && t("web.fair.pending", { pending: own.pending })}
      </p>
      {own.failed.map((roll) => (
        <div key={roll.seq} role="alert" className="error">
          {t("web.fair.failed", { seq: roll.seq, label: roll.label ?? "–" })}
          <details>
            <summary>{t("web.fair.detail")}</summary>
            <code>{roll.reason}</code>
          </details>
        </div>
      ))}
      <div className="row">
        {isGm && session.rotateSeeds && (
          <button
            type="button"
            disabled={action.kind === "busy"}
            onClick={() =>
              void run(async () => {
                await session.rotateSeeds!();
                setRevealed(true);
              })
            }
          >
            {t("web.fair.reveal")}
          </button>
        )}
        <button
          type="button"
          disabled={action.kind === "busy"}
          onClick={() => void run(async () => setReport(await session.verifyTable!()))}
        >
          {t("web.fair.verify")}
        </button>
      </div>
      {isGm && <p className="muted">{t("web.fair.revealHint")}</p>}
      {revealed && <p role="status">{t("web.fair.revealed")}</p>}
      {action.kind === "busy" && <p role="status">{t("web.fair.busy")}</p>}
      {action.kind === "error" && (
        <p role="alert" className="error">
          {t("web.fair.error", { message: action.message })}
        </p>
      )}
      {report && <VerifyResult report={report} />}
    </section>
  );
}

/** The result of „Tisch prüfen" in words. */
function VerifyResult({ report }: { readonly report: VerifyReport }) {
  const { t } = useI18n();
  if (report.mismatch) {
    const { code, stream } = report.mismatch;
    return (
      <div role="alert" className="error" data-testid="verify-mismatch">
        {t("web.fair.verifyMismatch", { seq: report.mismatch.fullSeq })}
        {/* A broken chain is said in words (the same sentence as `spieltisch verify`); the
            technical detail below stays for whoever wants to look further. */}
        {code && stream && (
          <p>
            {t(`verify.${code}`, { stream: t(stream === "gm" ? "verify.stream.gm" : "verify.stream.table") })}
          </p>
        )}
        <details>
          <summary>{t("web.fair.detail")}</summary>
          <code>{report.mismatch.reason}</code>
        </details>
      </div>
    );
  }
  return (
    <p role="status" data-testid="verify-result">
      {t("web.fair.verifyOk", { verified: report.verified })}{" "}
      {report.unrevealed > 0 && t("web.fair.verifyUnrevealed", { unrevealed: report.unrevealed })}{" "}
      {report.serverOnly > 0 && t("web.fair.verifyServerOnly", { serverOnly: report.serverOnly })}{" "}
      {report.entered > 0 && t("web.fair.verifyEntered", { entered: report.entered })}
    </p>
  );
}

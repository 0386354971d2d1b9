import { chainFingerprint } from "@spieltisch/protocol";
import type { ChainProblem, ChainState } from "../fairness/chain-watch.js";
import { useI18n } from "../lib/i18n.js";
import type { TableSession } from "../session/types.js";
import { useSessionVersion } from "../session/use-session.js";

/** The warning for a log that no longer holds what this app saw, in the reader's language. */
function ProblemText({ problem, state }: { readonly problem: ChainProblem; readonly state: ChainState }) {
  const { t } = useI18n();
  if (problem.kind === "broken") return <>{t("web.chain.broken", { seq: problem.seq })}</>;
  if (problem.kind === "rewritten") {
    return <>{t("web.chain.rewritten", { seq: problem.seq, fingerprint: chainFingerprint(problem.seen) })}</>;
  }
  const seen = problem.stream === "gm" ? state.gm : state.table;
  return (
    <>
      {t("web.chain.shorter", {
        seq: problem.seq,
        last: problem.last,
        fingerprint: seen ? chainFingerprint(seen.hash) : "—",
      })}
    </>
  );
}

/**
 * The log's fingerprint (issue #31) in a shared table's settings, for every member: the table
 * stream's chain head as this app followed it, in four groups of hex digits people read out to
 * each other (`3F9A·12C4·88B0·1D2E`, with the event it stands after), the GM's also the whole
 * log's, and a warning when the server's log no longer holds a head this app saw before. Nothing
 * for a local table.
 */
export function ChainFingerprint({ session }: { readonly session: TableSession }) {
  const { t } = useI18n();
  useSessionVersion(session);
  const state = session.chainState?.();
  if (!state) return null;
  return (
    <section className="card stack chain" aria-labelledby="chain-title" data-testid="chain-fingerprint">
      <h3 id="chain-title">{t("web.chain.title")}</h3>
      {state.problem && (
        <p role="alert" className="error" data-testid="chain-problem">
          <ProblemText problem={state.problem} state={state} />
        </p>
      )}
      {state.table ? (
        <p>
          <strong className="fingerprint" data-testid="chain-head">
            {chainFingerprint(state.table.hash)}
          </strong>{" "}
          <span className="muted">{t("web.chain.after", { seq: state.table.seq })}</span>
        </p>
      ) : (
        <p className="muted">{t("web.chain.none")}</p>
      )}
      {state.interruptedAfter !== null && (
        <p className="muted" role="status" data-testid="chain-interrupted">
          {t("web.chain.interrupted", { seq: state.interruptedAfter })}
        </p>
      )}
      {state.gm && (
        <p className="muted">{t("web.chain.gm", { fingerprint: chainFingerprint(state.gm.hash) })}</p>
      )}
      <p className="muted">{t("web.chain.explain")}</p>
    </section>
  );
}

import { useId } from "react";
import type { DiceNeed } from "../actions/dice-need.js";
import { useI18n } from "../lib/i18n.js";
import type { TableDiceChoice } from "../lib/use-table-dice.js";

/** What the pad shows and hands back: the faces so far, what the roll still needs, and a change. */
export interface TableDicePadProps {
  readonly faces: readonly number[];
  readonly need: DiceNeed;
  readonly onFaces: (faces: number[]) => void;
}

/**
 * Dice rolled at the table (CONTRACT §7): the faces entered so far, in order, and big buttons for
 * the next die the rules ask for (1 to 6 for a W6, 1 to 20 for a W20 …) — a chain's extra die
 * included, as the rules roll it. The last face can be taken back; nothing is sent from here.
 */
export function TableDicePad({ faces, need, onFaces }: TableDicePadProps) {
  const { t } = useI18n();
  const titleId = useId();
  const next = faces.length + 1;
  return (
    <section className="table-dice stack" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("web.tableDice.title")}</h3>
      <p className="muted">{t("web.tableDice.hint")}</p>
      <p className="table-dice-faces" aria-live="polite" data-testid="table-dice-faces">
        {faces.length === 0 ? (
          t("web.tableDice.none")
        ) : (
          <>
            {t("web.tableDice.entered")}{" "}
            {faces.map((face, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the faces are an ordered list without ids.
              <span key={i} className="die">
                {face}
              </span>
            ))}
          </>
        )}
      </p>
      {need.kind === "more" && (
        <fieldset className="face-grid" data-sides={need.sides}>
          <legend>{t("web.tableDice.next", { n: next, sides: need.sides })}</legend>
          {Array.from({ length: need.sides }, (_, i) => i + 1).map((face) => (
            <button
              key={face}
              type="button"
              className="face"
              aria-label={t("web.tableDice.face", { face, n: next })}
              onClick={() => onFaces([...faces, face])}
            >
              {face}
            </button>
          ))}
        </fieldset>
      )}
      {need.kind === "done" && <p role="status">{t("web.tableDice.done")}</p>}
      {need.kind === "too-many" && <p role="alert">{t("web.tableDice.tooMany")}</p>}
      {need.kind === "unknown" && <p className="muted">{t("web.tableDice.unknown")}</p>}
      {faces.length > 0 && (
        <button type="button" onClick={() => onFaces(faces.slice(0, -1))}>
          {t("web.tableDice.undo")}
        </button>
      )}
    </section>
  );
}

/**
 * Real dice where a roll is made: „Mit echten Würfeln“ for a member the table lets enter them,
 * and the pad while they do (`need` is null then when they do not).
 */
export function RealDice({
  choice,
  need,
  faces,
  onFaces,
}: {
  readonly choice: TableDiceChoice;
  readonly need: DiceNeed | null;
  readonly faces: readonly number[];
  readonly onFaces: (faces: number[]) => void;
}) {
  const { t } = useI18n();
  if (!choice.mayEnter) return null;
  return (
    <>
      <label className="check">
        <input type="checkbox" checked={choice.wants} onChange={(e) => choice.setWants(e.target.checked)} />
        {t("web.tableDice.toggle")}
      </label>
      {need && <TableDicePad faces={faces} need={need} onFaces={onFaces} />}
    </>
  );
}

import { useId, useState } from "react";
import type { DicePlan } from "../actions/dice-plan.js";
import { useI18n } from "../lib/i18n.js";
import type { TableDiceChoice } from "../lib/use-table-dice.js";
import { webSystemOf } from "../systems/registry.js";
import type { CountedFaces } from "../systems/web-system.js";
import { groupWords } from "./table-dice-group.js";

/** What the pad shows and hands back: the table's rules, the faces so far, the plan, and a change. */
export interface TableDicePadProps {
  readonly system: string;
  readonly modules: readonly string[];
  readonly faces: readonly number[];
  readonly plan: DicePlan;
  readonly onFaces: (faces: number[]) => void;
}

/**
 * Dice rolled at the table (CONTRACT §7): how the system's dice are rolled, how many this roll
 * takes, the faces entered so far, in order, and big buttons for the next die the rules ask for
 * (1 to 6 for a W6, 1 to 20 for a W20 …) — a chain's extra die included, as the rules roll it.
 * Where only some faces count (Kampfwürfel's 5s and 6s), a whole pool can be entered by counting
 * them. The last face can be taken back; nothing is sent from here.
 */
export function TableDicePad({ system, modules, faces, plan, onFaces }: TableDicePadProps) {
  const { t, tk } = useI18n();
  const titleId = useId();
  const { need } = plan;
  const next = faces.length + 1;
  const how = tk(`web.tableDice.how.${system}`, "");
  const kritHow = modules.includes("krit") ? tk(`web.tableDice.how.${system}.krit`, "") : "";
  const group = plan.group === null ? "" : groupWords(plan.group, tk);
  const counted = webSystemOf(system)?.countedFaces;
  return (
    <section className="table-dice stack" aria-labelledby={titleId}>
      <h3 id={titleId}>{t("web.tableDice.title")}</h3>
      <p className="muted">{t("web.tableDice.hint")}</p>
      {how && <p data-testid="table-dice-how">{how}</p>}
      {kritHow && <p data-testid="table-dice-krit">{kritHow}</p>}
      {plan.fewest !== null && (
        <p data-testid="table-dice-count">
          {plan.most === null
            ? t("web.tableDice.countOpen", { fewest: plan.fewest })
            : plan.fewest === plan.most
              ? t("web.tableDice.count", { n: plan.fewest })
              : t("web.tableDice.countRange", { fewest: plan.fewest, most: plan.most })}
        </p>
      )}
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
          <legend>
            {group
              ? t("web.tableDice.nextFor", { n: next, sides: need.sides, group })
              : t("web.tableDice.next", { n: next, sides: need.sides })}
          </legend>
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
      {need.kind === "more" && counted && need.sides === counted.sides && plan.groupLeft >= 2 && (
        <PoolCount
          key={`${plan.group}-${faces.length}`}
          counted={counted}
          left={plan.groupLeft}
          group={group}
          onCount={(counts) => onFaces([...faces, ...counts])}
        />
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
 * A whole pool at once: how many of its `left` dice show each counted face (Kampfwürfel: Sechsen,
 * Fünfen); the rest are entered as the system's miss face, which changes nothing the rules read.
 */
function PoolCount({
  counted,
  left,
  group,
  onCount,
}: {
  readonly counted: CountedFaces;
  readonly left: number;
  readonly group: string;
  readonly onCount: (faces: number[]) => void;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const [counts, setCounts] = useState<readonly number[]>(counted.faces.map(() => 0));
  const sum = counts.reduce((a, b) => a + b, 0);
  const set = (i: number, n: number) => setCounts(counts.map((c, j) => (j === i ? n : c)));
  const faces = () => [
    ...counted.faces.flatMap((face, i) => Array.from({ length: counts[i] ?? 0 }, () => face)),
    ...Array.from({ length: left - sum }, () => counted.missFace),
  ];
  return (
    <fieldset className="pool-count stack" aria-labelledby={titleId}>
      <legend id={titleId}>
        {group ? t("web.tableDice.poolFor", { n: left, group }) : t("web.tableDice.pool", { n: left })}
      </legend>
      <p className="muted">{t("web.tableDice.poolHint", { miss: counted.missFace })}</p>
      {counted.faces.map((face, i) => {
        const count = counts[i] ?? 0;
        return (
          <div key={face} className="row stepper">
            <span className="pool-face">{t("web.tableDice.poolFace", { face })}</span>
            <button
              type="button"
              className="face"
              aria-label={t("web.tableDice.poolLess", { face })}
              disabled={count === 0}
              onClick={() => set(i, count - 1)}
            >
              −
            </button>
            <output aria-live="polite" data-testid={`pool-count-${face}`}>
              {count}
            </output>
            <button
              type="button"
              className="face"
              aria-label={t("web.tableDice.poolMore", { face })}
              disabled={sum >= left}
              onClick={() => set(i, count + 1)}
            >
              +
            </button>
          </div>
        );
      })}
      <button type="button" onClick={() => onCount(faces())}>
        {t("web.tableDice.poolEnter", { n: left })}
      </button>
    </fieldset>
  );
}

/**
 * Real dice where a roll is made: „Mit echten Würfeln“ for a member the table lets enter them,
 * and the pad while they do (`plan` is null then when they do not).
 */
export function RealDice({
  choice,
  plan,
  faces,
  onFaces,
  system,
  modules,
}: {
  readonly choice: TableDiceChoice;
  readonly plan: DicePlan | null;
  readonly faces: readonly number[];
  readonly onFaces: (faces: number[]) => void;
  readonly system: string;
  readonly modules: readonly string[];
}) {
  const { t } = useI18n();
  if (!choice.mayEnter) return null;
  return (
    <>
      <label className="check">
        <input type="checkbox" checked={choice.wants} onChange={(e) => choice.setWants(e.target.checked)} />
        {t("web.tableDice.toggle")}
      </label>
      {plan && <TableDicePad system={system} modules={modules} faces={faces} plan={plan} onFaces={onFaces} />}
    </>
  );
}

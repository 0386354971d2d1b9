import { useI18n } from "../../lib/i18n.js";
import type { HeftSection, RollTarget } from "./heft-model.js";

/**
 * The Heft's sections as a phone reads them: per line the name, the number on the right (a
 * button where a tap rolls it) and, small underneath, where the number comes from. `onRoll`
 * absent (the printed booklet): the numbers are plain text.
 */
export function HeftSections({
  sections,
  onRoll,
}: {
  sections: readonly HeftSection[];
  onRoll?: (target: RollTarget) => void;
}) {
  const { t } = useI18n();
  return (
    <>
      {sections.map((s) => (
        <section key={s.id} className="heft-section" data-testid={`heft-${s.id}`}>
          <h3>{s.title}</h3>
          {s.rule && <p className="hint heft-rule">{s.rule}</p>}
          {s.rows.length === 0 ? (
            <p className="muted">{t("web.heft.empty")}</p>
          ) : (
            <ul className="values heft-values">
              {s.rows.map((row) => (
                <li key={row.key} className="heft-row" data-testid={`heft-row-${s.id}-${row.key}`}>
                  <span className="name">{row.name}</span>
                  {row.roll && onRoll ? (
                    <button
                      type="button"
                      className="value-btn"
                      // The visible number first, so the button's name starts with what it shows (WCAG 2.5.3).
                      aria-label={t("web.play.rollWithValue", { name: row.name, value: row.value })}
                      onClick={() => row.roll && onRoll(row.roll)}
                    >
                      {row.value}
                    </button>
                  ) : (
                    <strong className="heft-value">{row.value}</strong>
                  )}
                  {row.how && <small className="hint">{row.how}</small>}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </>
  );
}

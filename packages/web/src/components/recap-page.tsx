import { type Recap, recapMarkdown } from "@spieltisch/protocol";
import { useId } from "react";
import { useI18n } from "../lib/i18n.js";
import { CopyButton } from "./copy-button.js";

/**
 * An evening's recap as a page (CONTRACT §7): its title and date, the fights, wounds, checks that
 * mattered and Striche as sentences, the luck table with how rare each character's luck was.
 * Printable (the buttons stay on screen) and copied as Markdown for a group chat; the Markdown is
 * also shown to select by hand where the browser does not copy (no clipboard outside https).
 */
export function RecapPage({ recap }: { recap: Recap }) {
  const { t } = useI18n();
  const id = useId();
  const markdown = recapMarkdown(recap);
  return (
    <article className="recap card stack" aria-labelledby={`${id}-title`} data-testid="recap">
      <header>
        <h2 id={`${id}-title`}>{recap.title}</h2>
        {recap.subtitle !== null && <p className="muted">{recap.subtitle}</p>}
        {recap.to === null && <p className="muted">{t("recap.open")}</p>}
      </header>
      {recap.sections.length === 0 && <p>{t("recap.quiet")}</p>}
      {recap.sections.map((section) => (
        <section key={section.id} aria-labelledby={`${id}-${section.id}`} data-section={section.id}>
          <h3 id={`${id}-${section.id}`}>{section.heading}</h3>
          <ul>
            {section.lines.map((line, i) => (
              // The same sentence may come twice (two checks alike): its place keeps them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines never move
              <li key={i} className="recap-line">
                {line}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <section aria-labelledby={`${id}-luck`}>
        <h3 id={`${id}-luck`}>{t("recap.section.luck")}</h3>
        {recap.luck.length === 0 ? (
          <p>{t("recap.luck.none")}</p>
        ) : (
          <>
            {/* On a phone one line per character; the table from the tablet's width and on paper. */}
            <ul className="luck-lines">
              {recap.luck.map(({ row, line }) => (
                <li key={row.character} className="recap-line">
                  {line}
                </li>
              ))}
            </ul>
            <table className="luck">
              <thead>
                <tr>
                  <th scope="col">{t("recap.luck.character")}</th>
                  <th scope="col">{t("recap.luck.rolls")}</th>
                  <th scope="col">{t("recap.luck.successes")}</th>
                  <th scope="col">{t("recap.luck.expected")}</th>
                  <th scope="col">{t("recap.luck.rarity")}</th>
                </tr>
              </thead>
              <tbody>
                {recap.luck.map(({ row, expected, verdict }) => (
                  <tr key={row.character}>
                    <th scope="row">{row.name}</th>
                    <td>{row.rolls}</td>
                    <td>{row.successes}</td>
                    <td>{expected}</td>
                    <td>{verdict}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <p className="muted hint">{t("recap.luck.hint")}</p>
      </section>
      <div className="row wrap recap-actions no-print">
        <CopyButton
          text={markdown}
          label={t("web.recap.copyLabel")}
          caption={t("web.recap.copy")}
          failed={t("web.recap.copyFailed")}
        />
        <button type="button" onClick={() => window.print()}>
          {t("web.recap.print")}
        </button>
      </div>
      <details className="no-print">
        <summary>{t("web.recap.show")}</summary>
        <textarea readOnly rows={12} value={markdown} aria-label={t("web.recap.show")} />
      </details>
    </article>
  );
}

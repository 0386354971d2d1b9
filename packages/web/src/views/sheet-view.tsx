import { useState } from "react";
import { startValues } from "../actions/action-defaults.js";
import { tableActions } from "../actions/odds.js";
import type { HeftSection, RollTarget } from "../components/heft/heft-model.js";
import { HeftSections } from "../components/heft/heft-sections.js";
import { systemHeft } from "../components/heft/system-heft.js";
import { NpcForm } from "../components/npc-form.js";
import { SheetPlay } from "../components/sheet-play.js";
import { StemPanel } from "../components/stem-panel.js";
import { StricheAwardPanel } from "../components/striche-award-panel.js";
import { draftKey, draftSchema } from "../lib/builder-draft.js";
import { costText } from "../lib/cost-text.js";
import { useI18n } from "../lib/i18n.js";
import { actionValuesSchema, typedSchema } from "../lib/play-request.js";
import { navigate } from "../lib/router.js";
import { type SheetData, sheetCandidates, sheetOf } from "../lib/sheet-data.js";
import { settingsOf } from "../session/local-session.js";
import { parseStored } from "../session/parse-json.js";
import { useSessionVersion } from "../session/use-session.js";
import { sheetPartsOf } from "../systems/sheet-parts.js";
import type { ViewProps } from "./view-props.js";

/** The Charakterheft: readable on a phone; printing lays out the folded A4 booklet. */
export default function SheetView({ session }: ViewProps) {
  const { t, lang } = useI18n();
  useSessionVersion(session);
  const { config } = session;
  // The builder's draft of a character not saved yet; one of a saved character is that character
  // as the builder last had it, older than what the table holds (SteM, the GM's changes): the
  // Heft shows the table's.
  const stored = parseStored(localStorage.getItem(draftKey(config.id)), draftSchema);
  const draft = stored?.id === null ? stored.character : null;
  const candidates = sheetCandidates(session.characters(), draft);
  const [key, setKey] = useState<string | null>(null);
  // A player opens their own character first (the table's others and its NPCs come after).
  const own = new Set(
    session
      .playCharacters()
      .filter((c) => c.mine && config.role !== "gm")
      .map((c) => c.id),
  );
  const chosen =
    candidates.find((c) => c.key === key) ?? candidates.findLast((c) => own.has(c.key)) ?? candidates.at(-1);
  if (!chosen) {
    return (
      <section className="card">
        <p>{t("web.sheet.none")}</p>
        <a href={`#/table/${encodeURIComponent(config.id)}/builder`}>{t("web.view.builder")}</a>
        <NpcForm session={session} />
      </section>
    );
  }
  const table = settingsOf(config);
  const parts = sheetPartsOf(config.system);
  const sheet = sheetOf(chosen.character, table, parts?.sheetSections);
  const playing = session.playCharacters().find((c) => c.id === chosen.key);
  // A system's Heft of its own (null: the sheet's values per section, as EWS has them).
  const heft = systemHeft(config.system, chosen.character, table, { t, lang }, playing?.play.condition);
  // A section the system adds after those values (EWS with FoKa: the weapons and armour; else null).
  const equipment = parts?.extraSection?.(chosen.character, table, { t }) ?? null;
  /**
   * A tap on a Heft value: the dice view opens on the target's action with its options filled in
   * and, for a character of this member's, rolling as that character with the value's name
   * ("Würfeln als"), so the sheet's number and the character's condition count.
   */
  const rollTarget = (target: RollTarget) => {
    const storeKey = `spieltisch.dice.${config.id}.${config.system}.values`;
    const all = parseStored(localStorage.getItem(storeKey), actionValuesSchema) ?? {};
    all[target.action] = { ...all[target.action], ...target.options };
    localStorage.setItem(storeKey, JSON.stringify(all));
    localStorage.setItem(`spieltisch.dice.${config.id}.action`, JSON.stringify(target.action));
    // Someone else's character, a draft or an action without sides: the form's own values only.
    const mine = playing?.mine === true && (target.skill !== undefined || target.weapon !== undefined);
    const choice = mine
      ? {
          actor: playing.id,
          ...(target.skill !== undefined ? { skill: target.skill } : {}),
          ...(target.weapon !== undefined ? { weapon: target.weapon } : {}),
        }
      : {};
    localStorage.setItem(`spieltisch.dice.${config.id}.play`, JSON.stringify(choice));
    // What the sheet gives is the sheet's again: nothing of this action counts as typed over it.
    const typedKey = `spieltisch.dice.${config.id}.${config.system}.typed`;
    const typed = parseStored(localStorage.getItem(typedKey), typedSchema) ?? {};
    const { [target.action]: _forgotten, ...kept } = typed;
    localStorage.setItem(typedKey, JSON.stringify(kept));
    navigate(`/table/${encodeURIComponent(config.id)}/dice`);
  };
  /**
   * A tap on a value of the sheet's rows: a check with it (against the MW last used, else the
   * system's starting one where its check has a MW), as the character.
   */
  const rollValue = (name: string, value: number | undefined) => {
    if (value === undefined) return;
    const storeKey = `spieltisch.dice.${config.id}.${config.system}.values`;
    const all = parseStored(localStorage.getItem(storeKey), actionValuesSchema) ?? {};
    const check = tableActions(config.system, config.modules).find((a) => a.id === "check");
    const start = check ? startValues(config.system, check) : {};
    const target = "target" in start ? { target: start.target } : {};
    rollTarget({ action: "check", options: { ...target, ...all.check, value }, skill: name });
  };
  return (
    <div className="stack">
      <div className="row no-print">
        {candidates.length > 1 && (
          <label>
            {t("web.sheet.choose")}
            <select value={chosen.key} onChange={(e) => setKey(e.target.value)}>
              {candidates.map((c) => (
                <option key={c.key} value={c.key}>
                  {String(c.character.name)}
                  {c.key === "draft" ? ` (${t("web.sheet.draft")})` : ""}
                </option>
              ))}
            </select>
          </label>
        )}
        <button type="button" onClick={() => print()}>
          {t("web.sheet.print")}
        </button>
      </div>
      {/* The condition first: at the table it is what changes and what a player looks for. */}
      {chosen.key !== "draft" && <SheetPlay session={session} characterId={chosen.key} />}
      {/* EWS only (the component checks): Striche of SteM, their notation and the spending. */}
      {chosen.key !== "draft" && <StemPanel session={session} characterId={chosen.key} />}
      {heft ? (
        <article className="sheet heft screen-only" aria-label={t("web.view.sheet")}>
          <h2>{sheet.name}</h2>
          <p className="hint">{t("web.heft.tapHint")}</p>
          <HeftSections sections={heft} onRoll={rollTarget} />
          {sheet.notes && (
            <section>
              <h3>{t("web.builder.notes")}</h3>
              <p className="pre">{sheet.notes}</p>
            </section>
          )}
        </article>
      ) : (
        <article className="sheet screen-only" aria-label={t("web.view.sheet")}>
          <h2>{sheet.name}</h2>
          <p className="sheet-meta">
            {sheet.woundThreshold !== undefined && (
              <span data-testid="sheet-ws">
                {t("web.builder.woundThreshold", { ws: sheet.woundThreshold })}
              </span>
            )}
            {sheet.cost !== undefined && (
              <span> · {costText(config.system, String(sheet.cost), undefined, t)}</span>
            )}
          </p>
          {/* A list the character has nothing in is left out, not shown as an empty heading. */}
          {sheet.sections
            .filter((s) => s.values.length > 0)
            .map((s) => (
              <section key={s.id}>
                <h3>{t(`web.builder.section.${s.id as "attributes"}`)}</h3>
                <ul className="values">
                  {s.values.map((v) => (
                    <li key={v.name}>
                      <span className="name">
                        {v.name} <span className="level">{v.level}</span>
                        {v.note && <small> [{v.note}]</small>}
                      </span>
                      {v.value !== undefined ? (
                        <button
                          type="button"
                          className="value-btn"
                          // The visible number first, so the button's name starts with what it shows (WCAG 2.5.3).
                          aria-label={t("web.play.rollWithValue", { name: v.name, value: v.value })}
                          onClick={() => rollValue(v.name, v.value)}
                        >
                          {v.value}
                        </button>
                      ) : (
                        <span />
                      )}
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          {equipment && <HeftSections sections={[equipment]} onRoll={rollTarget} />}
          {sheet.notes && (
            <section>
              <h3>{t("web.builder.notes")}</h3>
              <p className="pre">{sheet.notes}</p>
            </section>
          )}
        </article>
      )}
      <StricheAwardPanel session={session} />
      <NpcForm session={session} />
      <PrintBooklet sheet={sheet} heft={heft} equipment={equipment} system={config.system} />
    </div>
  );
}

/** The Heft sections printed on the combat page: every system's weapons and armour. */
const COMBAT_PAGE: ReadonlySet<string> = new Set(["gear", "weapons", "armor"]);

/**
 * The folded A4 booklet: two landscape A4 sides printed duplex. Outside: back page (notes) and
 * front page (name, story); inside: values and combat.
 */
function PrintBooklet({
  sheet,
  heft,
  equipment,
  system,
}: {
  sheet: SheetData;
  heft: readonly HeftSection[] | null;
  /** EWS with FoKa: the weapons and armour, printed on the combat page. */
  equipment: HeftSection | null;
  system: string;
}) {
  const { t } = useI18n();
  const values = sheet.sections.filter((s) => s.id !== "traits" && s.values.length > 0);
  // Weapons and armour go to the combat page, next to TP/LP: what a fight needs on one page.
  const gear = [...(equipment ? [equipment] : []), ...(heft ?? []).filter((s) => COMBAT_PAGE.has(s.id))];
  const valuesPage = (heft ?? []).filter((s) => !COMBAT_PAGE.has(s.id));
  const traits = sheet.sections.find((s) => s.id === "traits");
  return (
    <div className="booklet print-only" aria-hidden="true">
      <div className="spread">
        <section className="page">
          <h3>{t("web.print.notes")}</h3>
          <div className="lines" />
        </section>
        <section className="page cover">
          <h1>{sheet.name}</h1>
          <p>{t("web.print.story")}</p>
          <p className="pre">{sheet.notes}</p>
          {traits && (
            <ul>
              {traits.values.map((v) => (
                <li key={v.name}>
                  {v.name} ({v.level})
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <div className="spread">
        <section className="page">
          <h3>{t("web.print.values")}</h3>
          {heft && (
            <div className="heft-page">
              <HeftSections sections={valuesPage} />
            </div>
          )}
          {!heft &&
            values.map((s) => (
              <table key={s.id}>
                <caption>{t(`web.builder.section.${s.id as "attributes"}`)}</caption>
                <tbody>
                  {s.values.map((v) => (
                    <tr key={v.name}>
                      <td>{v.name}</td>
                      <td>{v.level}</td>
                      <td>{v.value ?? ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ))}
        </section>
        <section className="page">
          <h3>{t("web.print.combat")}</h3>
          {sheet.woundThreshold !== undefined && (
            <p>{t("web.builder.woundThreshold", { ws: sheet.woundThreshold })}</p>
          )}
          {sheet.hitPoints !== undefined && <p>{t("web.print.hitPoints", { tp: sheet.hitPoints })}</p>}
          {sheet.lifePoints !== undefined && <p>{t("web.print.lifePoints", { lp: sheet.lifePoints })}</p>}
          {/* Wound boxes only where the rules count wounds (EWS, the Urfassung's wound rules). */}
          {sheetPartsOf(system)?.woundBoxes && <p>{t("web.print.wounds")} ☐ ☐ ☐ ☐ ☐ ☐</p>}
          {gear.length > 0 ? (
            <div className="heft-page single" data-testid="print-gear">
              <HeftSections sections={gear} />
            </div>
          ) : (
            <p>{t("web.print.weapons")}</p>
          )}
          <div className="lines" />
        </section>
      </div>
    </div>
  );
}

import * as ewsRules from "@spieltisch/engine/systems/ews";
import { awardsOfLog, ewsCharacterSchema, stricheLedger } from "@spieltisch/protocol";
import { useId, useState } from "react";
import { failureText } from "../lib/failure-text.js";
import { useI18n } from "../lib/i18n.js";
import { settingsOf } from "../session/local-session.js";
import type { TableSession } from "../session/types.js";

type LearnKind = "skill" | "profession" | "attribute" | "specialisation";
const LEARN_KINDS: readonly LearnKind[] = ["skill", "profession", "attribute", "specialisation"];

/**
 * The SteM part of an EWS Charakterheft: the Striche the GM awarded and what is left, every value
 * in the text's notation (´ ^ Δ), and for the owner the spending — a Strich or a whole point on a
 * value, a new Fertigkeit, Beruf, Eigenschaft or Spezialisierung, undo of the last advance — each
 * with its cost said in words. A spend is a sheet edit (`PUT` with the version), which the server
 * checks against the awards.
 */
export function StemPanel({ session, characterId }: { session: TableSession; characterId: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const id = useId();
  const { config } = session;
  const stored = session.characters().find((c) => c.id === characterId);
  const play = session.playCharacters().find((c) => c.id === characterId);
  const [chosen, setChosen] = useState("");
  const [learnKind, setLearnKind] = useState<LearnKind>("skill");
  const [learnName, setLearnName] = useState("");
  const [learnLinks, setLearnLinks] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  // Without the module SteM a table has no Striche: the Heft stays free of them.
  if (config.system !== "ews" || !stored || !config.modules.includes("stem")) return null;
  const parsed = ewsCharacterSchema.safeParse(stored.character);
  if (!parsed.success) return null;
  const character = parsed.data;
  const table = settingsOf(config);
  const ledger = stricheLedger(awardsOfLog(session.events()), characterId, ewsRules.stricheSpent(character));
  const sheet = ewsRules.ewsSheet(character, table);
  const lines = [
    ...sheet.attributes,
    ...sheet.skills,
    ...sheet.professions,
    ...sheet.specialisations,
    ...sheet.traits,
  ];
  const tracks = new Map(ewsRules.currentValues(character).map((v) => [v.entry.name, v]));
  const canSpend = (play?.mine ?? false) && config.role !== "viewer";
  const selected = lines.find((l) => l.name === chosen) ?? lines[0];
  const track = selected ? tracks.get(selected.name) : undefined;
  const titleId = `${id}-title`;

  const save = async (next: ewsRules.EwsCharacter, name: string) => {
    setBusy(true);
    setMessage(null);
    try {
      await session.saveCharacter(characterId, { ...next }, stored.version);
      const notation = ewsRules.ewsSheet(next, table);
      const line = [
        ...notation.attributes,
        ...notation.skills,
        ...notation.professions,
        ...notation.specialisations,
        ...notation.traits,
      ].find((l) => l.name === name);
      setMessage({ text: t("web.stem.spent", { name, notation: line?.notation ?? "" }), error: false });
    } catch (error) {
      setMessage({ text: failureText(error, i18n), error: true });
    } finally {
      setBusy(false);
    }
  };
  const spend = (name: string, striche: number) => {
    void save(ewsRules.advance(character, name, striche), name);
  };
  const learn = () => {
    const name = learnName.trim();
    if (!name) return;
    const next = ewsRules.advance(character, name, 1, {
      newKind: learnKind,
      ...(learnKind === "skill" ? { attributes: learnLinks.filter(Boolean) } : {}),
      ...(learnKind === "specialisation" ? { skill: learnLinks[0] ?? "" } : {}),
    });
    void save(next, name);
    setLearnName("");
  };
  const last = character.advancements?.at(-1);
  const attributeNames = sheet.attributes.map((l) => l.name);
  const skillNames = sheet.skills.map((l) => l.name);

  return (
    <section className="card stack no-print" aria-labelledby={titleId} data-testid="stem-panel">
      <h3 id={titleId}>{t("web.stem.title")}</h3>
      <p data-testid="stem-ledger">
        {ledger.awarded === 0
          ? t("web.stem.noAward")
          : t("web.stem.ledger", { unspent: ledger.unspent, awarded: ledger.awarded, spent: ledger.spent })}
      </p>
      <p className="muted">{t("web.stem.notation")}</p>
      <ul className="stem-track" aria-label={t("web.stem.track")}>
        {lines.map((l) => (
          <li key={l.name}>
            <span className="name">
              {l.kind === "specialisation" && l.skill ? `${l.skill} (${l.name})` : l.name}
            </span>
            <span className="notation" data-testid={`stem-notation-${l.name}`}>
              {l.notation}
              {l.kind === "specialisation" && l.value ? ` = ${l.value.value}` : ""}
            </span>
          </li>
        ))}
      </ul>
      {canSpend && selected && track && (
        <div className="stack">
          <label>
            {t("web.stem.raise")}
            <select value={selected.name} onChange={(e) => setChosen(e.target.value)}>
              {lines.map((l) => (
                <option key={l.name} value={l.name}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
          <p className="muted" data-testid="stem-cost">
            {t("web.stem.cost", {
              name: selected.name,
              per: track.state.perPoint,
              next: track.state.toNextPoint,
              value: nextValueText(
                track.kind,
                track.state,
                track.startLevel,
                track.striche + track.creationStriche,
              ),
            })}
            {track.kind === "skill" || track.kind === "profession"
              ? ` ${t("web.stem.costSkill", { base: track.state.value ?? 0 })}`
              : ""}
          </p>
          <div className="row">
            <button
              type="button"
              disabled={busy || ledger.unspent < 1}
              onClick={() => spend(selected.name, 1)}
            >
              {t("web.stem.spendOne", { name: selected.name })}
            </button>
            {track.state.toNextPoint > 1 && (
              <button
                type="button"
                disabled={busy || ledger.unspent < track.state.toNextPoint}
                onClick={() => spend(selected.name, track.state.toNextPoint)}
              >
                {t("web.stem.spendPoint", { n: track.state.toNextPoint })}
              </button>
            )}
          </div>
          {ledger.unspent < 1 && <p className="muted">{t("web.stem.none")}</p>}
          <details>
            <summary>{t("web.stem.learn")}</summary>
            <div className="stack">
              <p className="muted">{t("web.stem.learnExplain")}</p>
              <label>
                {t("web.stem.learnKind")}
                <select
                  value={learnKind}
                  onChange={(e) => {
                    setLearnKind(e.target.value as LearnKind);
                    setLearnLinks([]);
                  }}
                >
                  {LEARN_KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`web.stem.learnKind.${k}`)}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t("web.stem.learnName")}
                <input value={learnName} maxLength={200} onChange={(e) => setLearnName(e.target.value)} />
              </label>
              {learnKind === "skill" &&
                [0, 1].map((slot) => (
                  <label key={slot}>
                    {`${t("web.stem.learnAttributes")} ${slot + 1}`}
                    <select
                      value={learnLinks[slot] ?? ""}
                      onChange={(e) => {
                        const links = [...learnLinks];
                        links[slot] = e.target.value;
                        setLearnLinks(links);
                      }}
                    >
                      <option value="">–</option>
                      {attributeNames.map((n) => (
                        <option key={n} value={n}>
                          {n}
                        </option>
                      ))}
                    </select>
                  </label>
                ))}
              {learnKind === "specialisation" && (
                <label>
                  {t("web.stem.learnSkill")}
                  <select value={learnLinks[0] ?? ""} onChange={(e) => setLearnLinks([e.target.value])}>
                    <option value="">–</option>
                    {skillNames.map((n) => (
                      <option key={n} value={n}>
                        {n}
                      </option>
                    ))}
                  </select>
                </label>
              )}
              <button
                type="button"
                disabled={
                  busy ||
                  ledger.unspent < 1 ||
                  learnName.trim() === "" ||
                  tracks.has(learnName.trim()) ||
                  (learnKind === "specialisation" && !learnLinks[0])
                }
                onClick={learn}
              >
                {t("web.stem.learnSubmit", { name: learnName.trim() || "…" })}
              </button>
            </div>
          </details>
        </div>
      )}
      {canSpend && last && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void save(ewsRules.undoAdvance(character), last.value)}
        >
          {t("web.stem.undo", { name: last.value, striche: last.striche })}
        </button>
      )}
      {message && (
        <p role="status" className={message.error ? "error" : undefined}>
          {message.text}
        </p>
      )}
    </section>
  );
}

/** The number the next point reaches (a Merkmal has none: its next level instead). */
function nextValueText(
  kind: ewsRules.ValueKind,
  state: ewsRules.StemState,
  startLevel: number,
  striche: number,
): string {
  const next = ewsRules.stemState(kind, startLevel, striche + state.toNextPoint);
  if (next.value === undefined) return ewsRules.formatLevel(next.level);
  return kind === "specialisation" ? `+${next.value}` : String(next.value);
}

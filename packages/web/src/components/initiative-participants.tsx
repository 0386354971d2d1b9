import { useEffect, useState } from "react";
import { useI18n } from "../lib/i18n.js";
import type { RosterEntry } from "../lib/initiative-roster.js";

/**
 * A participant as the initiative options hold it: `{name, speed, dexterity}`, or the CLI's
 * `name:speed:dexterity` (the name may hold colons), read into the object.
 */
function entryOf(raw: unknown): RosterEntry | null {
  if (typeof raw === "string") {
    const parts = raw.split(":");
    if (parts.length < 3) return null;
    const dexterity = Number(parts.pop());
    const speed = Number(parts.pop());
    return { name: parts.join(":"), speed, dexterity };
  }
  if (typeof raw !== "object" || raw === null) return null;
  const { name, speed, dexterity } = raw as Record<string, unknown>;
  return typeof name === "string"
    ? {
        name,
        speed: typeof speed === "number" ? speed : 0,
        dexterity: typeof dexterity === "number" ? dexterity : 0,
      }
    : null;
}

/** The participants the options hold now, as objects. */
const entriesOf = (value: unknown): RosterEntry[] =>
  Array.isArray(value) ? value.flatMap((v) => entryOf(v) ?? []) : [];

/**
 * Who takes part in an initiative roll, as a list: the table's characters (`roster`, their
 * Geschwindigkeit and Geschicklichkeit from the sheets) each with a check box and both numbers,
 * which may be changed for this roll; people not at the table (an opponent the GM plays without a
 * sheet) as rows of their own with a name to type, added with „+ Weitere Person“. With nobody
 * chosen yet, everyone at the table starts ticked (at a table without characters, two opponents
 * to name).
 */
export function InitiativeParticipants({
  id,
  label,
  value,
  roster,
  onChange,
}: {
  id: string;
  label: string;
  value: unknown;
  roster: readonly RosterEntry[];
  onChange: (value: RosterEntry[] | undefined) => void;
}) {
  const { t } = useI18n();
  const chosen = entriesOf(value);
  // The numbers of a row nobody ticked: kept here, so ticking it takes them along.
  const [edits, setEdits] = useState<Readonly<Record<string, RosterEntry>>>({});
  const empty = chosen.length === 0;
  const rosterKey = roster.map((r) => `${r.name}:${r.speed}:${r.dexterity}`).join("|");
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per roster, while nobody is chosen.
  useEffect(() => {
    if (!empty) return;
    // Nobody at the table yet: two opponents to name, so the odds show from the start.
    const opponents = [1, 2].map((n) => ({
      name: t("web.initiative.newName", { n }),
      speed: 0,
      dexterity: 0,
    }));
    onChange(roster.length > 0 ? [...roster] : opponents);
  }, [rosterKey]);
  const atTable = new Set(roster.map((r) => r.name));
  const others = chosen.filter((c) => !atTable.has(c.name));
  const rows: { entry: RosterEntry; ticked: boolean; own: boolean }[] = [
    ...roster.map((r) => {
      const picked = chosen.find((c) => c.name === r.name);
      return { entry: picked ?? edits[r.name] ?? r, ticked: picked !== undefined, own: false };
    }),
    ...others.map((entry) => ({ entry, ticked: true, own: true })),
  ];
  const emit = (next: RosterEntry[]) => onChange(next.length === 0 ? undefined : next);
  const toggle = (row: RosterEntry, on: boolean) => {
    // In the roster's order, whatever the order of ticking.
    const names = new Set([...chosen.map((c) => c.name), row.name]);
    if (!on) names.delete(row.name);
    const at = (name: string) => (name === row.name ? row : (chosen.find((c) => c.name === name) ?? row));
    emit(
      [...roster.map((r) => r.name), ...others.map((o) => o.name)]
        .filter((name) => names.has(name))
        .map((name) => at(name)),
    );
  };
  const change = (before: RosterEntry, next: RosterEntry, ticked: boolean) => {
    if (!ticked) {
      setEdits({ ...edits, [before.name]: next });
      return;
    }
    emit(chosen.map((c) => (c.name === before.name ? next : c)));
  };
  const add = () => {
    const taken = new Set(rows.map((r) => r.entry.name));
    let n = 1;
    while (taken.has(t("web.initiative.newName", { n }))) n++;
    emit([...chosen, { name: t("web.initiative.newName", { n }), speed: 0, dexterity: 0 }]);
  };
  const number = (text: string) => (text === "" || Number.isNaN(Number(text)) ? 0 : Math.trunc(Number(text)));
  return (
    <fieldset className="wide initiative-list" id={id} data-testid="initiative-participants">
      <legend>{label}</legend>
      {rows.length === 0 && <p className="muted">{t("web.initiative.nobody")}</p>}
      {rows.length > 0 && (
        <div className="initiative-row initiative-head" aria-hidden="true">
          <span />
          <span>{t("web.initiative.speed")}</span>
          <span>{t("web.initiative.dexterity")}</span>
        </div>
      )}
      {rows.map(({ entry, ticked, own }, i) => (
        <div className="initiative-row" key={own ? `own-${i}` : entry.name}>
          {own ? (
            <span className="initiative-own">
              <input
                type="checkbox"
                checked
                aria-label={t("web.initiative.take", { name: entry.name })}
                onChange={() => emit(chosen.filter((c) => c !== entry))}
              />
              <input
                value={entry.name}
                aria-label={t("web.initiative.nameOf", { n: i + 1 })}
                onChange={(e) => change(entry, { ...entry, name: e.target.value || entry.name }, true)}
              />
            </span>
          ) : (
            <label className="check">
              {/* Named as what ticking does: the fight's own list names its people alone. */}
              <input
                type="checkbox"
                checked={ticked}
                aria-label={t("web.initiative.take", { name: entry.name })}
                onChange={(e) => toggle(entry, e.target.checked)}
              />
              {entry.name}
            </label>
          )}
          <input
            type="number"
            inputMode="numeric"
            min={-99}
            max={99}
            value={entry.speed}
            aria-label={t("web.initiative.speedOf", { name: entry.name })}
            onChange={(e) => change(entry, { ...entry, speed: number(e.target.value) }, ticked)}
          />
          <input
            type="number"
            inputMode="numeric"
            min={-99}
            max={99}
            value={entry.dexterity}
            aria-label={t("web.initiative.dexterityOf", { name: entry.name })}
            onChange={(e) => change(entry, { ...entry, dexterity: number(e.target.value) }, ticked)}
          />
        </div>
      ))}
      {rows.length > 0 && chosen.length === 0 && (
        <p className="muted" role="status">
          {t("web.initiative.noneTicked")}
        </p>
      )}
      <p className="muted small">
        {t(roster.length > 0 ? "web.initiative.hint" : "web.initiative.hintNoTable")}
      </p>
      <div>
        <button type="button" onClick={add}>
          {t("web.initiative.add")}
        </button>
      </div>
    </fieldset>
  );
}

import type { TableSettings } from "@spieltisch/engine";
import { useEffect, useState } from "react";
import { startValues } from "../actions/action-defaults.js";
import { cleanOptions, fieldsOf } from "../actions/fields.js";
import type { TableAction } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";
import { sheetFill, suitableWeapons } from "../lib/play-request.js";
import { sheetValuesOf, valueChoices } from "../lib/play-state.js";
import type { Member, PlayCharacterView, PlayFields, TableSession } from "../session/types.js";
import { ActionForm } from "./action-form.js";
import { FailureMessage, useFailure } from "./failure-message.js";
import { OddsPanel } from "./odds-panel.js";
import { PlayOddsPanel } from "./play-odds-panel.js";

/** Who rolls and against whom, as the GM picks it in the request form. */
interface RequestChoice {
  readonly actor?: string | undefined;
  readonly skill?: string | undefined;
  readonly opponent?: string | undefined;
  readonly opponentSkill?: string | undefined;
  readonly weapon?: string | undefined;
  readonly opponentWeapon?: string | undefined;
}

const isNpc = (c: PlayCharacterView) => c.character.npc === true;
const isSecretNpc = (c: PlayCharacterView) => isNpc(c) && c.character.secret === true;
const nameOf = (c: PlayCharacterView) => String(c.character.name ?? c.id);

/**
 * The GM's request to the table, folded away until the GM opens it: its fields would otherwise
 * stand twice on the page, next to the dice form's with the same names.
 */
export function RequestForm(props: {
  session: TableSession;
  entry: TableAction;
  system: string;
  table: TableSettings;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  return (
    <section className="card stack" aria-labelledby="request-title" data-testid="request-form">
      <h2 id="request-title" className="disclosure">
        <button
          type="button"
          aria-expanded={open}
          aria-controls="request-body"
          onClick={() => setOpen(!open)}
        >
          {t("web.request.formTitle")}
        </button>
      </h2>
      {open && (
        <div id="request-body" className="stack">
          <RequestFormBody {...props} />
        </div>
      )}
    </section>
  );
}

/**
 * The GM's request to the table (CONTRACT §6), for the action chosen above: who rolls — one of
 * the table's characters (a player's with who plays it) and a value from its sheet — and, where
 * the action has two sides, against whom, with the weapons from the sheets; the action's other
 * options; the exact odds with the characters' conditions before sending; „Ergebnis anwenden“; to
 * whom (a player's character goes to whoever plays it) and whether it stays secret.
 */
function RequestFormBody({
  session,
  entry,
  system,
  table,
}: {
  session: TableSession;
  entry: TableAction;
  system: string;
  table: TableSettings;
}) {
  const { t, tk } = useI18n();
  const [choice, setChoice] = useState<RequestChoice>({});
  const [allValues, setAllValues] = useState<Record<string, Record<string, unknown>>>({});
  const [apply, setApply] = useState(false);
  const [to, setTo] = useState("");
  const [secret, setSecret] = useState(false);
  const [label, setLabel] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const { failure, attempt } = useFailure();
  const { members, refresh } = useMembers(session);
  const characters = session.playCharacters();
  const sides = entry.adapter.sides;
  const actor = sides?.actor ? characters.find((c) => c.id === choice.actor) : undefined;
  const opponent = sides?.opponent ? characters.find((c) => c.id === choice.opponent) : undefined;
  const weaponsOf = (role: "actor" | "opponent", c: PlayCharacterView | undefined) =>
    suitableWeapons(system, entry.id, role, c);
  const characterItems = (list: readonly PlayCharacterView[]) =>
    list.map((c) => ({ value: c.id, label: characterLabel(c) }));
  const skill = actor ? choice.skill : undefined;
  const opponentSkill = opponent ? choice.opponentSkill : undefined;
  const weapon = weaponsOf("actor", actor).some((w) => w.name === choice.weapon) ? choice.weapon : undefined;
  const opponentWeapon = weaponsOf("opponent", opponent).some((w) => w.name === choice.opponentWeapon)
    ? choice.opponentWeapon
    : undefined;
  // What the sheets give is left to the sheets: asked now, rolled with the sheet of the moment.
  const fill = sheetFill(
    entry,
    {
      actor: actor?.id,
      opponent: opponent?.id,
      skill,
      opponentSkill,
      // No weapon picked is none (a request names its weapons), not the sheet's first.
      weapon: weapon ?? null,
      opponentWeapon: opponentWeapon ?? null,
    },
    characters,
    system,
    table,
  );
  const filled = new Set([...fill.keys.actor, ...fill.keys.opponent]);
  const values = startValues(system, entry, allValues[entry.id]);
  const fields = fieldsOf(entry.adapter.options, values).filter((f) => !filled.has(f.name));
  const options = cleanOptions(values, fields);
  const play: PlayFields = {
    ...(actor ? { actor: actor.id } : {}),
    ...(skill !== undefined ? { skill } : {}),
    ...(weapon !== undefined ? { weapon } : {}),
    ...(opponent ? { opponent: opponent.id } : {}),
    ...(opponentSkill !== undefined ? { opponentSkill } : {}),
    ...(opponentWeapon !== undefined ? { opponentWeapon } : {}),
  };
  const withCharacters = actor !== undefined || opponent !== undefined;
  // A player's character is rolled by whoever plays it: the request goes to them.
  const owner = actor && !isNpc(actor) ? actor.owner : null;
  const ownerName = (id: string | null) =>
    members?.find((m) => m.id === id)?.name ?? t("web.request.someMember");
  const characterLabel = (c: PlayCharacterView) =>
    isSecretNpc(c)
      ? t("web.request.secretNpc", { name: nameOf(c) })
      : isNpc(c)
        ? t("web.request.npc", { name: nameOf(c) })
        : t("web.request.playedBy", { name: nameOf(c), owner: ownerName(c.owner) });
  const players = (members ?? []).filter((m) => m.kind === "member" && !m.revoked && m.role === "player");

  const send = async () => {
    setSent(null);
    const text = label || tk(`web.action.${entry.id}`, entry.id);
    const target = owner ?? (to || undefined);
    const done = await attempt(async () => {
      await session.requestRoll(entry.id, options, text, {
        ...play,
        ...(target ? { to: target } : {}),
        ...(secret ? { secret } : {}),
        ...(apply && withCharacters ? { apply } : {}),
      });
      return true;
    });
    if (done) setSent(text);
  };

  return (
    <>
      <p className="muted">
        {t("web.request.actionFromAbove", { action: tk(`web.action.${entry.id}`, entry.id) })}
      </p>
      {characters.length > 0 && sides?.actor && (
        <div className="row wrap">
          <PickOrNone
            id="request-actor"
            label={t("web.request.who")}
            none={t("web.request.nobody")}
            items={characterItems(characters.filter((c) => !isSecretNpc(c)))}
            selected={actor?.id}
            onSelect={(id) => setChoice({ ...choice, actor: id, skill: undefined, weapon: undefined })}
          />
          {actor && sides.actor.value !== undefined && (
            <PickOrNone
              id="request-skill"
              label={t("web.request.value")}
              none={t("web.request.byHand")}
              items={valueItems(
                valueChoices(sheetValuesOf(system, actor.character, table), sides.actor.valueKinds),
              )}
              hideWhenEmpty
              selected={skill}
              onSelect={(name) => setChoice({ ...choice, skill: name })}
            />
          )}
          <PickOrNone
            id="request-weapon"
            label={t("web.request.weapon")}
            none={t("web.request.noWeapon")}
            items={weaponItems(weaponsOf("actor", actor))}
            hideWhenEmpty
            selected={weapon}
            onSelect={(name) => setChoice({ ...choice, weapon: name })}
          />
        </div>
      )}
      {characters.length > 0 && sides?.opponent && (
        <div className="row wrap">
          <PickOrNone
            id="request-opponent"
            label={t("web.request.opponent")}
            none={t("web.request.nobody")}
            items={characterItems(characters.filter((c) => c.id !== actor?.id))}
            selected={opponent?.id}
            onSelect={(id) =>
              setChoice({ ...choice, opponent: id, opponentSkill: undefined, opponentWeapon: undefined })
            }
          />
          {opponent && sides.opponent.value !== undefined && (
            <PickOrNone
              id="request-opponent-skill"
              label={t("web.request.opponentValue")}
              none={t("web.request.byHand")}
              items={valueItems(
                valueChoices(sheetValuesOf(system, opponent.character, table), sides.opponent.valueKinds),
              )}
              hideWhenEmpty
              selected={opponentSkill}
              onSelect={(name) => setChoice({ ...choice, opponentSkill: name })}
            />
          )}
          <PickOrNone
            id="request-opponent-weapon"
            label={t("web.request.opponentWeapon")}
            none={t("web.request.noWeapon")}
            items={weaponItems(weaponsOf("opponent", opponent))}
            hideWhenEmpty
            selected={opponentWeapon}
            onSelect={(name) => setChoice({ ...choice, opponentWeapon: name })}
          />
        </div>
      )}
      <ActionForm
        idPrefix={`request-${entry.id}`}
        system={system}
        fields={fields}
        values={values}
        onChange={(next) => setAllValues({ ...allValues, [entry.id]: next })}
      />
      {withCharacters ? (
        <PlayOddsPanel session={session} action={entry.id} request={{ options, play, overrides: [] }} />
      ) : (
        <OddsPanel entry={entry} fields={fields} values={values} table={table} />
      )}
      {withCharacters && (
        <label className="check">
          <input type="checkbox" checked={apply} onChange={(e) => setApply(e.target.checked)} />
          {t("web.play.apply")}
        </label>
      )}
      {withCharacters && apply && <p className="muted">{t("web.request.applyHint")}</p>}
      <label>
        {t("web.request.label")}
        <input
          value={label}
          onChange={(e) => setLabel(e.target.value)}
          placeholder={t("web.dice.labelHint")}
        />
      </label>
      {owner !== null && actor ? (
        <p data-testid="request-goes-to">
          {t("web.request.goesTo", { name: ownerName(owner), character: nameOf(actor) })}
        </p>
      ) : members !== null ? (
        <label>
          {t("web.request.to")}
          <select
            value={to}
            onFocus={refresh}
            onChange={(e) => setTo(e.target.value)}
            data-testid="request-to"
          >
            <option value="">{t("web.request.everyone")}</option>
            {players.map((m) => (
              <option key={m.id} value={m.id}>
                {m.name ?? tk(`web.role.${m.role}`, m.role)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <p className="muted">{t("web.request.membersUnavailable")}</p>
      )}
      <label className="check">
        <input type="checkbox" checked={secret} onChange={(e) => setSecret(e.target.checked)} />
        {t("web.request.secret")}
      </label>
      <div className="row">
        <button type="button" className="primary" onClick={() => void send()}>
          {t("web.dice.request")}
        </button>
      </div>
      <FailureMessage failure={failure} />
      {sent !== null && (
        <p role="status" data-testid="request-sent">
          {t("web.request.sent", { label: sent })}
        </p>
      )}
    </>
  );
}

/** A sheet's values as picks: each with its number. */
const valueItems = (values: readonly { readonly name: string; readonly value: number }[]) =>
  values.map((v) => ({ value: v.name, label: `${v.name} (${v.value})` }));

/** A sheet's weapons as picks, by name. */
const weaponItems = (weapons: readonly { readonly name: string }[]) =>
  weapons.map((w) => ({ value: w.name, label: w.name }));

/**
 * One of a few named things to pick, or none (the first option, `none`): who rolls, a value of
 * their sheet, a weapon of it. Nothing when there is nothing to pick and `hideWhenEmpty`.
 */
function PickOrNone(props: {
  id: string;
  label: string;
  none: string;
  items: readonly { readonly value: string; readonly label: string }[];
  selected: string | undefined;
  hideWhenEmpty?: boolean;
  onSelect(value: string | undefined): void;
}) {
  if (props.hideWhenEmpty && props.items.length === 0) return null;
  return (
    <label htmlFor={props.id}>
      {props.label}
      <select
        id={props.id}
        value={props.selected ?? ""}
        onChange={(e) => props.onSelect(e.target.value === "" ? undefined : e.target.value)}
      >
        <option value="">{props.none}</option>
        {props.items.map((item) => (
          <option key={item.value} value={item.value}>
            {item.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * The people at the table as the GM sees them (`GET …/credentials`): who plays which character,
 * and whom a request can go to. Null when the list could not be read (the request then goes to
 * everyone). Read again each time the GM opens the choice, so someone who joined a minute ago is there.
 */
function useMembers(session: TableSession) {
  const [members, setMembers] = useState<readonly Member[] | null>([]);
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new round reads the list again.
  useEffect(() => {
    let live = true;
    session.members().then(
      (all) => {
        if (live) setMembers(all);
      },
      () => {
        if (live) setMembers(null);
      },
    );
    return () => {
      live = false;
    };
  }, [session, round]);
  return { members, refresh: () => setRound((r) => r + 1) } as const;
}

import type { Fighter, MemberEvent } from "@spieltisch/protocol";
import { useMemo, useState } from "react";
import { startValues } from "../../actions/action-defaults.js";
import { cleanOptions, fieldsOf } from "../../actions/fields.js";
import { type TableAction, tableActions } from "../../actions/odds.js";
import { useI18n } from "../../lib/i18n.js";
import { type PlayChoice, playRequest } from "../../lib/play-request.js";
import { sheetValuesOf } from "../../lib/play-state.js";
import { forNewTarget, withTargetArmor } from "../../lib/sheet-equipment.js";
import { useStoredState } from "../../lib/stored-state.js";
import { settingsOf } from "../../session/local-session.js";
import type { PlayCharacterView, TableSession } from "../../session/types.js";
import { ActionForm } from "../action-form.js";
import { FailureMessage, useFailure } from "../failure-message.js";
import { optionsText } from "../options-text.js";
import { PlayOddsPanel } from "../play-odds-panel.js";
import { RollResult } from "../roll-result.js";
import { WeaponPicker } from "../weapon-picker.js";

/**
 * The actions a fighter takes on their turn: every action of the table where a character acts,
 * those against an opponent first (a fight's blows before its other checks).
 */
export function turnActions(system: string, modules: readonly string[]): TableAction[] {
  const acting = tableActions(system, modules).filter((a) => a.adapter.sides?.actor?.acts === true);
  return [
    ...acting.filter((a) => a.adapter.sides?.opponent),
    ...acting.filter((a) => !a.adapter.sides?.opponent),
  ];
}

/**
 * The active fighter's turn, for whoever may act as them (their owner, the GM): the action, the
 * value from the sheet, the target among the other fighters and its value, the exact odds with
 * both conditions (`POST …/odds` with `actor` / `opponent`) and one tap that rolls with
 * `apply: true`, so the result is booked on both conditions in the same event.
 */
export function CombatTurn({
  session,
  fighter,
  fighters,
  characters,
}: {
  session: TableSession;
  fighter: Fighter & { characterId: string };
  fighters: readonly Fighter[];
  characters: readonly PlayCharacterView[];
}) {
  const i18n = useI18n();
  const { t, tk } = i18n;
  const { config } = session;
  const table = settingsOf(config);
  const actions = useMemo(() => turnActions(config.system, config.modules), [config.system, config.modules]);
  const key = `spieltisch.combat.${config.id}.turn.${fighter.characterId}`;
  const [saved, setSaved] = useStoredState<{ action?: string; choice?: PlayChoice }>(key, {});
  const [allValues, setAllValues] = useStoredState<Record<string, Record<string, unknown>>>(
    `${key}.values`,
    {},
  );
  const [last, setLast] = useState<MemberEvent<"roll"> | null>(null);
  const [busy, setBusy] = useState(false);
  const { failure, attempt } = useFailure();
  const entry = actions.find((a) => a.id === saved.action) ?? actions[0];
  if (!entry) return null;
  const targets = fighters.filter(
    (f): f is Fighter & { characterId: string } =>
      f.characterId !== undefined &&
      f.characterId !== fighter.characterId &&
      characters.some((c) => c.id === f.characterId),
  );
  const sides = entry.adapter.sides;
  const chosenTarget = targets.find((f) => f.characterId === saved.choice?.opponent) ?? targets[0];
  const characterOf = (id: string | undefined) => characters.find((c) => c.id === id)?.character;
  // An EWS target's Schutz from its sheet where none was typed (FoKa), shown in the values.
  const values = withTargetArmor(
    config.system,
    entry.id,
    startValues(config.system, entry, allValues[entry.id]),
    sides?.opponent ? characterOf(chosenTarget?.characterId) : undefined,
    table,
  );
  const fields = fieldsOf(entry.adapter.options, values);
  const setValues = (next: Record<string, unknown>) => setAllValues({ ...allValues, [entry.id]: next });
  const choice: PlayChoice = {
    actor: fighter.characterId,
    ...(sides?.opponent && chosenTarget ? { opponent: chosenTarget.characterId } : {}),
    ...(saved.choice?.skill ? { skill: saved.choice.skill } : {}),
    ...(sides?.opponent && saved.choice?.opponentSkill ? { opponentSkill: saved.choice.opponentSkill } : {}),
    apply: true,
  };
  const setChoice = (next: Partial<PlayChoice>) =>
    setSaved({ ...saved, choice: { ...saved.choice, ...next } });
  const valuesOf = (id: string | undefined) => {
    const c = characters.find((x) => x.id === id);
    return c ? sheetValuesOf(config.system, c.character, table) : [];
  };
  /** Picks a sheet value and puts its number into the form, so the form shows what is rolled. */
  const pickSkill = (role: "actor" | "opponent", name: string) => {
    const option = sides?.[role]?.value;
    const found = valuesOf(role === "actor" ? choice.actor : choice.opponent).find((v) => v.name === name);
    setChoice(role === "actor" ? { skill: name || undefined } : { opponentSkill: name || undefined });
    if (option && found) setValues({ ...values, [option]: found.value });
  };
  /** A new target defends with the value of the same name as the attacker's, where it has one. */
  const pickTarget = (id: string) => {
    const same = choice.skill ? valuesOf(id).find((v) => v.name === choice.skill) : undefined;
    const option = sides?.opponent?.value;
    setChoice({ opponent: id, opponentSkill: same?.name });
    const fresh = forNewTarget(config.system, entry.id, values);
    setValues(option && same ? { ...fresh, [option]: same.value } : fresh);
  };
  const play = playRequest(entry, choice, cleanOptions(values, fields), characters, config.system, table);
  const actorName = fighter.name ?? t("web.combat.hidden");
  // The rules let only an active fighter act (the server refuses the rest with
  // `character-not-active`): say so before the tap, not after.
  const actorStatus = characters.find((c) => c.id === fighter.characterId)?.play.status ?? null;
  const cannotAct = actorStatus !== null && actorStatus !== "active";
  const targetName = chosenTarget?.name ?? t("web.combat.noTarget");

  const roll = async () => {
    setBusy(true);
    const event = await attempt(() =>
      session.roll(entry.id, play.options, {
        ...play.play,
        apply: true,
        label: sides?.opponent ? `${actorName} → ${targetName}` : actorName,
      }),
    );
    setBusy(false);
    if (event) setLast(event);
  };

  return (
    <section className="card stack" aria-labelledby="combat-turn" data-testid="combat-turn">
      <h3 id="combat-turn">{t("web.combat.act", { name: actorName })}</h3>
      <fieldset className="segmented">
        <legend className="sr-only">{t("web.dice.action")}</legend>
        {actions.map((a) => (
          <button
            key={a.id}
            type="button"
            aria-pressed={a.id === entry.id}
            onClick={() => setSaved({ ...saved, action: a.id })}
          >
            {tk(`web.action.${a.id}`, a.id)}
          </button>
        ))}
      </fieldset>
      <div className="row wrap">
        {sides?.actor?.value !== undefined && (
          <SkillPicker
            id="combat-skill"
            label={t("web.combat.value")}
            values={valuesOf(choice.actor)}
            selected={choice.skill}
            onPick={(name) => pickSkill("actor", name)}
          />
        )}
        {sides?.opponent && (
          <label htmlFor="combat-target">
            {t("web.combat.target")}
            <select
              id="combat-target"
              value={chosenTarget?.characterId ?? ""}
              onChange={(e) => pickTarget(e.target.value)}
            >
              {targets.map((f) => (
                <option key={f.characterId} value={f.characterId}>
                  {f.name ?? t("web.combat.hidden")}
                </option>
              ))}
            </select>
          </label>
        )}
        {sides?.opponent?.value !== undefined && chosenTarget && (
          <SkillPicker
            id="combat-target-skill"
            label={t("web.combat.targetValue")}
            values={valuesOf(choice.opponent)}
            selected={choice.opponentSkill}
            onPick={(name) => pickSkill("opponent", name)}
          />
        )}
        <WeaponPicker
          id="combat-weapon"
          system={config.system}
          action={entry.id}
          actor={characterOf(choice.actor)}
          target={sides?.opponent ? characterOf(choice.opponent) : undefined}
          table={table}
          values={values}
          onValues={setValues}
        />
      </div>
      {/* The rest of the action's values fold away: a fight repeats them, the summary says them. */}
      <details>
        <summary data-testid="combat-values">
          {t("web.combat.moreValues", { summary: optionsText(play.options, i18n) })}
        </summary>
        <ActionForm
          idPrefix={`combat-${entry.id}`}
          system={config.system}
          fields={fields}
          values={values}
          onChange={setValues}
        />
      </details>
      {/* A fighter out of action has no odds to show: the hint below says why, once. */}
      {!cannotAct && <PlayOddsPanel session={session} action={entry.id} request={play} />}
      <button
        type="button"
        className="primary big"
        disabled={busy || cannotAct || (sides?.opponent !== undefined && !chosenTarget)}
        aria-describedby={cannotAct ? "combat-cannot-act" : undefined}
        onClick={() => void roll()}
      >
        {t("web.combat.rollApply")}
      </button>
      {cannotAct && (
        <p id="combat-cannot-act" className="hint" data-testid="combat-cannot-act">
          {t("web.combat.cannotAct", {
            name: actorName,
            status: tk(`web.play.status.${actorStatus}`, actorStatus),
          })}
        </p>
      )}
      <FailureMessage failure={failure} />
      {last && <RollResult event={last} />}
    </section>
  );
}

/** A sheet value to roll with, or the value typed in the form. */
function SkillPicker(props: {
  id: string;
  label: string;
  values: readonly { name: string; value: number }[];
  selected: string | undefined;
  onPick(name: string): void;
}) {
  const { t } = useI18n();
  if (props.values.length === 0) return null;
  return (
    <label htmlFor={props.id}>
      {props.label}
      <select id={props.id} value={props.selected ?? ""} onChange={(e) => props.onPick(e.target.value)}>
        <option value="">{t("web.play.ownValue")}</option>
        {props.values.map((v) => (
          <option key={v.name} value={v.name}>
            {v.name} ({v.value})
          </option>
        ))}
      </select>
    </label>
  );
}

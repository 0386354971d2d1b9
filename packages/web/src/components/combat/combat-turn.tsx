import { type Fighter, gearOf, type MemberEvent } from "@spieltisch/protocol";
import { useMemo, useState } from "react";
import { cleanOptions } from "../../actions/fields.js";
import { type TableAction, tableActions } from "../../actions/odds.js";
import {
  type ActionMemory,
  type FightMemory,
  fighterKey,
  fightMemoryKey,
  fightMemorySchema,
  skillChoice,
} from "../../lib/fight-memory.js";
import { useI18n } from "../../lib/i18n.js";
import { forgetSide, playForm } from "../../lib/play-form.js";
import { type PlayChoice, playRequest, sheetFill } from "../../lib/play-request.js";
import { sheetValuesOf } from "../../lib/play-state.js";
import { useStoredState } from "../../lib/stored-state.js";
import { settingsOf } from "../../session/local-session.js";
import type { PlayCharacterView, TableSession } from "../../session/types.js";
import { ActionForm } from "../action-form.js";
import { FailureMessage, useFailure } from "../failure-message.js";
import { optionsText } from "../options-text.js";
import { PlayOddsPanel } from "../play-odds-panel.js";
import { WeaponSelect } from "../weapon-select.js";

/**
 * The actions a fighter takes on their turn: every action of the table where a character acts —
 * those with a weapon first (a fight's blows and shots), then the others against an opponent, then
 * the rest.
 */
export function turnActions(system: string, modules: readonly string[]): TableAction[] {
  const acting = tableActions(system, modules).filter((a) => a.adapter.sides?.actor?.acts === true);
  const armed = (a: TableAction) => gearOf(system)?.takesWeapon(a.id, "actor") === true;
  return [
    ...acting.filter(armed),
    ...acting.filter((a) => !armed(a) && a.adapter.sides?.opponent),
    ...acting.filter((a) => !armed(a) && !a.adapter.sides?.opponent),
  ];
}

/** A fighter the one on turn can act against: one this member sees, or a hidden one by its ref. */
interface Target {
  readonly key: string;
  readonly label: string;
  /** Its character, when this member sees it. */
  readonly character?: PlayCharacterView;
  /** Its ref, when this member does not see it (a secret NPC: „Verborgene Gestalt“). */
  readonly ref?: string;
}

/**
 * The active fighter's turn, for whoever may act as them (their owner, the GM): the action, the
 * value and weapon from the sheet, the target among the other fighters (a secret NPC as
 * „Verborgene Gestalt“ for players) with its value and weapon, the exact odds with both
 * conditions and what the sheets give in words, and one tap that rolls with `apply: true`. It
 * opens on the fighter's best combat value, first fitting weapon and the first other fighter,
 * and remembers per fighter what was chosen for the rest of the fight (`fight-memory.ts`).
 */
export function CombatTurn({
  session,
  fighter,
  fighters,
  labels,
  characters,
  fightId,
  onRolled,
}: {
  session: TableSession;
  fighter: Fighter & { characterId: string };
  fighters: readonly Fighter[];
  /** Each fighter's name for this member, by place in `fighters`. */
  labels: readonly string[];
  characters: readonly PlayCharacterView[];
  /** The running fight's number (its memory's key). */
  fightId: number | null;
  onRolled(event: MemberEvent<"roll">): void;
}) {
  const i18n = useI18n();
  const { t, tk } = i18n;
  const { config } = session;
  const table = settingsOf(config);
  const actions = useMemo(() => turnActions(config.system, config.modules), [config.system, config.modules]);
  const [memory, setMemory] = useStoredState<FightMemory>(
    fightMemoryKey(config.id, fightId),
    fightMemorySchema,
    {},
  );
  const [busy, setBusy] = useState(false);
  const { failure, attempt } = useFailure();
  const me = fighterKey(fighter);
  const mine = memory[me] ?? {};
  const entry = actions.find((a) => a.id === mine.action) ?? actions[0];
  if (!entry) return null;
  const sides = entry.adapter.sides;
  const remembered: ActionMemory = mine.byAction?.[entry.id] ?? {};
  const remember = (next: { action?: string; target?: string; chosen?: ActionMemory }) =>
    setMemory({
      ...memory,
      [me]: {
        ...mine,
        ...(next.action !== undefined ? { action: next.action } : {}),
        ...(next.target !== undefined ? { target: next.target } : {}),
        byAction: { ...mine.byAction, [entry.id]: { ...remembered, ...next.chosen } },
      },
    });

  const targets: Target[] = fighters.flatMap((f, i): Target[] => {
    const key = fighterKey(f);
    if (key === me) return [];
    const character = f.characterId ? characters.find((c) => c.id === f.characterId) : undefined;
    if (character) return [{ key, label: labels[i] ?? key, character }];
    return f.secret === true && f.ref ? [{ key, label: labels[i] ?? key, ref: f.ref }] : [];
  });
  const target = sides?.opponent ? (targets.find((x) => x.key === mine.target) ?? targets[0]) : undefined;
  const actorCharacter = characters.find((c) => c.id === fighter.characterId);
  const valuesOf = (c: PlayCharacterView | undefined) =>
    c ? sheetValuesOf(config.system, c.character, table) : [];
  const choice: PlayChoice = {
    actor: fighter.characterId,
    ...(target?.character ? { opponent: target.character.id } : {}),
    ...(target?.ref ? { opponentFighter: target.ref } : {}),
    skill:
      sides?.actor?.value === undefined
        ? undefined
        : skillChoice(config.system, entry.id, "actor", valuesOf(actorCharacter), remembered.skill),
    ...(target?.character && sides?.opponent?.value !== undefined
      ? {
          opponentSkill: skillChoice(
            config.system,
            entry.id,
            "opponent",
            valuesOf(target.character),
            remembered.opponentSkill,
          ),
        }
      : {}),
    weapon: remembered.weapon,
    ...(target?.character ? { opponentWeapon: remembered.opponentWeapon } : {}),
    apply: true,
  };
  const typed = new Set(remembered.typed ?? []);
  const fill = sheetFill(entry, choice, characters, config.system, table);
  // A hidden target's value is the table's: its field is not shown, nor sent.
  const form = playForm(
    config.system,
    entry,
    remembered.values ?? {},
    fill,
    typed,
    target?.ref ? fill.keys.opponent : [],
  );
  const play = playRequest(
    entry,
    choice,
    cleanOptions(form.values, form.fields),
    characters,
    config.system,
    table,
    form.typed,
  );

  /** A side's pick changed: what its sheet gives is the sheet's again. */
  const pick = (chosen: ActionMemory, side: "actor" | "opponent", nextTarget?: string) => {
    const next: PlayChoice = {
      ...choice,
      ...("skill" in chosen ? { skill: chosen.skill ?? undefined } : {}),
      ...("opponentSkill" in chosen ? { opponentSkill: chosen.opponentSkill ?? undefined } : {}),
      ...("weapon" in chosen ? { weapon: chosen.weapon } : {}),
      ...("opponentWeapon" in chosen ? { opponentWeapon: chosen.opponentWeapon } : {}),
    };
    const after = sheetFill(entry, next, characters, config.system, table);
    remember({
      ...(nextTarget !== undefined ? { target: nextTarget } : {}),
      chosen: { ...chosen, typed: forgetSide([...typed], fill, after, side) },
    });
  };
  const pickTarget = (key: string) => {
    const next = targets.find((x) => x.key === key);
    // A new target defends with its own best value and weapon.
    const chosen: ActionMemory = { opponentSkill: undefined, opponentWeapon: undefined };
    const nextChoice: PlayChoice = {
      ...choice,
      opponent: next?.character?.id,
      opponentFighter: next?.ref,
      opponentSkill: undefined,
      opponentWeapon: undefined,
    };
    const after = sheetFill(entry, nextChoice, characters, config.system, table);
    remember({ target: key, chosen: { ...chosen, typed: forgetSide([...typed], fill, after, "opponent") } });
  };

  const actorName = labels[fighters.indexOf(fighter)] ?? fighter.name ?? t("web.combat.hidden");
  // The rules let only an active fighter act (the server refuses the rest with
  // `character-not-active`): say so before the tap, not after.
  const actorStatus = actorCharacter?.play.status ?? null;
  const cannotAct = actorStatus !== null && actorStatus !== "active";
  const noTarget = sides?.opponent !== undefined && !target;
  const why = cannotAct ? "combat-cannot-act" : noTarget ? "combat-no-target" : undefined;

  const roll = async () => {
    setBusy(true);
    const event = await attempt(() =>
      session.roll(entry.id, play.options, {
        ...play.play,
        apply: true,
        label: target ? `${actorName} → ${target.label}` : actorName,
      }),
    );
    setBusy(false);
    if (event) onRolled(event);
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
            onClick={() => setMemory({ ...memory, [me]: { ...mine, action: a.id } })}
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
            values={valuesOf(actorCharacter)}
            selected={choice.skill}
            fromCondition={conditionValue(entry, "actor", actorCharacter)}
            onPick={(name) => pick({ skill: name ?? null }, "actor")}
          />
        )}
        <WeaponSelect
          id="combat-weapon"
          label={t("web.play.weapon")}
          system={config.system}
          action={entry.id}
          side="actor"
          character={actorCharacter}
          chosen={choice.weapon}
          onPick={(weapon) => pick({ weapon }, "actor")}
        />
      </div>
      {sides?.opponent && (
        <div className="row wrap">
          {targets.length > 0 && (
            <label htmlFor="combat-target">
              {t("web.combat.target")}
              <select
                id="combat-target"
                value={target?.key ?? ""}
                onChange={(e) => pickTarget(e.target.value)}
              >
                {targets.map((x) => (
                  <option key={x.key} value={x.key}>
                    {x.label}
                  </option>
                ))}
              </select>
            </label>
          )}
          {target?.character && sides.opponent.value !== undefined && (
            <SkillPicker
              id="combat-target-skill"
              label={t("web.combat.targetValue")}
              values={valuesOf(target.character)}
              selected={choice.opponentSkill}
              fromCondition={conditionValue(entry, "opponent", target.character)}
              onPick={(name) => pick({ opponentSkill: name ?? null }, "opponent")}
            />
          )}
          {target?.character && (
            <WeaponSelect
              id="combat-target-weapon"
              label={t("web.combat.targetWeapon")}
              system={config.system}
              action={entry.id}
              side="opponent"
              character={target.character}
              chosen={choice.opponentWeapon}
              onPick={(opponentWeapon) => pick({ opponentWeapon }, "opponent")}
            />
          )}
        </div>
      )}
      {target?.ref && (
        <p className="muted" data-testid="combat-hidden-target">
          {t("web.combat.hiddenTarget", { name: target.label })}
        </p>
      )}
      {/* The rest of the action's values fold away: a fight repeats them, the summary says them. */}
      <details>
        <summary data-testid="combat-values">
          {t("web.combat.moreValues", { summary: optionsText(cleanOptions(form.values, form.fields), i18n) })}
        </summary>
        <ActionForm
          idPrefix={`combat-${entry.id}`}
          system={config.system}
          fields={form.fields}
          values={form.values}
          onChange={(next) => {
            const kept = form.change(next);
            remember({ chosen: { values: kept.values, typed: kept.typed } });
          }}
        />
      </details>
      {/* A fighter out of action, or a blow without a target, has no odds to show: the hint says why. */}
      {!why && <PlayOddsPanel session={session} action={entry.id} request={play} />}
      <button
        type="button"
        className="primary big"
        disabled={busy || why !== undefined}
        aria-describedby={why}
        aria-busy={busy}
        onClick={() => void roll()}
      >
        {busy ? t("web.combat.rolling") : t("web.combat.rollApply")}
      </button>
      {cannotAct && (
        <p id="combat-cannot-act" className="hint" data-testid="combat-cannot-act">
          {t("web.combat.cannotAct", {
            name: actorName,
            status: tk(`web.play.status.${actorStatus}`, actorStatus),
          })}
        </p>
      )}
      {!cannotAct && noTarget && (
        <p id="combat-no-target" className="hint" data-testid="combat-no-target">
          {t("web.combat.noTargets", { name: actorName })}
        </p>
      )}
      <FailureMessage failure={failure} />
    </section>
  );
}

/**
 * The number a side's condition gives its value option where no sheet value is named (Kampfwürfel:
 * the KW of the phase an attack or a defence declares), or undefined.
 */
function conditionValue(
  entry: TableAction,
  role: "actor" | "opponent",
  character: PlayCharacterView | undefined,
): number | undefined {
  const spec = entry.adapter.sides?.[role];
  if (!spec?.value || !character) return undefined;
  const value = spec.conditionOptions?.(character.play.condition)?.[spec.value];
  return typeof value === "number" ? value : undefined;
}

/**
 * A sheet value to roll with, or — the first choice — what the condition gives (`fromCondition`)
 * or the value typed in the form.
 */
function SkillPicker(props: {
  id: string;
  label: string;
  values: readonly { name: string; value: number }[];
  selected: string | undefined;
  fromCondition?: number | undefined;
  onPick(name: string | undefined): void;
}) {
  const { t } = useI18n();
  if (props.values.length === 0) return null;
  return (
    <label htmlFor={props.id}>
      {props.label}
      <select
        id={props.id}
        value={props.selected ?? ""}
        onChange={(e) => props.onPick(e.target.value === "" ? undefined : e.target.value)}
      >
        <option value="">
          {props.fromCondition === undefined
            ? t("web.play.ownValue")
            : t("web.play.conditionValue", { value: props.fromCondition })}
        </option>
        {props.values.map((v) => (
          <option key={v.name} value={v.name}>
            {v.name} ({v.value})
          </option>
        ))}
      </select>
    </label>
  );
}

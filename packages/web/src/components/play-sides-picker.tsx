import type { TableSettings } from "@spieltisch/engine";
import type { SideRole } from "@spieltisch/protocol";
import type { ReactNode } from "react";
import type { TableAction } from "../actions/odds.js";
import { useI18n } from "../lib/i18n.js";
import { mayApply, type PlayChoice } from "../lib/play-request.js";
import { sheetValuesOf, valueChoices } from "../lib/play-state.js";
import type { PlayCharacterView } from "../session/types.js";
import { WeaponSelect } from "./weapon-select.js";

/**
 * „Würfeln als“: the character who rolls (a player's own; the GM's any, NPCs included), the value
 * from its sheet and its weapon; for two-sided actions the opponent with its value and weapon; and
 * „Ergebnis anwenden“ where this member may book the result (the GM, the actor's owner). Values and
 * weapons go to the table by name (CONTRACT §4, §6): the form shows the sheets' numbers, and what
 * is typed over them is a change the odds name. `onChoice` says which side's pick changed.
 */
export function PlaySidesPicker({
  entry,
  characters,
  system,
  table,
  isGm,
  choice,
  onChoice,
}: {
  entry: TableAction;
  characters: readonly PlayCharacterView[];
  system: string;
  table: TableSettings;
  isGm: boolean;
  choice: PlayChoice;
  onChoice(next: PlayChoice, side?: SideRole): void;
}) {
  const { t } = useI18n();
  const sides = entry.adapter.sides;
  if (!sides?.actor && !sides?.opponent) return null;
  const mine = characters.filter((c) => c.mine);
  const actor = characters.find((c) => c.id === choice.actor);
  const opponents = characters.filter((c) => c.id !== choice.actor);
  const opponent = characters.find((c) => c.id === choice.opponent);
  const canApply = mayApply(choice, characters, isGm);
  const name = (c: PlayCharacterView) =>
    `${String(c.character.name ?? c.id)}${c.character.npc === true ? ` (${t("web.play.npc")})` : ""}`;
  return (
    <fieldset className="play-sides stack">
      <legend>{t("web.play.sides")}</legend>
      {sides.actor && (
        <SidePicker
          id="play-actor"
          label={t("web.play.rollAs")}
          valueLabel={t("web.play.value")}
          characters={mine}
          selected={choice.actor}
          skill={choice.skill}
          valueOption={sides.actor.value}
          valueKinds={sides.actor.valueKinds}
          name={name}
          system={system}
          table={table}
          onCharacter={(id) =>
            onChoice({ ...choice, actor: id, skill: undefined, weapon: undefined }, "actor")
          }
          onSkill={(skill) => onChoice({ ...choice, skill }, "actor")}
        >
          <WeaponSelect
            id="play-weapon"
            label={t("web.play.weapon")}
            system={system}
            action={entry.id}
            side="actor"
            character={actor}
            chosen={choice.weapon}
            onPick={(weapon) => onChoice({ ...choice, weapon }, "actor")}
          />
        </SidePicker>
      )}
      {sides.opponent && (
        <SidePicker
          id="play-opponent"
          label={t("web.play.opponent")}
          valueLabel={t("web.play.opponentValue")}
          characters={opponents}
          selected={choice.opponent}
          skill={choice.opponentSkill}
          valueOption={sides.opponent.value}
          valueKinds={sides.opponent.valueKinds}
          name={name}
          system={system}
          table={table}
          onCharacter={(id) =>
            onChoice(
              { ...choice, opponent: id, opponentSkill: undefined, opponentWeapon: undefined },
              "opponent",
            )
          }
          onSkill={(opponentSkill) => onChoice({ ...choice, opponentSkill }, "opponent")}
        >
          <WeaponSelect
            id="play-opponent-weapon"
            label={t("web.play.opponentWeapon")}
            system={system}
            action={entry.id}
            side="opponent"
            character={opponent}
            chosen={choice.opponentWeapon}
            onPick={(opponentWeapon) => onChoice({ ...choice, opponentWeapon }, "opponent")}
          />
        </SidePicker>
      )}
      {canApply && (
        <label className="check">
          <input
            type="checkbox"
            checked={choice.apply === true}
            onChange={(e) => onChoice({ ...choice, apply: e.target.checked })}
          />
          {t("web.play.apply")}
        </label>
      )}
      {canApply && choice.apply === true && <p className="muted">{t("web.play.applyHint")}</p>}
    </fieldset>
  );
}

/** One side: its character and, where the action has a value option for it, a sheet value. */
function SidePicker(props: {
  id: string;
  label: string;
  valueLabel: string;
  characters: readonly PlayCharacterView[];
  selected: string | undefined;
  skill: string | undefined;
  valueOption: string | undefined;
  /** The kinds of sheet value the option takes (absent: every kind). */
  valueKinds: readonly string[] | undefined;
  name(c: PlayCharacterView): string;
  system: string;
  table: TableSettings;
  onCharacter(id: string | undefined): void;
  onSkill(skill: string | undefined): void;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const character = props.characters.find((c) => c.id === props.selected);
  // Each value once and only those one rolls on for this side (issue #29).
  const values = character
    ? valueChoices(sheetValuesOf(props.system, character.character, props.table), props.valueKinds)
    : [];
  return (
    <div className="row wrap">
      <label htmlFor={props.id}>
        {props.label}
        <select
          id={props.id}
          value={character?.id ?? ""}
          onChange={(e) => props.onCharacter(e.target.value === "" ? undefined : e.target.value)}
        >
          <option value="">{t("web.play.nobody")}</option>
          {props.characters.map((c) => (
            <option key={c.id} value={c.id}>
              {props.name(c)}
            </option>
          ))}
        </select>
      </label>
      {character && props.valueOption !== undefined && values.length > 0 && (
        <label htmlFor={`${props.id}-value`}>
          {props.valueLabel}
          <select
            id={`${props.id}-value`}
            value={props.skill ?? ""}
            onChange={(e) => props.onSkill(e.target.value === "" ? undefined : e.target.value)}
          >
            <option value="">{t("web.play.ownValue")}</option>
            {values.map((v) => (
              <option key={v.name} value={v.name}>
                {v.name} ({v.value})
              </option>
            ))}
          </select>
        </label>
      )}
      {character && props.children}
    </div>
  );
}

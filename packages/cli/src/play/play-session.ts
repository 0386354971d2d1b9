import { resolve } from "node:path";
import {
  type AnyActionAdapter,
  type AppliedCondition,
  adaptedActionIds,
  appliedConditions,
  conditionViewOf,
  consequencesOf,
  findActionAdapter,
  gearOf,
  gearPhrases,
  type Lang,
  type MessageKey,
  type PlaySides,
  type PreparedPlay,
  preparePlay,
  printedDamage,
  rollOutcomes,
  rollSideJson,
  SIDE_ROLES,
  type SideGear,
  type SideModifiers,
  type SideRole,
  translate,
} from "@spieltisch/protocol";
import { optionFlag } from "../adapter-options.js";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import { modifierList } from "../format.js";
import type { CommandOutput } from "../output.js";
import { refuseUnusedDice } from "../unused-dice.js";
import type { ActionPlay } from "./action-play.js";
import { changeLine, dueLines, writtenLine } from "./condition-text.js";
import { loadPlayCharacter, type PlayFile, requireSheetValue, saveCondition } from "./play-character.js";
import { asCliRefusal } from "./play-refusal.js";

/** The play options of a dice command, as commander hands them over. */
export interface PlayOptions {
  readonly char?: string;
  readonly opponentChar?: string;
  readonly skill?: string;
  readonly opponentSkill?: string;
  /** A weapon's name on the actor's sheet (CONTRACT §6). */
  readonly weapon?: string;
  /** A weapon's name on the opponent's sheet. */
  readonly opponentWeapon?: string;
  readonly apply?: boolean;
}

const PLAY_KEYS = [
  "char",
  "opponentChar",
  "skill",
  "opponentSkill",
  "weapon",
  "opponentWeapon",
  "apply",
] as const;

/** Play keys that are an action's own option when they hold a number (`shoot --weapon 6`). */
const NUMERIC_OPTIONS: ReadonlySet<string> = new Set(["weapon"]);

/** Splits commander's options into the play options and the action's own. */
export function splitPlayOptions(options: Readonly<Record<string, unknown>>): {
  play: PlayOptions;
  rest: Record<string, unknown>;
} {
  const rest = Object.fromEntries(
    Object.entries(options).filter(
      ([key, value]) =>
        !(PLAY_KEYS as readonly string[]).includes(key) ||
        (NUMERIC_OPTIONS.has(key) && typeof value === "number"),
    ),
  );
  const text = (key: string): { [k: string]: string } => {
    const value = options[key];
    return typeof value === "string" ? { [key]: value } : {};
  };
  const play: PlayOptions = {
    ...text("char"),
    ...text("opponentChar"),
    ...text("skill"),
    ...text("opponentSkill"),
    ...text("weapon"),
    ...text("opponentWeapon"),
    ...(options.apply === true ? { apply: true } : {}),
  };
  return { play, rest };
}

/** True when any play option was given. */
export const hasPlay = (play: PlayOptions): boolean => PLAY_KEYS.some((k) => play[k] !== undefined);

/** The flags of each side. */
const FLAGS: Readonly<Record<SideRole, { char: string; skill: string; weapon: string }>> = {
  actor: { char: "--char", skill: "--skill", weapon: "--weapon" },
  opponent: { char: "--opponent-char", skill: "--opponent-skill", weapon: "--opponent-weapon" },
};

/** The roll a session saw. */
interface SeenRoll {
  readonly adapter: AnyActionAdapter;
  readonly result: unknown;
  readonly params: unknown;
}

/**
 * The characters of one dice command: opened from the play options, asked by the handler through
 * {@link ActionPlay} (the protocol's `preparePlay`: sides filled, checked, their mali), and
 * closing the command with {@link PlaySession.finish}: the sides in the JSON and text, and with
 * `--apply` the roll's outcomes (`rollOutcomes`, `appliedConditions`) written into the files.
 */
export class PlaySession implements ActionPlay {
  private prepared: PreparedPlay<PlayFile> | undefined;
  private roll: SeenRoll | undefined;

  private constructor(
    private readonly ctx: CliContext,
    private readonly command: string,
    private readonly play: PlayOptions,
    private readonly characters: PlaySides<PlayFile>,
  ) {}

  /**
   * Opens the session, or undefined when no play option was given. Checks the combinations
   * (`--skill` needs `--char`, `--apply` a character and a roll, two different files) and reads
   * the files.
   */
  static async open(ctx: CliContext, command: string, play: PlayOptions): Promise<PlaySession | undefined> {
    if (!hasPlay(play)) return undefined;
    if (play.skill !== undefined && play.char === undefined) throw needs("--skill", "--char");
    if (play.opponentSkill !== undefined && play.opponentChar === undefined)
      throw needs("--opponent-skill", "--opponent-char");
    if (play.weapon !== undefined && play.char === undefined) throw needs("--weapon", "--char");
    if (play.opponentWeapon !== undefined && play.opponentChar === undefined)
      throw needs("--opponent-weapon", "--opponent-char");
    if (play.apply && play.char === undefined && play.opponentChar === undefined)
      throw needs("--apply", "--char");
    if (play.apply && ctx.odds)
      throw new CliError("conflict", "error.conflict", { first: "--apply", second: "--odds" });
    if (
      play.char !== undefined &&
      play.opponentChar !== undefined &&
      resolve(play.char) === resolve(play.opponentChar)
    )
      throw new CliError("same-character", "error.same-character", { file: play.opponentChar });
    const actor = play.char !== undefined ? await loadPlayCharacter(play.char, ctx) : undefined;
    const opponent =
      play.opponentChar !== undefined ? await loadPlayCharacter(play.opponentChar, ctx) : undefined;
    return new PlaySession(ctx, command, play, { actor, opponent });
  }

  prepare(
    adapter: AnyActionAdapter,
    raw: Readonly<Record<string, unknown>>,
    parse: (filled: Record<string, unknown>) => Record<string, unknown>,
  ): Record<string, unknown> {
    const { ctx } = this;
    this.explainBadSides(adapter, raw);
    const act = {
      system: ctx.system.id,
      action: this.action(adapter),
      adapter,
      parseOptions: parse,
    };
    const refs = {
      actor: this.characters.actor?.id,
      opponent: this.characters.opponent?.id,
      skill: this.play.skill,
      opponentSkill: this.play.opponentSkill,
      weapon: this.play.weapon,
      opponentWeapon: this.play.opponentWeapon,
    };
    this.prepared = asCliRefusal(ctx.lang, this.names(), () =>
      preparePlay(act, ctx.table, raw, refs, this.characters),
    );
    return this.prepared.options;
  }

  /**
   * The CLI's own words for what `preparePlay` would only call invalid: a side the action does
   * not have, a sheet value together with the option it fills, a sheet value the sheet lacks
   * (with the values it has).
   */
  private explainBadSides(adapter: AnyActionAdapter, raw: Readonly<Record<string, unknown>>): void {
    for (const role of SIDE_ROLES) {
      const character = this.characters[role];
      if (!character) continue;
      const side = adapter.sides?.[role];
      if (!side)
        throw new CliError("no-side", "error.no-opponent-side", {
          command: this.command,
          option: FLAGS[role].char,
        });
      const weapon = role === "actor" ? this.play.weapon : this.play.opponentWeapon;
      if (weapon !== undefined && !gearOf(this.ctx.system.id)?.takesWeapon(this.action(adapter), role))
        throw new CliError("no-weapon-option", "error.no-weapon-option", {
          option: FLAGS[role].weapon,
          command: this.command,
        });
      const skill = role === "actor" ? this.play.skill : this.play.opponentSkill;
      if (skill === undefined) continue;
      if (side.value === undefined)
        throw new CliError("no-value-option", "error.no-value-option", {
          option: FLAGS[role].skill,
          command: this.command,
        });
      if (raw[side.value] !== undefined)
        throw new CliError("value-given", "error.value-and-skill", {
          skill: FLAGS[role].skill,
          option: optionFlag(side.value),
        });
      requireSheetValue(character, skill, this.ctx);
    }
  }

  /** The registry's id of the action an adapter rolls at this table. */
  private action(adapter: AnyActionAdapter): string {
    return actionIdOf(this.ctx.system.id, adapter);
  }

  private names(): { actor?: string; opponent?: string } {
    const { actor, opponent } = this.characters;
    return {
      ...(actor ? { actor: actor.sheet.name } : {}),
      ...(opponent ? { opponent: opponent.sheet.name } : {}),
    };
  }

  sides(adapter: AnyActionAdapter): SideModifiers | undefined {
    if (this.prepared?.adapter !== adapter)
      throw new Error(`${this.command}: the roll's options were not prepared`);
    return this.prepared.sides;
  }

  recordRoll(adapter: AnyActionAdapter, result: unknown, params: unknown): void {
    this.roll = { adapter, result, params };
  }

  /**
   * Ends the command: each side as `actor` / `opponent` in the JSON (`rollSideJson`: the file,
   * the sheet's name, the condition's mali by source) and a line per side saying which mali
   * apply; with `--apply` the roll's outcomes booked on each side's condition and written into
   * the files (`applied: [{character, before, after}]`, the actor first).
   */
  async finish(output: CommandOutput): Promise<CommandOutput> {
    const { lang } = this.ctx;
    const prepared = this.prepared;
    if (!prepared) throw new Error(`${this.command}: the roll's options were not prepared`);
    const json: Record<string, unknown> = { ...output.json };
    const sideLines: string[] = [];
    for (const role of SIDE_ROLES) {
      const side = prepared[role];
      if (!side) continue;
      json[role] = rollSideJson(side);
      const name = side.character.sheet.name;
      sideLines.push(
        side.modifiers.length > 0
          ? translate(lang, "play.side", { name, list: modifierList(lang, side.modifiers) })
          : translate(lang, "play.sideNone", { name }),
      );
      const gear = prepared.gear?.[role];
      if (gear) sideLines.push(...gearLines(lang, name, gear));
      // RULINGS §7: a value typed over the condition's wins, and the output says so.
      for (const o of prepared.conditionOverrides?.[role] ?? []) {
        sideLines.push(
          translate(lang, "play.override", {
            option: optionFlag(o.option),
            typed: String(o.typed),
            condition: String(o.condition),
            name,
          }),
        );
      }
    }
    if (prepared.gear) json.gear = prepared.gear;
    if (prepared.conditionOverrides) json.conditionOverrides = prepared.conditionOverrides;
    const [title, ...rest] = output.text;
    const text = [...(title !== undefined ? [title] : []), ...sideLines, ...rest];
    if (!this.play.apply) return { json, text };
    const applied = await this.applyRoll(prepared);
    for (const entry of applied) {
      const name = this.characterById(entry.character).sheet.name;
      text.push(
        changeLine(lang, name, entry.before, entry.after, this.ctx.table),
        writtenLine(lang, entry.character),
      );
      const view = conditionViewOf(this.ctx.system.id, this.ctx.table, entry.after);
      if (view.due.length > 0) text.push(...dueLines(lang, view.due));
    }
    json.applied = applied;
    return { json, text };
  }

  private characterById(id: string): PlayFile {
    const { actor, opponent } = this.characters;
    const found = actor?.id === id ? actor : opponent?.id === id ? opponent : undefined;
    if (!found) throw new Error(`no character ${id} in this roll`);
    return found;
  }

  /** Books the roll's outcomes on the sides' conditions; all checked before any file is written. */
  private async applyRoll(prepared: PreparedPlay<PlayFile>): Promise<AppliedCondition[]> {
    const { ctx, roll } = this;
    // A command without a roll of its own books nothing.
    const consequences = roll
      ? consequencesOf(roll.adapter, roll.result, roll.params, ctx.table)
      : { actor: [], opponent: [] };
    const applied = asCliRefusal(ctx.lang, this.names(), () => {
      const outcomes = rollOutcomes(
        ctx.system.id,
        ctx.table,
        { result: roll?.result, consequences },
        prepared.dueCheck,
      );
      return appliedConditions(ctx.system.id, ctx.table, prepared, outcomes);
    });
    // A wrong `--dice` writes nothing either.
    refuseUnusedDice(ctx);
    for (const entry of applied) await saveCondition(this.characterById(entry.character), entry.after);
    return applied;
  }
}

/**
 * A side's gear in the text: what it fought with from its sheet, and each option typed over the
 * sheet's value, named as the command line spells it.
 */
function gearLines(lang: Lang, name: string, gear: SideGear): string[] {
  const t = (key: MessageKey, params: Readonly<Record<string, unknown>>) => translate(lang, key, params);
  const phrases = gearPhrases(t, gear);
  return [
    ...(phrases.length > 0 ? [t("gear.side", { name, list: phrases.join(", ") })] : []),
    ...(gear.overrides ?? []).map((o) =>
      t("gear.override", {
        option: optionFlag(o.option),
        typed: printedDamage(o.typed),
        sheet: printedDamage(o.sheet),
      }),
    ),
  ];
}

const needs = (option: string, needsOption: string): CliError =>
  new CliError("needs-char", "error.needs-char", { option, needs: needsOption });

/** The registry's action id of an adapter (what `forbids` is asked about). */
function actionIdOf(system: string, adapter: AnyActionAdapter): string {
  return (
    adaptedActionIds(system).find((id) => findActionAdapter(system, id) === adapter) ?? adapter.action.id
  );
}

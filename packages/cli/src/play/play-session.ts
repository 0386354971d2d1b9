import { resolve } from "node:path";
import type { Modifier } from "@spieltisch/engine";
import {
  type AnyActionAdapter,
  adaptedActionIds,
  conditionViewOf,
  consequencesOf,
  fillSide,
  findActionAdapter,
  isMessageKey,
  SIDE_ROLES,
  type SideModifiers,
  type SideRole,
  sideModifiers,
  translate,
} from "@spieltisch/protocol";
import { optionFlag } from "../adapter-options.js";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import { modifierList } from "../format.js";
import type { CommandOutput } from "../output.js";
import { refuseUnusedDice } from "../unused-dice.js";
import type { ActionPlay } from "./action-play.js";
import { conditionChanges, dueLines } from "./condition-text.js";
import { loadPlayCharacter, type PlayCharacter, saveCondition, sheetValueOf } from "./play-character.js";

/** The play options of a dice command, as commander hands them over. */
export interface PlayOptions {
  readonly char?: string;
  readonly opponentChar?: string;
  readonly skill?: string;
  readonly opponentSkill?: string;
  readonly apply?: boolean;
}

const PLAY_KEYS = ["char", "opponentChar", "skill", "opponentSkill", "apply"] as const;

/** Splits commander's options into the play options and the action's own. */
export function splitPlayOptions(options: Readonly<Record<string, unknown>>): {
  play: PlayOptions;
  rest: Record<string, unknown>;
} {
  const rest = Object.fromEntries(
    Object.entries(options).filter(([key]) => !(PLAY_KEYS as readonly string[]).includes(key)),
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
    ...(options.apply === true ? { apply: true } : {}),
  };
  return { play, rest };
}

/** True when any play option was given. */
export const hasPlay = (play: PlayOptions): boolean => PLAY_KEYS.some((k) => play[k] !== undefined);

/** The flags of each side. */
const FLAGS: Readonly<Record<SideRole, { char: string; skill: string }>> = {
  actor: { char: "--char", skill: "--skill" },
  opponent: { char: "--opponent-char", skill: "--opponent-skill" },
};

/** One side's character and the sheet value it names. */
interface PlaySide {
  readonly character: PlayCharacter;
  readonly skill?: string;
}

/** The roll a session saw. */
interface SeenRoll {
  readonly adapter: AnyActionAdapter;
  readonly result: unknown;
  readonly params: unknown;
}

/**
 * The characters of one dice command: opened from the play options, asked by the handler through
 * {@link ActionPlay}, and closing the command with {@link PlaySession.finish} (the sides in the
 * JSON and text, and with `--apply` the roll's consequences written into the files).
 */
export class PlaySession implements ActionPlay {
  private seenModifiers: SideModifiers = {};
  private roll: SeenRoll | undefined;

  private constructor(
    private readonly ctx: CliContext,
    private readonly command: string,
    private readonly sides: Readonly<Partial<Record<SideRole, PlaySide>>>,
    private readonly apply: boolean,
  ) {}

  /**
   * Opens the session, or undefined when no play option was given. Checks the combinations
   * (`--skill` needs `--char`, `--apply` a character and a roll) and reads the files.
   */
  static async open(ctx: CliContext, command: string, play: PlayOptions): Promise<PlaySession | undefined> {
    if (!hasPlay(play)) return undefined;
    if (play.skill !== undefined && play.char === undefined) throw needs("--skill", "--char");
    if (play.opponentSkill !== undefined && play.opponentChar === undefined)
      throw needs("--opponent-skill", "--opponent-char");
    if (play.apply && play.char === undefined && play.opponentChar === undefined)
      throw needs("--apply", "--char");
    if (play.apply && ctx.odds)
      throw new CliError("conflict", "error.conflict", { first: "--apply", second: "--odds" });
    const actor = play.char !== undefined ? await loadPlayCharacter(play.char, ctx) : undefined;
    const opponent =
      play.opponentChar === undefined
        ? undefined
        : actor && resolve(play.opponentChar) === resolve(actor.file)
          ? actor
          : await loadPlayCharacter(play.opponentChar, ctx);
    const sides: Partial<Record<SideRole, PlaySide>> = {};
    if (actor) sides.actor = { character: actor, ...(play.skill !== undefined ? { skill: play.skill } : {}) };
    if (opponent)
      sides.opponent = {
        character: opponent,
        ...(play.opponentSkill !== undefined ? { skill: play.opponentSkill } : {}),
      };
    return new PlaySession(ctx, command, sides, play.apply ?? false);
  }

  fill(adapter: AnyActionAdapter, raw: Readonly<Record<string, unknown>>): Record<string, unknown> {
    let options: Record<string, unknown> = { ...raw };
    for (const role of SIDE_ROLES) {
      const side = this.sides[role];
      if (!side) continue;
      const adapterSide = adapter.sides?.[role];
      if (!adapterSide) {
        throw new CliError("no-side", "error.no-opponent-side", {
          command: this.command,
          option: FLAGS[role].char,
        });
      }
      this.requireMayAct(adapter, role, side.character, adapterSide.acts);
      const value = side.skill !== undefined ? sheetValueOf(side.character, side.skill, this.ctx) : undefined;
      const filled = fillSide(adapter, role, options, {
        ...(value !== undefined ? { value } : {}),
        condition: side.character.condition,
      });
      if (!filled.ok) {
        throw filled.problem === "value-given"
          ? new CliError("value-given", "error.value-and-skill", {
              skill: FLAGS[role].skill,
              option: optionFlag(filled.option),
            })
          : new CliError("no-value-option", "error.no-value-option", {
              option: FLAGS[role].skill,
              command: this.command,
            });
      }
      options = filled.options;
    }
    return options;
  }

  /** A side that acts must be able to (status `active`) and not be kept from this action. */
  private requireMayAct(
    adapter: AnyActionAdapter,
    role: SideRole,
    character: PlayCharacter,
    acts: boolean,
  ): void {
    const { rules, condition } = character;
    if (!acts) return;
    const status = rules.status(condition);
    if (status !== "active") {
      throw new CliError("character-not-active", "error.character-not-active", {
        status: `${character.character.name}: ${translate(this.ctx.lang, `play.status.${status}`)}`,
      });
    }
    const reason = rules.forbids?.(condition, actionIdOf(this.ctx.system.id, adapter), role);
    if (reason !== undefined) {
      const key = `error.${reason}`;
      throw new CliError(reason, isMessageKey(key) ? key : "error.character-not-active", { status: reason });
    }
  }

  modifiers(adapter: AnyActionAdapter, options: unknown): SideModifiers {
    const out: { actor?: Modifier[]; opponent?: Modifier[] } = {};
    for (const role of SIDE_ROLES) {
      const side = this.sides[role];
      if (!side) continue;
      out[role] = sideModifiers(
        this.ctx.system.id,
        adapter,
        role,
        options,
        side.character.condition,
        this.ctx.table,
        false,
      );
    }
    this.seenModifiers = out;
    return out;
  }

  recordRoll(adapter: AnyActionAdapter, result: unknown, params: unknown): void {
    this.roll = { adapter, result, params };
  }

  /**
   * Ends the command: each side as `actor` / `opponent` in the JSON (`rollSideSchema`: the file,
   * the sheet's name, the condition's mali by source) and a line per side saying which mali
   * apply; with `--apply` the roll's consequences booked with the rules' `applyOutcome` and
   * written into the files (`applied: [{character, before, after}]`, the actor first).
   */
  async finish(output: CommandOutput): Promise<CommandOutput> {
    const { lang } = this.ctx;
    const json: Record<string, unknown> = { ...output.json };
    const sideLines: string[] = [];
    for (const role of SIDE_ROLES) {
      const side = this.sides[role];
      if (!side) continue;
      const modifiers = this.seenModifiers[role] ?? [];
      const name = side.character.character.name;
      json[role] = { character: side.character.file, name, modifiers };
      sideLines.push(
        modifiers.length > 0
          ? translate(lang, "play.side", { name, list: modifierList(lang, modifiers) })
          : translate(lang, "play.sideNone", { name }),
      );
    }
    const [title, ...rest] = output.text;
    const text = [...(title !== undefined ? [title] : []), ...sideLines, ...rest];
    if (!this.apply) return { json, text };
    const applied = await this.applyRoll();
    for (const entry of applied) {
      const changes = conditionChanges(lang, entry.before, entry.after);
      text.push(
        changes.length > 0
          ? translate(lang, "play.changed", { name: entry.name, changes: changes.join(", ") })
          : translate(lang, "play.unchanged", { name: entry.name }),
      );
      const view = conditionViewOf(this.ctx.system.id, this.ctx.table, entry.after);
      if (view.due.length > 0) text.push(...dueLines(lang, view.due));
    }
    json.applied = applied.map(({ character, before, after }) => ({ character, before, after }));
    return { json, text };
  }

  /** Books the roll's consequences on the sides' conditions and writes the files. */
  private async applyRoll(): Promise<
    { character: string; name: string; before: Record<string, unknown>; after: Record<string, unknown> }[]
  > {
    const roll = this.roll;
    // A command without a roll of its own (the FoKa healing rate) books nothing.
    const consequences = roll
      ? consequencesOf(roll.adapter, roll.result, roll.params, this.ctx.table)
      : { actor: [], opponent: [] };
    const entries = new Map<PlayCharacter, Record<string, unknown>>();
    for (const role of SIDE_ROLES) {
      const side = this.sides[role];
      if (!side) continue;
      const { rules } = side.character;
      const start = entries.get(side.character) ?? side.character.condition;
      const after = consequences[role].reduce<Record<string, unknown>>(
        (condition, outcome) => rules.applyOutcome(condition, outcome, this.ctx.table),
        start,
      );
      entries.set(side.character, after);
    }
    // All checked before anything is written: a wrong `--dice` writes nothing.
    refuseUnusedDice(this.ctx);
    const applied = [];
    for (const [character, after] of entries) {
      await saveCondition(character, after);
      applied.push({
        character: character.file,
        name: character.character.name,
        before: character.condition,
        after,
      });
    }
    return applied;
  }
}

const needs = (option: string, needsOption: string): CliError =>
  new CliError("needs-char", "error.needs-char", { option, needs: needsOption });

/** The registry's action id of an adapter (what `forbids` is asked about). */
function actionIdOf(system: string, adapter: AnyActionAdapter): string {
  return (
    adaptedActionIds(system).find((id) => findActionAdapter(system, id) === adapter) ?? adapter.action.id
  );
}

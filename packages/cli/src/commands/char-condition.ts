import { conditionViewOf, type Lang, translate } from "@spieltisch/protocol";
import { type Command, Option } from "commander";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import type { CommandOutput } from "../output.js";
import { integerOption } from "../parse.js";
import { changeLine, conditionViewLines, dueLines, maliText, writtenLine } from "../play/condition-text.js";
import { rollDueCheck } from "../play/due-check-roll.js";
import { type WeekStall, weekStall } from "../play/foka-week-stall.js";
import { handStep, parseConditionCommand, refuseUnusedHandOptions } from "../play/hand-commands.js";
import type { HandKind, HandOptions } from "../play/hand-step.js";
import { loadPlayCharacter, type PlayFile, saveCondition } from "../play/play-character.js";
import { runPlayAction } from "../play/run-play-action.js";
import { describeCharCondition } from "./char-condition-help.js";
import type { RegisterCommand } from "./command.js";

/** One condition change written to a file: CONTRACT §4's `applied` entry. */
interface Applied {
  readonly character: string;
  readonly before: Record<string, unknown>;
  readonly after: Record<string, unknown>;
}

/** The view of a character's condition: `{name, system, condition, status, due, modifiers}` and its lines. */
function viewOutput(ctx: CliContext, character: PlayFile, condition: Record<string, unknown>): CommandOutput {
  const view = conditionViewOf(ctx.system.id, ctx.table, condition);
  return {
    json: { name: character.character.name, system: ctx.system.id, ...view },
    text: [
      translate(ctx.lang, "play.title", { name: character.character.name, system: ctx.system.id }),
      ...conditionViewLines(ctx.lang, view, ctx.table),
    ],
  };
}

/**
 * Applies a condition command to a file: checked with the system's schema, changed by the rules
 * (`applyCommand`; a refusal such as `character-dead` is exit 2 with its reason), a due check the
 * command makes due for the table to roll at once (`then`) rolled and booked, and the file written
 * atomically with `.bak`. The JSON is the view of the new condition with `command`, `applied`
 * and, when a check was rolled, `dueRoll`; a week that heals nothing adds `stall` and says why.
 */
async function applyHand(
  ctx: CliContext,
  character: PlayFile,
  raw: unknown,
  then?: string,
  stall?: WeekStall | null,
): Promise<CommandOutput> {
  const command = parseConditionCommand(ctx.system.id, raw);
  const before = character.condition;
  let after = character.rules.applyCommand(before, command, ctx.table);
  const extra: Record<string, unknown> = {};
  const text: string[] = [];
  if (then !== undefined && character.rules.dueChecks(after, ctx.table).some((c) => c.id === then)) {
    const rolled = rollDueCheck(ctx, { ...character, condition: after }, then);
    extra.dueRoll = { id: rolled.check.id, modifiers: rolled.modifiers, ...rolled.roll };
    text.push(...dueLines(ctx.lang, [rolled.check]), diceLine(ctx.lang, rolled.roll));
    after = rolled.after;
  }
  await saveCondition(character, after);
  const applied: Applied[] = [{ character: character.file, before, after }];
  const view = viewOutput(ctx, character, after);
  return {
    json: { ...view.json, command, ...extra, ...(stall ? { stall: stall.json } : {}), applied },
    text: [
      view.text[0]!,
      ...text,
      changeLine(ctx.lang, character.character.name, before, after, ctx.table),
      ...(stall?.lines ?? []),
      writtenLine(ctx.lang, character.file),
      ...view.text.slice(1),
    ],
  };
}

/** "Würfel: 4, 2" from a roll JSON that has `dice`. */
function diceLine(lang: Lang, roll: Readonly<Record<string, unknown>>): string {
  const dice = Array.isArray(roll.dice) ? roll.dice.join(", ") : "–";
  const verdict =
    typeof roll.success === "boolean"
      ? ` → ${translate(lang, roll.success ? "play.passed" : "play.failed")}`
      : "";
  return translate(lang, "play.dice", { dice, verdict });
}

/** `char damage|heal|week FILE …`: the system's command for the change, or its rolled healing week. */
async function runHand(
  ctx: CliContext,
  kind: HandKind,
  file: string,
  options: HandOptions,
): Promise<CommandOutput> {
  const character = await loadPlayCharacter(file, ctx);
  refuseUnusedHandOptions(kind, ctx.system.id, character.condition, options);
  const step = handStep(kind, ctx.system.id, character.condition, options);
  if (step.kind === "heal-action") {
    // The basic rules' week is the `heal` roll of this character, booked with `--apply`.
    return runPlayAction(
      ctx,
      "heal",
      { char: file, apply: true, ...(options.skill !== undefined ? { skill: options.skill } : {}) },
      {
        situation: options.situation,
        physician: options.physician,
        untreated: options.untreated,
        value: options.value,
      },
    );
  }
  // A FoKa week that heals nothing says why, and what would (RULINGS §7).
  const stall =
    kind === "week" ? weekStall(ctx.lang, character.character.name, character.condition, step.command) : null;
  return applyHand(ctx, character, step.command, step.then, stall);
}

/** `char command FILE JSON`: any of the system's condition commands, written as CONTRACT §4's body. */
async function runCommand(ctx: CliContext, file: string, text: string): Promise<CommandOutput> {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new CliError("bad-command-json", "error.bad-command-json", { message: (error as Error).message });
  }
  return applyHand(ctx, await loadPlayCharacter(file, ctx), raw);
}

/** `char due FILE [--id ID]`: rolls a check the condition makes due and books it. */
async function runDue(ctx: CliContext, file: string, id: string | undefined): Promise<CommandOutput> {
  const character = await loadPlayCharacter(file, ctx);
  const before = character.condition;
  const rolled = rollDueCheck(ctx, character, id);
  await saveCondition(character, rolled.after);
  const view = viewOutput(ctx, character, rolled.after);
  const name = character.character.name;
  return {
    json: {
      ...view.json,
      check: rolled.check,
      roll: rolled.roll,
      actor: { character: file, name, modifiers: rolled.modifiers },
      applied: [{ character: file, before, after: rolled.after }],
    },
    text: [
      view.text[0]!,
      ...dueLines(ctx.lang, [rolled.check]),
      rolled.modifiers.length > 0
        ? translate(ctx.lang, "play.side", { name, list: maliText(ctx.lang, rolled.modifiers) })
        : translate(ctx.lang, "play.sideNone", { name }),
      diceLine(ctx.lang, rolled.roll),
      changeLine(ctx.lang, name, before, rolled.after, ctx.table),
      writtenLine(ctx.lang, file),
      ...view.text.slice(1),
    ],
  };
}

/**
 * The play-state subcommands of `char`: `condition` (the view), `damage`, `heal`, `week`,
 * `command` and `due`. Each works on the file's system unless `--system` says otherwise (a
 * character of another system is exit 2) and writes atomically, keeping `FILE.bak`.
 */
export const registerCharCondition: RegisterCommand = ({ program, lang, runWith }) => {
  const d = describeCharCondition(lang);
  const char = program.commands.find((c) => c.name() === "char");
  if (!char) throw new Error("registerCharCondition must run after registerChar");
  char
    .command("condition")
    .description(d.condition)
    .argument("<file>", d.file)
    .action((file: string, _o, cmd: Command) =>
      runWith(
        cmd,
        async (ctx) => {
          const character = await loadPlayCharacter(file, ctx);
          return viewOutput(ctx, character, character.condition);
        },
        undefined,
        file,
      ),
    );
  const hand = (kind: HandKind, description: string) =>
    char
      .command(kind)
      .description(description)
      .argument("<file>", d.file)
      .action((file: string, options: HandOptions, cmd: Command) =>
        runWith(cmd, (ctx) => runHand(ctx, kind, file, options), undefined, file),
      );
  hand("damage", d.damage)
    .option("--amount <n>", d.amount, integerOption("--amount"))
    .option("--stun", d.stun);
  hand("heal", d.heal).option("--amount <n>", d.healAmount, integerOption("--amount"));
  hand("week", d.week)
    .option("--situation <s>", d.situation)
    .option("--weeks <n>", d.weeks, integerOption("--weeks"))
    .addOption(
      new Option("--exertion <e>", d.exertion).choices(["gentle", "normal", "riding", "forced-march"]),
    )
    .option("--physician <n>", d.physician, integerOption("--physician"))
    .option("--equipment <n>", d.equipment, integerOption("--equipment"))
    .option("--untreated", d.untreated)
    .option("--value <n>", d.value, integerOption("--value"))
    .option("--skill <name>", d.skill);
  char
    .command("command")
    .description(d.command)
    .argument("<file>", d.file)
    .argument("<command-json>", d.commandJson)
    .action((file: string, text: string, _o, cmd: Command) =>
      runWith(cmd, (ctx) => runCommand(ctx, file, text), undefined, file),
    );
  char
    .command("due")
    .description(d.due)
    .argument("<file>", d.file)
    .option("--id <id>", d.id)
    .action((file: string, options: { id?: string }, cmd: Command) =>
      runWith(cmd, (ctx) => runDue(ctx, file, options.id), undefined, file),
    );
};

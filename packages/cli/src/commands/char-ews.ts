import { access, readFile } from "node:fs/promises";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import type { Lang, MessageKey } from "@spieltisch/protocol";
import { translate } from "@spieltisch/protocol";
import { type Command, Option } from "commander";
import { writeFileAtomic } from "../atomic-write.js";
import { type LoadedCharacter, loadCharacter } from "../character-file.js";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import { withKeyOrder } from "../key-order.js";
import type { CommandOutput } from "../output.js";
import { integerOption, parseList } from "../parse.js";
import { ewsStarterCharacter } from "../systems/ews-starter.js";
import { issueJson } from "./char.js";
import { charEwsHelp } from "./char-ews-help.js";
import type { RegisterCommand } from "./command.js";

/** Options of `char advance`. */
interface AdvanceOptions {
  readonly value?: string;
  readonly striche?: number;
  readonly out?: string;
  readonly new?: ewsRules.ValueKind;
  readonly attributes?: string[];
  readonly skill?: string;
  readonly note?: string;
  readonly undo?: boolean;
}

const toJsonText = (character: unknown): string => `${JSON.stringify(character, null, 2)}\n`;

function requireEws(loaded: LoadedCharacter): ewsRules.EwsCharacter {
  if (loaded.character.system !== "ews") {
    throw new CliError("not-ews-character", "error.not-ews-character", {
      file: loaded.file,
      system: loaded.character.system,
    });
  }
  return loaded.character as unknown as ewsRules.EwsCharacter;
}

/**
 * `char advance`: applies (or with --undo takes back) one SteM advance, evaluates the result and
 * writes it atomically to --out. The input file is only replaced when --out names it, and only
 * after the new content is complete.
 */
async function runAdvance(file: string, options: AdvanceOptions, ctx: CliContext): Promise<CommandOutput> {
  const loaded = await loadCharacter(file, ctx.table);
  const before = requireEws(loaded);
  let after: ewsRules.EwsCharacter;
  let changed: { value: string; striche: number };
  if (options.undo) {
    const last = before.advancements?.at(-1);
    after = ewsRules.undoAdvance(before);
    changed = { value: last?.value ?? "", striche: -(last?.striche ?? 0) };
  } else {
    if (options.value === undefined) {
      throw new CliError("missing-option", "error.missing-option", { option: "--value" });
    }
    const striche = options.striche ?? 1;
    after = ewsRules.advance(before, options.value, striche, {
      ...(options.new ? { newKind: options.new } : {}),
      ...(options.attributes ? { attributes: options.attributes } : {}),
      ...(options.skill !== undefined ? { skill: options.skill } : {}),
      ...(options.note !== undefined ? { note: options.note } : {}),
    });
    changed = { value: options.value, striche };
  }
  // A file that keeps its awards (`char award`) spends only what they cover.
  const awards = before.stricheAwards ?? [];
  if (!options.undo && awards.length > 0) {
    const { unspent } = ewsRules.ledgerOf(awards, ewsRules.stricheSpent(before));
    const [issue] = ewsRules.spendIssues(before, after, { available: unspent, stem: true });
    if (issue) {
      throw new CliError("striche-over-award", "issue.ews.striche-over-award", {
        spend: Number(issue.params?.spend ?? 0),
        available: Number(issue.params?.available ?? 0),
      });
    }
  }
  const report = ewsRules.evaluateEws(after, ctx.table);
  const derived = report.derived as unknown as ewsRules.EwsDerived;
  if (options.out !== undefined) {
    // Keep the key order of the file as read (the schema puts known fields first).
    const original: unknown = JSON.parse(await readFile(file, "utf8"));
    await writeFileAtomic(options.out, toJsonText(withKeyOrder(original, after)));
  }
  const notation = derived.notation[changed.value] ?? "";
  const lang: Lang = ctx.lang;
  const effective = derived.skills[changed.value];
  const headline = options.undo
    ? translate(lang, "advance.undone", { name: changed.value, striche: -changed.striche, notation })
    : translate(lang, "advance.done", { name: changed.value, striche: changed.striche, notation });
  return {
    json: {
      ...after,
      valid: report.valid,
      issues: report.issues.map((i) => issueJson(lang, i)),
      cost: report.cost,
      ...(report.budget !== undefined ? { budget: report.budget } : {}),
      derived: report.derived,
      notation: derived.notation,
      advanced: changed,
      written: options.out ?? null,
    },
    text: [
      headline,
      ...(effective !== undefined
        ? [
            translate(lang, "advance.effective", {
              value: effective,
              valueName: translate(lang, `value.${ewsRules.valueName(effective)}` as MessageKey),
            }),
          ]
        : []),
      options.out !== undefined
        ? translate(lang, "advance.written", { file: options.out })
        : translate(lang, "advance.notWritten"),
    ],
  };
}

/** `char new`: the starter file, printed or written to --out (never over an existing file). */
async function runNew(options: { out?: string; name?: string }, ctx: CliContext): Promise<CommandOutput> {
  if (ctx.system.id !== "ews") {
    throw new CliError("not-available", "error.not-available", {
      command: "char new",
      system: ctx.system.id,
    });
  }
  const character = ewsStarterCharacter(options.name);
  if (options.out === undefined)
    return { json: character, text: toJsonText(character).trimEnd().split("\n") };
  const exists = await access(options.out).then(
    () => true,
    () => false,
  );
  if (exists) throw new CliError("file-exists", "error.file-exists", { file: options.out });
  await writeFileAtomic(options.out, toJsonText(character));
  return { json: character, text: [translate(ctx.lang, "new.written", { file: options.out })] };
}

/**
 * Adds the EWS subcommands `advance` and `new` to the `char` command (registered after it in
 * `program.ts`, so `char.ts` stays generic).
 */
export const registerCharEws: RegisterCommand = ({ program, lang, runWith }) => {
  const h = charEwsHelp(lang);
  const char = program.commands.find((c) => c.name() === "char");
  if (!char) throw new Error("registerCharEws must run after registerChar");
  char
    .command("advance")
    .description(h.charAdvance)
    .argument("<file>", "JSON")
    .option("--value <name>", h.value)
    .option("--striche <n>", h.striche, integerOption("--striche"))
    .option("--out <file>", h.out)
    .addOption(
      new Option("--new <kind>", h.newKind).choices([
        "attribute",
        "skill",
        "profession",
        "trait",
        "specialisation",
      ]),
    )
    .option("--attributes <list>", h.attributes, parseList)
    .option("--skill <name>", h.skill)
    .option("--note <text>", h.note)
    .option("--undo", h.undo)
    .action((file: string, options: AdvanceOptions, cmd: Command) =>
      runWith(cmd, (ctx) => runAdvance(file, options, ctx)),
    );
  char
    .command("new")
    .description(h.charNew)
    .option("--out <file>", h.out)
    .option("--name <name>", h.name)
    .action((options: { out?: string; name?: string }, cmd: Command) =>
      runWith(cmd, (ctx) => runNew(options, ctx)),
    );
};

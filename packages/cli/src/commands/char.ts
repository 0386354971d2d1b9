import { EngineError, type Issue } from "@spieltisch/engine";
import { conditionViewOf, isMessageKey, type Lang, translate } from "@spieltisch/protocol";
import type { Command } from "commander";
import { formatPath, type LoadedCharacter, loadCharacter } from "../character-file.js";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import type { CommandOutput } from "../output.js";
import { conditionViewLines } from "../play/condition-text.js";
import { loadPlayCharacter, type PlayFile } from "../play/play-character.js";
import { sheetText } from "../systems/sheets.js";
import type { RegisterCommand } from "./command.js";
import { describe } from "./help-text.js";

/** An issue as CONTRACT §1 names it: code, path, severity and a translated message. */
export function issueJson(lang: Lang, issue: Issue): Record<string, unknown> {
  const key = `issue.${issue.code}`;
  const message = isMessageKey(key) ? translate(lang, key, issue.params ?? {}) : issue.code;
  return {
    code: issue.code,
    path: formatPath(issue.path),
    severity: issue.severity,
    message,
    ...issue.params,
  };
}

/** The JSON of `char show` / `char validate`: valid, issues, cost, budget, derived (CONTRACT §1). */
export function reportOutput(lang: Lang, loaded: LoadedCharacter): CommandOutput {
  const { report, character } = loaded;
  return {
    json: {
      name: character.name,
      system: character.system,
      valid: report.valid,
      issues: report.issues.map((i) => issueJson(lang, i)),
      ...(report.cost !== undefined ? { cost: report.cost } : {}),
      ...(report.budget !== undefined ? { budget: report.budget } : {}),
      derived: report.derived,
    },
    text: sheetText(lang, loaded),
  };
}

/**
 * `char show` with the character's condition in play (the file's `condition`, or a fresh one):
 * `condition` in the JSON, the view's lines in the text. A sheet that cannot give a condition
 * (a Kampfwürfel sheet without LP, a broken `condition`) is shown without one; `char condition`
 * says why.
 */
async function withCondition(ctx: CliContext, file: string, output: CommandOutput): Promise<CommandOutput> {
  let character: PlayFile;
  try {
    character = await loadPlayCharacter(file, ctx);
  } catch (error) {
    if (error instanceof CliError || error instanceof EngineError) return output;
    throw error;
  }
  const view = conditionViewOf(ctx.system.id, ctx.table, character.condition);
  return {
    json: { ...output.json, condition: character.condition },
    text: [...output.text, ...conditionViewLines(ctx.lang, view, ctx.table)],
  };
}

/** `spieltisch char …`: show, validate (and per-system subcommands such as `advance`). */
export const registerChar: RegisterCommand = ({ program, lang, runWith }) => {
  const d = describe(lang);
  const char = program.command("char").description(d.char);
  char
    .command("show")
    .description(d.charShow)
    .argument("<file>", d.file)
    .action((file: string, _options, cmd: Command) =>
      runWith(
        cmd,
        async (ctx) => withCondition(ctx, file, reportOutput(ctx.lang, await loadCharacter(file, ctx.table))),
        undefined,
        file,
      ),
    );
  char
    .command("validate")
    .description(d.charValidate)
    .argument("<file>", d.file)
    .action((file: string, _options, cmd: Command) =>
      runWith(
        cmd,
        async (ctx) => reportOutput(ctx.lang, await loadCharacter(file, ctx.table)),
        (output) => (output.json.valid ? 0 : 2),
      ),
    );
};

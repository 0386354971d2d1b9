import { EngineError } from "@spieltisch/engine";
import { isLang, isMessageKey, type Lang, translate } from "@spieltisch/protocol";
import { CommanderError } from "commander";
import { CliError } from "./cli-error.js";
import { buildProgram, type ProgramIo } from "./program.js";

/** Exit status: done. */
export const EXIT_OK = 0;
/** Exit status: a bug (never for bad input). */
export const EXIT_BUG = 1;
/** Exit status: bad input. */
export const EXIT_BAD_INPUT = 2;

/** Reads `--lang x` / `--lang=x` before commander runs, so even its errors come out translated. */
function preScan(argv: readonly string[]): { lang: Lang; json: boolean } {
  let lang: Lang = "de";
  argv.forEach((arg, i) => {
    const value = arg.startsWith("--lang=") ? arg.slice(7) : arg === "--lang" ? argv[i + 1] : undefined;
    if (value !== undefined && isLang(value)) lang = value;
  });
  return { lang, json: argv.includes("--json") };
}

const processIo: ProgramIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
};

/** Commander's own errors, translated where we know their shape. */
function commanderMessage(error: CommanderError, lang: Lang): string {
  const raw = error.message.replace(/^error: /, "").split("\n")[0]!;
  const quoted = [...raw.matchAll(/'([^']*)'/g)].map((m) => m[1]!);
  const option = (quoted[0] ?? "").split(" ")[0]!;
  switch (error.code) {
    case "commander.unknownOption":
      return translate(lang, "error.unknown-option", { option });
    case "commander.missingMandatoryOptionValue":
      return translate(lang, "error.missing-option", { option });
    case "commander.optionMissingArgument":
      return translate(lang, "error.option-missing-value", { option });
    case "commander.unknownCommand":
      return translate(lang, "error.unknown-command", { command: quoted[0] ?? raw });
    case "commander.missingArgument":
      return translate(lang, "error.missing-argument", { argument: quoted[0] ?? raw });
    case "commander.invalidArgument":
      return translate(lang, "error.invalid-choice", { option, value: quoted[1] ?? "" });
    default:
      return raw;
  }
}

/** Turns any thrown value into the error code and one translated line. */
function describeError(error: unknown, lang: Lang): { code: string; message: string; bug: boolean } {
  if (error instanceof CliError) {
    return { code: error.code, message: translate(lang, error.key, error.params), bug: false };
  }
  if (error instanceof EngineError) {
    const key = `error.${error.code}`;
    const message = isMessageKey(key) ? translate(lang, key, error.params) : error.message;
    return { code: error.code, message, bug: false };
  }
  if (error instanceof CommanderError) {
    const code = error.code.replace(/^commander\./, "");
    return { code, message: commanderMessage(error, lang), bug: false };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { code: "internal", message: translate(lang, "error.internal", { message }), bug: true };
}

/**
 * Runs the CLI and returns the exit status: 0 done, 2 bad input (one line on stderr, and the error
 * object on stdout in JSON mode), 1 only for a bug. Never prints a stack trace.
 *
 * @example
 * process.exitCode = await main(["check", "--value", "12", "--target", "15", "--odds"]);
 */
export async function main(argv: readonly string[], io: ProgramIo = processIo): Promise<number> {
  const { lang, json } = preScan(argv);
  try {
    const state = { exitCode: EXIT_OK };
    await buildProgram(lang, io, state).parseAsync([...argv], { from: "user" });
    return state.exitCode;
  } catch (error) {
    if (
      error instanceof CommanderError &&
      ["commander.helpDisplayed", "commander.version", "commander.help"].includes(error.code)
    ) {
      return EXIT_OK;
    }
    const described = describeError(error, lang);
    const { code, bug } = described;
    // One line, always: parser messages may contain line breaks.
    const message = described.message.replace(/\s*\n\s*/g, " ");
    io.err(`${translate(lang, "error.prefix")}: ${message}\n`);
    if (json) io.out(`${JSON.stringify({ error: { code, message } })}\n`);
    return bug ? EXIT_BUG : EXIT_BAD_INPUT;
  }
}

import { readFile } from "node:fs/promises";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import { ewsCharacterSchema } from "@spieltisch/protocol";
import type { Command } from "commander";
import { writeFileAtomic } from "../atomic-write.js";
import { loadCharacter } from "../character-file.js";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import { withKeyOrder } from "../key-order.js";
import type { CommandOutput } from "../output.js";
import { integerOption } from "../parse.js";
import type { RegisterCommand } from "./command.js";

const HELP = {
  de: {
    award: "Striche vergeben (SteM): eine Vergabe der Spielleiterin in der Charakterdatei vermerken",
    striche: "Anzahl Striche (1 bis 30; üblich sind 1 bis 3 pro Spielabend)",
    note: "Anlass der Vergabe",
    out: "in diese Datei schreiben (atomar; ohne --out wird nur angezeigt)",
    line: "{name}: {striche} Strich(e) vergeben – {unspent} frei ({awarded} vergeben, {spent} ausgegeben).",
    written: "Geschrieben: {file}",
    notWritten: "Nicht geschrieben (ohne --out wird nur angezeigt).",
  },
  en: {
    award: "award Striche (SteM): record one of the GM's awards in the character file",
    striche: "number of Striche (1 to 30; 1 to 3 an evening are usual)",
    note: "occasion of the award",
    out: "write to this file (atomic; without --out only shows)",
    line: "{name}: {striche} Strich(e) awarded – {unspent} left ({awarded} awarded, {spent} spent).",
    written: "Written: {file}",
    notWritten: "Not written (without --out it only shows the result).",
  },
} as const;

const fill = (text: string, params: Readonly<Record<string, string | number>>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));

/** `char award FILE --striche N`: appends an award to `stricheAwards` and shows the ledger. */
async function runAward(
  file: string,
  options: { striche: number; note?: string; out?: string },
  ctx: CliContext,
): Promise<CommandOutput> {
  const loaded = await loadCharacter(file, ctx.table);
  const parsed = ewsCharacterSchema.safeParse(loaded.character);
  if (!parsed.success) {
    throw new CliError("not-ews-character", "error.not-ews-character", {
      file: loaded.file,
      system: loaded.character.system,
    });
  }
  if (options.striche < 1 || options.striche > 30) {
    throw new CliError("invalid-option", "error.invalid-option", {
      option: "--striche",
      message: `${options.striche}: 1–30`,
    });
  }
  const after = ewsRules.awardInFile(parsed.data, options.striche, {
    ...(options.note !== undefined ? { note: options.note } : {}),
  });
  const ledger = ewsRules.ledgerOf(after.stricheAwards ?? [], ewsRules.stricheSpent(after));
  if (options.out !== undefined) {
    const original: unknown = JSON.parse(await readFile(file, "utf8"));
    await writeFileAtomic(options.out, `${JSON.stringify(withKeyOrder(original, after), null, 2)}\n`);
  }
  const h = HELP[ctx.lang];
  return {
    json: { ...after, ledger, written: options.out ?? null },
    text: [
      fill(h.line, { name: after.name, striche: options.striche, ...ledger }),
      options.out !== undefined ? fill(h.written, { file: options.out }) : h.notWritten,
    ],
  };
}

/** Adds `char award` (SteM) to the `char` command. */
export const registerCharAward: RegisterCommand = ({ program, lang, runWith }) => {
  const h = HELP[lang];
  const char = program.commands.find((c) => c.name() === "char");
  if (!char) return;
  char
    .command("award")
    .description(h.award)
    .argument("<file>", "JSON")
    .requiredOption("--striche <n>", h.striche, integerOption("--striche"))
    .option("--note <text>", h.note)
    .option("--out <file>", h.out)
    .action((file: string, options: { striche: number; note?: string; out?: string }, cmd: Command) =>
      runWith(cmd, (ctx) => runAward(file, options, ctx)),
    );
};

import * as ewsRules from "@spieltisch/engine/systems/ews";
import type { Command } from "commander";
import { CliError } from "../cli-error.js";
import type { CommandOutput } from "../output.js";
import { integerOption, parseInteger } from "../parse.js";
import type { RegisterCommand } from "./command.js";

const HELP = {
  de: {
    plan: "Striche pro Abend planen (SteM): (Ziel-Δ − Start-Δ) × 3 / Abende",
    from: "Machtstufe zu Beginn: angehender-held, beweger oder eine Zahl Δ (Standard: angehender-held)",
    to: "Machtstufe am Ende der Kampagne: angehender-held, beweger oder eine Zahl Δ",
    evenings: "geplante Spielabende",
    line: "Von {from} Δ auf {to} Δ: {total} Striche, bei {evenings} Abenden etwa {perEvening} pro Abend.",
  },
  en: {
    plan: "plan Striche per evening (SteM): (target Δ − start Δ) × 3 / evenings",
    from: "power level at the start: angehender-held, beweger or a number of Δ (default: angehender-held)",
    to: "power level at the end of the campaign: angehender-held, beweger or a number of Δ",
    evenings: "planned game evenings",
    line: "From {from} Δ to {to} Δ: {total} Striche, over {evenings} evenings about {perEvening} per evening.",
  },
} as const;

/** A Machtstufe by name (angehender-held 7, beweger 16) or a plain number of Δ. */
function parseDelta(option: string, raw: string): number {
  const named = ewsRules.POWER_LEVELS[raw as ewsRules.PowerLevelId];
  if (named !== undefined) return named;
  if (/^\d+$/.test(raw)) return parseInteger(option, raw);
  throw new CliError("invalid-option", "error.invalid-option", {
    option,
    message: `${raw}: ${Object.keys(ewsRules.POWER_LEVELS).join(", ")} / Δ`,
  });
}

/** `char plan --to beweger --evenings 12`: the Striche-per-evening planner of SteM (RULINGS §1.5). */
export const registerCharPlan: RegisterCommand = ({ program, lang, runWith }) => {
  const d = HELP[lang];
  const char = program.commands.find((c) => c.name() === "char");
  if (!char) return;
  char
    .command("plan")
    .description(d.plan)
    .option("--from <level>", d.from, "angehender-held")
    .requiredOption("--to <level>", d.to)
    .requiredOption("--evenings <n>", d.evenings, integerOption("--evenings"))
    .action((options: { from: string; to: string; evenings: number }, cmd: Command) =>
      runWith(cmd, (ctx): CommandOutput => {
        const from = parseDelta("--from", options.from);
        const to = parseDelta("--to", options.to);
        const plan = ewsRules.planStriche(from, to, options.evenings);
        const perEvening =
          lang === "de" ? String(plan.perEvening).replace(".", ",") : String(plan.perEvening);
        return {
          json: { from, to, evenings: options.evenings, total: plan.total, perEvening: plan.perEvening },
          text: [
            HELP[ctx.lang].line
              .replace("{from}", String(from))
              .replace("{to}", String(to))
              .replace("{total}", String(plan.total))
              .replace("{evenings}", String(options.evenings))
              .replace("{perEvening}", perEvening),
          ],
        };
      }),
    );
};

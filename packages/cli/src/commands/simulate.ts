import { EngineError } from "@spieltisch/engine";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import {
  duelParamsFromOptions,
  duelTallyJson,
  ewsDuelOptionsSchema,
  formatPercent,
  translate,
} from "@spieltisch/protocol";
import type { Command } from "commander";
import { parseCliOptions } from "../adapter-options.js";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import type { CommandOutput } from "../output.js";
import { integerOption } from "../parse.js";
import { DuelPool, defaultThreads, simulateDuels } from "../simulate/duel-pool.js";
import { progressBar } from "../simulate/progress.js";
import { decimal } from "../systems/ews-combat.js";
import type { RegisterCommand } from "./command.js";
import { describeCombat } from "./ews-combat-help.js";

/** Monte Carlo duels when the exact chain is too big and no `--n` was given. */
const DEFAULT_N = 100_000;

interface SimulateOptions {
  readonly n?: number;
  readonly threads?: number;
  readonly progress?: boolean;
  readonly [key: string]: unknown;
}

function exactOrNull(params: ewsRules.DuelParams, ctx: CliContext): ewsRules.DuelOdds | null {
  try {
    return ewsRules.duelOdds(params, ctx.table);
  } catch (error) {
    if (error instanceof EngineError && error.code === "too-many-outcomes") return null;
    throw error;
  }
}

async function simulate(
  options: SimulateOptions,
  ctx: CliContext,
  givenSeed?: number,
): Promise<CommandOutput> {
  if (ctx.system.id !== "ews") {
    throw new CliError("not-available", "error.not-available", {
      command: "simulate",
      system: ctx.system.id,
    });
  }
  if (ctx.scripted) throw new CliError("conflict", "error.conflict", { first: "--dice", second: "simulate" });
  const { n, threads, progress, ...fighterOptions } = options;
  const params = duelParamsFromOptions(parseCliOptions(ewsDuelOptionsSchema, fighterOptions));
  if (n !== undefined && (n < 1 || n > 1_000_000_000)) {
    throw new CliError("invalid-option", "error.invalid-option", {
      option: "--n",
      message: "1 … 1000000000",
    });
  }
  if (threads !== undefined && (threads < 1 || threads > 64)) {
    throw new CliError("invalid-option", "error.invalid-option", { option: "--threads", message: "1 … 64" });
  }
  const { lang } = ctx;
  const exact = exactOrNull(params, ctx);
  const runs = n ?? (exact ? 0 : DEFAULT_N);
  // Without --seed a fresh one is drawn from the table's dice and reported, so any run can be repeated.
  const seed = givenSeed ?? ctx.rng.die(2 ** 21) * 2 ** 10 + ctx.rng.die(1024);
  const text = [
    translate(lang, "simulate.title", { a: params.a.value, b: params.b.value }),
    exact
      ? translate(lang, "simulate.exact", {
          pA: formatPercent(lang, exact.pA),
          pB: formatPercent(lang, exact.pB),
          pDraw: formatPercent(lang, exact.pDraw),
          rounds: exact.expectedRounds === null ? "∞" : decimal(lang, exact.expectedRounds, 3),
          states: exact.states,
        })
      : translate(lang, "simulate.noExact"),
  ];
  let monteCarlo: Record<string, unknown> | null = null;
  if (runs > 0) {
    const used = threads ?? defaultThreads(runs);
    const bar =
      progress || process.stderr.isTTY ? progressBar(translate(lang, "simulate.progress")) : undefined;
    let tally: ewsRules.DuelTally;
    if (used > 1) {
      const pool = await DuelPool.create(used);
      try {
        tally = pool.run(params, ctx.table, seed, runs, bar?.update);
      } finally {
        await pool.close();
      }
    } else {
      tally = simulateDuels(params, ctx.table, seed, runs, bar?.update);
    }
    bar?.finish();
    monteCarlo = duelTallyJson(tally, seed, used);
    const m = monteCarlo as {
      pA: number;
      pB: number;
      pDraw: number;
      pACi: [number, number];
      pBCi: [number, number];
      meanRounds: number;
      meanRoundsCi: [number, number];
      meanWoundsA: number;
      meanWoundsB: number;
      meanCriticalA: number;
      meanCriticalB: number;
    };
    const f = (p: number) => formatPercent(lang, p);
    text.push(
      translate(lang, "simulate.mc", {
        n: runs,
        seed,
        threads: used,
        pA: f(m.pA),
        loA: f(m.pACi[0]),
        hiA: f(m.pACi[1]),
        pB: f(m.pB),
        loB: f(m.pBCi[0]),
        hiB: f(m.pBCi[1]),
        pDraw: f(m.pDraw),
      }),
      translate(lang, "simulate.mcRounds", {
        rounds: decimal(lang, m.meanRounds, 3),
        half: decimal(lang, (m.meanRoundsCi[1] - m.meanRoundsCi[0]) / 2, 3),
        wa: decimal(lang, m.meanWoundsA, 2),
        wb: decimal(lang, m.meanWoundsB, 2),
        ca: decimal(lang, m.meanCriticalA, 2),
        cb: decimal(lang, m.meanCriticalB, 2),
      }),
    );
  }
  return {
    json: {
      system: ctx.system.id,
      action: "simulate",
      a: params.a,
      b: params.b,
      exact,
      monteCarlo,
    },
    text,
  };
}

/** `spieltisch simulate`: a FoKa duel, exact where small, Monte Carlo (with worker threads) otherwise. */
export const registerSimulate: RegisterCommand = ({ program, lang, runWith }) => {
  const c = describeCombat(lang);
  const cmd = program.command("simulate").description(c.simulate);
  for (const side of ["a", "b"] as const) {
    cmd
      .option(`--${side}-value <n>`, c.fighterValue, integerOption(`--${side}-value`))
      .option(`--${side}-weapon <n>`, c.weapon, integerOption(`--${side}-weapon`))
      .option(`--${side}-armor <n>`, c.armor, integerOption(`--${side}-armor`))
      .option(`--${side}-attribute <n>`, c.fighterAttribute, integerOption(`--${side}-attribute`))
      .option(`--${side}-tp <n>`, c.fighterTp, integerOption(`--${side}-tp`))
      .option(`--${side}-stance <stance>`, c.fighterStance);
  }
  cmd
    .option("--max-rounds <n>", c.maxRounds, integerOption("--max-rounds"))
    .option("--n <n>", c.n, integerOption("--n"))
    .option("--threads <n>", c.threads, integerOption("--threads"))
    .option("--progress", c.progress)
    .action((options: SimulateOptions, command: Command) =>
      runWith(command, (ctx) => simulate(options, ctx, command.optsWithGlobals().seed as number | undefined)),
    );
};

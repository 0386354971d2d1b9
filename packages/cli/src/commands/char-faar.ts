import type { Issue, Result } from "@spieltisch/engine";
import * as faarRules from "@spieltisch/engine/systems/faar";
import { type Lang, type MessageKey, translate } from "@spieltisch/protocol";
import type { Command } from "commander";
import { writeFileAtomic } from "../atomic-write.js";
import { type LoadedCharacter, loadCharacter } from "../character-file.js";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import { withKeyOrder } from "../key-order.js";
import type { CommandOutput } from "../output.js";
import { integerOption, repeatableInteger } from "../parse.js";
import { issueJson } from "./char.js";
import { charFaarHelp } from "./char-faar-help.js";
import type { RegisterCommand } from "./command.js";

type FaarCharacter = faarRules.FaarCharacter & { readonly npcBlock?: faarRules.NpcParts };

/** The Faar character of a loaded file, or exit 2 naming the file's system. */
function requireFaar(loaded: LoadedCharacter): FaarCharacter {
  if (loaded.character.system !== "faar") {
    throw new CliError("not-faar-character", "error.not-faar-character", {
      file: loaded.file,
      system: loaded.character.system,
    });
  }
  // The file passed the Faar schema in `loadCharacter`: the engine's shape.
  return loaded.character as unknown as FaarCharacter;
}

/** The first issue of a refused purchase or award as the one-line error. */
function refused<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  const issue: Issue = result.issues[0]!;
  const params = Object.fromEntries(
    Object.entries(issue.params ?? {}).map(([key, value]) => [
      key,
      typeof value === "boolean" ? String(value) : value,
    ]),
  );
  throw new CliError(issue.code, `issue.${issue.code}` as MessageKey, params);
}

/** The character with its report, written to `--out` in the file's key order when asked. */
async function finish(
  loaded: LoadedCharacter,
  after: FaarCharacter,
  ctx: CliContext,
  out: string | undefined,
  line: (derived: faarRules.FaarDerived & { xpEarned: number; xpSpent: number; xpLeft: number }) => string,
  extra: Record<string, unknown>,
): Promise<CommandOutput> {
  const report = faarRules.evaluateFaarCharacter(after, ctx.table);
  const derived = report.derived as unknown as faarRules.FaarDerived & {
    xpEarned: number;
    xpSpent: number;
    xpLeft: number;
  };
  if (out !== undefined) {
    await writeFileAtomic(out, `${JSON.stringify(withKeyOrder(loaded.json, after), null, 2)}\n`);
  }
  return {
    json: {
      ...after,
      valid: report.valid,
      issues: report.issues.map((i) => issueJson(ctx.lang, i)),
      derived: report.derived,
      ...extra,
      written: out ?? null,
    },
    text: [
      line(derived),
      translate(ctx.lang, out !== undefined ? "advance.written" : "advance.notWritten", { file: out ?? "" }),
    ],
  };
}

interface EarnOptions {
  readonly points?: number;
  readonly out?: string;
}

/** `char earn FILE --points N`: an award onto `experience.earned`. */
async function runEarn(file: string, options: EarnOptions, ctx: CliContext): Promise<CommandOutput> {
  if (options.points === undefined) {
    throw new CliError("missing-option", "error.missing-option", { option: "--points" });
  }
  const loaded = await loadCharacter(file, ctx.table);
  const before = requireFaar(loaded);
  const points = options.points;
  const after = refused(faarRules.earnXp(before, points));
  return finish(
    loaded,
    after,
    ctx,
    options.out,
    (d) =>
      translate(ctx.lang, "faar.xp.earned", { name: after.name, points, earned: d.xpEarned, left: d.xpLeft }),
    { earned: points },
  );
}

interface SpendOptions {
  readonly attribute?: string;
  readonly skill?: string;
  readonly newSkill?: string;
  readonly base?: string;
  readonly note?: string;
  readonly out?: string;
}

/** The one purchase the options name. */
function purchaseOf(options: SpendOptions): faarRules.Purchase {
  const named = (
    [
      ["attribute", options.attribute],
      ["skill", options.skill],
      ["new-skill", options.newSkill],
    ] as const
  ).filter(([, name]) => name !== undefined);
  if (named.length !== 1) throw new CliError("xp-one-purchase", "error.xp-one-purchase");
  const [kind, name] = named[0]!;
  if (options.base !== undefined && kind !== "new-skill") {
    throw new CliError("conflict", "error.conflict", { first: "--base", second: `--${kind}` });
  }
  return {
    kind,
    name: name!,
    ...(options.base !== undefined ? { attribute: options.base } : {}),
    ...(options.note !== undefined ? { note: options.note } : {}),
  };
}

/** `char spend FILE --attribute X | --skill X | --new-skill X`: one purchase with its cost. */
async function runSpend(file: string, options: SpendOptions, ctx: CliContext): Promise<CommandOutput> {
  const purchase = purchaseOf(options);
  const loaded = await loadCharacter(file, ctx.table);
  const before = requireFaar(loaded);
  const after = refused(faarRules.spendXp(before, purchase));
  const cost = faarRules.XP_COSTS[purchase.kind];
  const { lang } = ctx;
  return finish(
    loaded,
    after,
    ctx,
    options.out,
    (d) => {
      const common = { name: after.name, target: purchase.name, cost, left: d.xpLeft };
      if (purchase.kind === "attribute") {
        const to = after.attributes[purchase.name] ?? 0;
        return translate(lang, "faar.xp.attribute", { ...common, from: to - 1, to });
      }
      const value = d.skills[purchase.name] ?? "–";
      if (purchase.kind === "new-skill") return translate(lang, "faar.xp.new-skill", { ...common, value });
      const to = after.skills?.find((s) => s.name === purchase.name)?.level ?? 0;
      return translate(lang, "faar.xp.skill", { ...common, from: to - 1, to, value });
    },
    { purchase: { ...purchase, cost } },
  );
}

interface NpcOptions {
  readonly hit?: number[];
  readonly sample?: string;
}

/** The sample blocks `--sample` offers. */
const SAMPLES: Readonly<Record<string, faarRules.NpcStatBlock>> = {
  stadtwache: faarRules.BASHASAR_CITY_GUARD,
};

/** `char npc FILE [--hit N]…` (or `--sample stadtwache`): the stat block and its life-point track. */
async function runNpc(
  file: string | undefined,
  options: NpcOptions,
  ctx: CliContext,
): Promise<CommandOutput> {
  let block: faarRules.NpcStatBlock;
  if (options.sample !== undefined) {
    if (file !== undefined)
      throw new CliError("conflict", "error.conflict", { first: "FILE", second: "--sample" });
    const sample = Object.hasOwn(SAMPLES, options.sample) ? SAMPLES[options.sample] : undefined;
    if (!sample) {
      throw new CliError("invalid-choice", "error.invalid-choice", {
        option: "--sample",
        value: options.sample,
      });
    }
    block = sample;
  } else {
    if (file === undefined)
      throw new CliError("missing-argument", "error.missing-argument", { argument: "file" });
    const loaded = await loadCharacter(file, ctx.table);
    block = faarRules.npcBlockOf(requireFaar(loaded), ctx.table);
  }
  let state = faarRules.npcState(block);
  for (const damage of options.hit ?? []) state = faarRules.npcTakeDamage(state, damage);
  return { json: { ...block, state }, text: npcText(ctx.lang, block, state) };
}

function npcText(lang: Lang, block: faarRules.NpcStatBlock, state: faarRules.NpcState): string[] {
  const shield =
    block.shield !== undefined ? translate(lang, "faar.npc.shield", { shield: block.shield }) : "";
  const track = [block.lifePoints];
  for (const hit of state.hits) track.push(track.at(-1)! - hit);
  return [
    translate(lang, "faar.npc.title", { name: block.name }),
    translate(lang, "faar.npc.values", { ...block }),
    Array.isArray(block.armor)
      ? translate(lang, "faar.npc.armor-zones", { armor: block.armor.join("/"), shield })
      : translate(lang, "faar.npc.armor", { armor: block.armor, shield }),
    ...block.weapons.map((w) =>
      translate(lang, "faar.npc.weapon", {
        ...w,
        type: w.type ? ` (${translate(lang, `faar.damageType.${w.type}` as MessageKey)})` : "",
      }),
    ),
    block.loot.length > 0
      ? translate(lang, "faar.npc.loot", { loot: block.loot.join(", ") })
      : translate(lang, "faar.npc.no-loot"),
    translate(lang, "faar.npc.track", {
      track: track.join(" → "),
      down: state.down ? translate(lang, "faar.npc.down") : "",
    }),
  ];
}

/** Adds the Faar subcommands `earn`, `spend` and `npc` to `char` (registered after it). */
export const registerCharFaar: RegisterCommand = ({ program, lang, runWith }) => {
  const h = charFaarHelp(lang);
  const char = program.commands.find((c) => c.name() === "char");
  if (!char) throw new Error("registerCharFaar must run after registerChar");
  char
    .command("earn")
    .description(h.earn)
    .argument("<file>", "JSON")
    .option("--points <n>", h.points, integerOption("--points"))
    .option("--out <file>", h.out)
    .action((file: string, options: EarnOptions, cmd: Command) =>
      runWith(cmd, (ctx) => runEarn(file, options, ctx), undefined, file),
    );
  char
    .command("spend")
    .description(h.spend)
    .argument("<file>", "JSON")
    .option("--attribute <name>", h.attribute)
    .option("--skill <name>", h.skill)
    .option("--new-skill <name>", h.newSkill)
    .option("--base <attribute>", h.base)
    .option("--note <text>", h.note)
    .option("--out <file>", h.out)
    .action((file: string, options: SpendOptions, cmd: Command) =>
      runWith(cmd, (ctx) => runSpend(file, options, ctx), undefined, file),
    );
  char
    .command("npc")
    .description(h.npc)
    .argument("[file]", "JSON")
    .option("--hit <n>", h.hit, repeatableInteger("--hit"))
    .option("--sample <name>", h.sample)
    .action((file: string | undefined, options: NpcOptions, cmd: Command) =>
      runWith(cmd, (ctx) => runNpc(file, options, ctx), undefined, file),
    );
};

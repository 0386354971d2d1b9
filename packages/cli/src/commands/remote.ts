import { getSystem } from "@spieltisch/engine";
import {
  clientSeedSchema,
  type RollResponse,
  rollResponseSchema,
  tableInfoSchema,
  translate,
} from "@spieltisch/protocol";
import type { Command } from "commander";
import { CliError } from "../cli-error.js";
import type { CliContext, GlobalOptions } from "../context.js";
import type { CommandOutput } from "../output.js";
import { actionRequest } from "../remote/action-request.js";
import { checkBinding, checkEntered } from "../remote/check-binding.js";
import { newClientSeed } from "../remote/client-seed.js";
import { replayRoll } from "../remote/replay-roll.js";
import { serverUrl, type TableAddress, tableRequest } from "../remote/server-client.js";
import type { RegisterCommand } from "./command.js";
import { remoteHelp } from "./remote-help.js";

/** The environment variable a token may come from, so it stays out of the shell history. */
export const TOKEN_ENV = "SPIELTISCH_TOKEN";

/** `remote roll`'s own options. */
interface RemoteRollOptions {
  readonly server: string;
  readonly table: string;
  readonly token?: string;
  readonly clientSeed?: string;
  readonly label?: string;
  readonly secret?: boolean;
}

/**
 * Global options that choose local dice or local rules; at a table the table decides. (`--dice`
 * enters dice rolled at the table, where the table lets the member: CONTRACT §7.)
 */
const LOCAL_ONLY: readonly (readonly [keyof GlobalOptions, string])[] = [
  ["odds", "--odds"],
  ["seed", "--seed"],
  ["modules", "--modules"],
  ["houseRules", "--house-rules"],
  ["option", "--option"],
];
/** The dice commands' play options: characters are files here, at a table they live on the server. */
const PLAY_ONLY: readonly (readonly [string, string])[] = [
  ["char", "--char"],
  ["opponentChar", "--opponent-char"],
  ["skill", "--skill"],
  ["opponentSkill", "--opponent-skill"],
  ["apply", "--apply"],
];

/**
 * `spieltisch remote roll --server URL --table ID [--token T] [--client-seed S] <command> [its
 * options]`: rolls at a server table (CONTRACT §3 `POST …/rolls`, §5 client seeds). The command
 * and its options are the local dice command's, parsed the same way; the table's system, modules
 * and options decide the rules. Prints the stored roll as the local command prints it (`--json`:
 * the event), after checking it here: the client seed is the one sent and bound by the proof,
 * the options are the ones asked for, the dice come from the seed committed before the roll, and
 * the result fields are what the rules make of the dice.
 */
export const registerRemote: RegisterCommand = ({ program, lang, runWith, parseActionArgv }) => {
  const d = remoteHelp(lang);
  const remote = program.command("remote").description(d.remote);
  remote
    .command("roll")
    .description(d.roll)
    .requiredOption("--server <url>", d.server)
    .requiredOption("--table <id>", d.table)
    .option("--token <token>", d.token)
    .option("--client-seed <seed>", d.clientSeed)
    .option("--label <text>", d.label)
    .option("--secret", d.secret)
    .argument("<command>", d.action)
    .argument("[options...]", d.actionArgs)
    .allowUnknownOption()
    .action((command: string, words: string[], options: RemoteRollOptions, cmd: Command) =>
      runWith(cmd, async (ctx) => {
        refuseLocalOnly(cmd);
        const parsed = await parseActionArgv([command, ...words]);
        // `remote roll check --help`: commander printed the command's help.
        if (parsed === undefined) return { json: {}, text: [] };
        const { dice } = cmd.optsWithGlobals() as GlobalOptions;
        if (dice !== undefined && options.clientSeed !== undefined) {
          throw new CliError("conflict", "error.conflict", { first: "--dice", second: "--client-seed" });
        }
        return remoteRoll(ctx, cmd, options, parsed, dice);
      }),
    );
};

/** Refuses the global options that only make sense for local dice. */
function refuseLocalOnly(cmd: Command): void {
  const globals = cmd.optsWithGlobals() as GlobalOptions;
  for (const [key, flag] of LOCAL_ONLY) {
    if (globals[key] !== undefined)
      throw new CliError("remote-local-only", "remote.local-only", { option: flag });
  }
}

/** Where the table is and the token, from `--token` or {@link TOKEN_ENV}. */
function tableAddress(options: RemoteRollOptions): TableAddress {
  const token = options.token ?? process.env[TOKEN_ENV];
  if (token === undefined || token === "") throw new CliError("missing-option", "remote.no-token");
  return { server: serverUrl(options.server), table: options.table, token };
}

/** The client seed given (checked as the server checks it) or a fresh one. */
function clientSeedOf(options: RemoteRollOptions): { seed: string; generated: boolean } {
  if (options.clientSeed === undefined) return { seed: newClientSeed(), generated: true };
  const parsed = clientSeedSchema.safeParse(options.clientSeed);
  if (!parsed.success) {
    throw new CliError("invalid-option", "error.invalid-option", {
      option: "--client-seed",
      message: parsed.error.issues[0]?.message ?? "base64url",
    });
  }
  return { seed: parsed.data, generated: false };
}

async function remoteRoll(
  ctx: CliContext,
  cmd: Command,
  options: RemoteRollOptions,
  parsed: { readonly name: string; readonly options: Readonly<Record<string, unknown>> },
  entered: readonly number[] | undefined,
): Promise<CommandOutput> {
  const { lang } = ctx;
  for (const [key, flag] of PLAY_ONLY) {
    if (parsed.options[key] !== undefined) {
      throw new CliError("remote-local-only", "remote.local-only", { option: flag });
    }
  }
  const address = tableAddress(options);
  const info = await tableRequest(address, "", { method: "GET" }, tableInfoSchema, lang);
  const typed = rootOf(cmd).getOptionValueSource("system") === "cli" ? ctx.system.id : undefined;
  if (typed !== undefined && typed !== info.system) {
    throw new CliError("remote-system-differs", "remote.system-differs", {
      table: info.system,
      given: typed,
    });
  }
  const system = getSystem(info.system);
  const table = { modules: info.modules, options: info.houseRules };
  const request = actionRequest(parsed.name, parsed.options, system, table, lang);
  const envelope = {
    action: request.action,
    ...(options.label !== undefined ? { label: options.label } : {}),
    ...(options.secret ? { secret: true } : {}),
  };
  const post = (fairness: Record<string, unknown>) =>
    tableRequest(
      address,
      "rolls",
      // The options nested: an option named `dice` (the Urfassung's care dice) stays apart from the faces.
      { method: "POST", body: { ...envelope, options: request.options, ...fairness } },
      rollResponseSchema,
      lang,
    );
  const head = (event: RollResponse) =>
    event.byName !== null
      ? translate(lang, "remote.head", { table: info.name, seq: event.seq, by: event.byName })
      : translate(lang, "remote.head.unnamed", { table: info.name, seq: event.seq });
  if (entered !== undefined) {
    const event = await post({ dice: entered });
    checkEntered(event, request.options, entered, lang);
    const local = replayRoll(event, parsed.name, lang, ctx.scripted);
    const faces = entered.join(", ");
    return { json: event, text: [head(event), ...local.text, translate(lang, "remote.entered", { faces })] };
  }
  const clientSeed = clientSeedOf(options);
  const stream = options.secret ? "gm" : "table";
  const committed = info.seeds.find((s) => s.stream === stream);
  // The seed committed as the table showed it just now: swapped or rotated since, the roll is refused.
  const seen = committed !== undefined ? { seenCommitment: committed.commitment } : {};
  const event = await post({ clientSeed: clientSeed.seed, ...seen });
  checkBinding(event, request.options, clientSeed.seed, lang);
  const local = replayRoll(event, parsed.name, lang);
  const text = [
    head(event),
    ...local.text,
    translate(lang, "remote.client-seed", {
      clientSeed: clientSeed.seed,
      source: translate(
        lang,
        clientSeed.generated ? "remote.client-seed.generated" : "remote.client-seed.given",
      ),
    }),
    translate(lang, "remote.checked", { proof: event.proof ?? "–" }),
    committed !== undefined && committed.seedId === event.seedId
      ? translate(lang, "remote.committed", { seedId: committed.seedId, commitment: committed.commitment })
      : translate(lang, "remote.seed-changed", {
          seedId: event.seedId ?? "–",
          expected: committed?.seedId ?? "–",
        }),
  ];
  return { json: event, text };
}

const rootOf = (cmd: Command): Command => (cmd.parent ? rootOf(cmd.parent) : cmd);

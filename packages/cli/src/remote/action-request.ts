import type { RuleSystem, TableSettings } from "@spieltisch/engine";
import { type AnyActionAdapter, type Lang, protocolSystemOf } from "@spieltisch/protocol";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import type { ActionPlay } from "../play/action-play.js";
import { handlerFor } from "../systems/handlers.js";

/** What a dice command asks the server to roll: the action id and its options after its schema. */
export interface ActionRequest {
  readonly action: string;
  readonly options: Record<string, unknown>;
}

/** Thrown to stop a handler once it has parsed its options: nothing is rolled here. */
class Captured extends Error {
  constructor(readonly request: ActionRequest) {
    super("captured");
  }
}

/** The id a system's registry gives an adapter (`heal` at a FoKa table is `foka-heal`). */
function actionIdOf(system: string, adapter: AnyActionAdapter): string | undefined {
  const adapters = protocolSystemOf(system)?.adapters ?? {};
  return Object.entries(adapters).find(([, a]) => a === adapter)?.[0];
}

/**
 * The action and options a dice command would roll at a table with these rules: the local
 * command's handler runs up to the point where it has parsed its options with the action's
 * adapter (its renames, defaults and checks included, so `heal` at a FoKa table becomes
 * `foka-heal` and `--skill-value` becomes `skill`), and is stopped there. A bad option is the
 * same exit-2 error as locally; a command without a server action (Faar `initiative`) is
 * `remote-not-a-roll`.
 */
export function actionRequest(
  command: string,
  options: Readonly<Record<string, unknown>>,
  system: RuleSystem,
  table: TableSettings,
  lang: Lang,
): ActionRequest {
  const capture: ActionPlay = {
    prepare(adapter, raw, parse) {
      const parsed = parse({ ...raw });
      const action = actionIdOf(system.id, adapter);
      if (action === undefined) {
        throw new CliError("remote-not-a-roll", "remote.not-a-roll", { command });
      }
      throw new Captured({ action, options: parsed });
    },
    sides: () => undefined,
    recordRoll: () => {},
  };
  const ctx: CliContext = {
    system,
    table,
    lang,
    json: false,
    odds: false,
    rng: {
      die: () => {
        // A handler that rolls before parsing an adapter's options has no server action.
        throw new CliError("remote-not-a-roll", "remote.not-a-roll", { command });
      },
    },
    play: capture,
  };
  try {
    handlerFor(command, ctx)(options, ctx);
  } catch (error) {
    if (error instanceof Captured) return error.request;
    throw error;
  }
  throw new CliError("remote-not-a-roll", "remote.not-a-roll", { command });
}

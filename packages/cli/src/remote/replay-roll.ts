import { getSystem, type ScriptedRng, scriptedRng } from "@spieltisch/engine";
import {
  canonicalJson,
  type Lang,
  normaliseTableOptions,
  type RollEventBody,
  replayFaces,
  rollResultFields,
  translate,
} from "@spieltisch/protocol";
import { CliError } from "../cli-error.js";
import type { CliContext } from "../context.js";
import type { CommandOutput } from "../output.js";
import { handlerFor } from "../systems/handlers.js";
import { refuseUnusedDice } from "../unused-dice.js";

/**
 * Rolls a server's roll again here: the local `command` with the roll's options, its table's rules
 * and exactly the faces the server's result shows (`--dice` in effect). The server's result
 * fields must be what the rules make of those faces — every field, none more, no face left over —
 * otherwise a {@link CliError} `remote-mismatch`. Returns the local command's output, so a remote
 * roll prints exactly as a local one.
 *
 * This checks the rules, not the dice: which faces fell depends on the committed seed, which
 * only `spieltisch verify` can recompute once it is revealed.
 */
export function replayRoll(
  event: RollEventBody,
  command: string,
  lang: Lang,
  entered?: ScriptedRng,
): CommandOutput {
  const result = rollResultFields(event);
  // Dice entered at the table are replayed from the faces given (`--dice`), which the result shows.
  const scripted = entered ?? scriptedRng(replayFaces(result));
  const ctx: CliContext = {
    system: getSystem(event.system),
    table: { modules: event.modules, options: normaliseTableOptions(event.houseRules).options },
    lang,
    json: false,
    odds: false,
    rng: scripted,
    scripted,
  };
  let output: CommandOutput;
  try {
    output = handlerFor(command, ctx)(event.options, ctx);
    refuseUnusedDice(ctx);
  } catch (error) {
    const reason = error instanceof CliError ? translate(lang, error.key, error.params) : String(error);
    throw mismatch(
      translate(lang, "remote.mismatch.field", {
        field: "dice",
        got: canonicalJson(result.dice ?? null),
        expected: reason,
      }),
    );
  }
  const local: Record<string, unknown> = { ...output.json };
  delete local.system;
  delete local.action;
  for (const field of new Set([...Object.keys(local), ...Object.keys(result)])) {
    const got = canonicalJson(result[field] ?? null);
    const expected = canonicalJson(local[field] ?? null);
    if (got !== expected) {
      throw mismatch(translate(lang, "remote.mismatch.field", { field, got, expected }));
    }
  }
  return output;
}

/** The error of a roll that does not check out. */
export const mismatch = (reason: string): CliError =>
  new CliError("remote-mismatch", "remote.mismatch", { reason });

import { canonicalJson, type Lang, type RollEventBody, translate } from "@spieltisch/protocol";
import type { CliError } from "../cli-error.js";
import { mismatch } from "./replay-roll.js";

/**
 * What the roll must be bound to before its dice can mean anything: the client seed sent, in a
 * derivation that binds it (the second or the third, which also binds the sides and `apply`) with
 * a proof, and the options asked for (the dice derive from them). A roll that is not is a
 * {@link CliError} `remote-mismatch`.
 *
 * @example
 * checkBinding(event, { value: 12, target: 15 }, sentSeed, "de"); // throws when the server swapped anything
 */
export function checkBinding(
  event: RollEventBody,
  options: Readonly<Record<string, unknown>>,
  clientSeed: string,
  lang: Lang,
): void {
  if (event.clientSeed !== clientSeed) {
    throw mismatch(
      translate(lang, "remote.mismatch.client-seed", { got: event.clientSeed ?? "–", sent: clientSeed }),
    );
  }
  if (event.derivation === undefined || event.proof === undefined) {
    throw mismatch(translate(lang, "remote.mismatch.unbound"));
  }
  if (canonicalJson(event.options) !== canonicalJson(options)) {
    throw mismatch(
      translate(lang, "remote.mismatch.options", {
        got: canonicalJson(event.options),
        sent: canonicalJson(options),
      }),
    );
  }
}

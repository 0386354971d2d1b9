import {
  canonicalJson,
  type Lang,
  type RollEventBody,
  replayFaces,
  rollResultFields,
  translate,
} from "@spieltisch/protocol";
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
  checkOptions(event, options, lang);
}

/** The roll was rolled with the options asked for: else `remote-mismatch`. */
function checkOptions(event: RollEventBody, options: Readonly<Record<string, unknown>>, lang: Lang): void {
  if (canonicalJson(event.options) !== canonicalJson(options)) {
    throw mismatch(
      translate(lang, "remote.mismatch.options", {
        got: canonicalJson(event.options),
        sent: canonicalJson(options),
      }),
    );
  }
}

/**
 * What a roll of dice entered at the table must be: marked as such, rolled with the options asked
 * for, showing exactly the faces entered (in the order given); otherwise a {@link CliError}
 * `remote-mismatch`. Whether the result follows from them, `replayRoll` checks.
 *
 * @example
 * checkEntered(event, { value: 12, target: 9 }, [4], "de"); // throws when the server rolled its own dice
 */
export function checkEntered(
  event: RollEventBody,
  options: Readonly<Record<string, unknown>>,
  faces: readonly number[],
  lang: Lang,
): void {
  if (event.entered !== true) throw mismatch(translate(lang, "remote.mismatch.not-entered"));
  checkOptions(event, options, lang);
  const shown = replayFaces(rollResultFields(event));
  if (canonicalJson(shown) !== canonicalJson(faces)) {
    throw mismatch(
      translate(lang, "remote.mismatch.faces", { got: shown.join(", "), sent: faces.join(", ") }),
    );
  }
}

import { type Lang, type MessageKey, translate } from "@spieltisch/protocol";
import { CliError } from "../cli-error.js";

/**
 * The participants of `initiative`, which are arguments, not an option: none given is an error
 * that says so and how one is written (`format`, a message key of the system).
 *
 * @example
 * requireParticipants([], "de", "faar.initiative.format"); // throws: Es fehlen die Teilnehmer, je einer als name:GE:IT …
 */
export function requireParticipants(
  participants: readonly string[] | undefined,
  lang: Lang,
  format: MessageKey,
  example = "Linda:3:2 Ork:2:1",
): readonly string[] {
  if (participants && participants.length > 0) return participants;
  throw new CliError("missing-participants", "error.missing-participants", {
    format: translate(lang, format),
    example,
  });
}

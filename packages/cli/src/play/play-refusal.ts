import { isMessageKey, type Lang, PlayError, translate } from "@spieltisch/protocol";
import { CliError } from "../cli-error.js";

/** The sides of a roll by the field a refusal names (`actor`, `skill` …), for the message. */
export interface RefusalNames {
  readonly actor?: string;
  readonly opponent?: string;
}

const ROLE_OF_FIELD: Readonly<Record<string, "actor" | "opponent">> = {
  actor: "actor",
  skill: "actor",
  dueCheck: "actor",
  opponent: "opponent",
  opponentSkill: "opponent",
};

/**
 * Runs a step of the protocol's play preparation or booking; a {@link PlayError} becomes the CLI's
 * one-line refusal: the catalogue's `error.<code>` (a character who cannot act names itself and
 * its status in words), anything the catalogue lacks `error.play-invalid` with the field.
 *
 * @example
 * asCliRefusal("de", names, () => preparePlay(act, table, raw, refs, sides));
 */
export function asCliRefusal<T>(lang: Lang, names: RefusalNames, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (!(error instanceof PlayError)) throw error;
    throw refusal(lang, names, error);
  }
}

function refusal(lang: Lang, names: RefusalNames, error: PlayError): CliError {
  const field = String(error.path[0] ?? "");
  const role = ROLE_OF_FIELD[field];
  const name = role ? names[role] : undefined;
  if (error.code === "character-not-active") {
    const status = String(error.params.status ?? "");
    const statusKey = `play.status.${status}`;
    const words = isMessageKey(statusKey) ? translate(lang, statusKey) : status;
    return new CliError(error.code, "error.character-not-active", {
      status: name ? `${name}: ${words}` : words,
    });
  }
  const key = `error.${error.code}`;
  if (error.kind === "refused" && isMessageKey(key)) return new CliError(error.code, key, error.params);
  return new CliError(error.code, "error.play-invalid", { field: field || "?" });
}

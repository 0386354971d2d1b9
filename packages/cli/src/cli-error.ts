import type { MessageKey } from "@spieltisch/protocol";

/**
 * Bad input on the command line: exit status 2 with one line saying what is wrong. `key` is the
 * message id, so the line comes out in the user's language.
 */
export class CliError extends Error {
  override readonly name = "CliError";
  constructor(
    readonly code: string,
    readonly key: MessageKey,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(`${code}: ${JSON.stringify(params)}`);
  }
}

import { EngineError } from "@spieltisch/engine";

/**
 * Why play cannot build or book a roll (CONTRACT §4): `invalid` — the request contradicts itself
 * (a sheet value and the option both given, a side the action does not have; HTTP 400, exit 2);
 * `refused` — the rules or the characters refuse it (an unknown sheet value, a character who
 * cannot act, a check not due, a dead character; HTTP 422 with the catalogue's `error.<code>`
 * as reason). `path` names the field of the request.
 */
export class PlayError extends Error {
  override readonly name = "PlayError";
  constructor(
    readonly kind: "invalid" | "refused",
    readonly code: string,
    message: string,
    readonly path: readonly (string | number)[],
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

/** A refusal with the code and params of the catalogue's `error.<code>`. */
export const playRefused = (
  code: string,
  params: Readonly<Record<string, string | number>>,
  path: readonly (string | number)[],
): PlayError => new PlayError("refused", code, `${code}: ${JSON.stringify(params)}`, path, params);

/**
 * Runs a step of the condition rules; an `EngineError` it throws (a dead character, a check not
 * due, an impossible `set`) becomes a refusal at `path`. Anything else is a bug and stays one.
 *
 * @example
 * underRules(["actor"], () => rules.applyOutcome(condition, outcome, table));
 */
export function underRules<T>(path: readonly (string | number)[], step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof EngineError) {
      throw new PlayError("refused", error.code, error.message, path, error.params);
    }
    throw error;
  }
}

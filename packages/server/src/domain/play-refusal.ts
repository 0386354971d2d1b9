import { EngineError } from "@spieltisch/engine";
import { isMessageKey, translate } from "@spieltisch/protocol";
import { ApiError, type FieldPath } from "../errors.js";

/**
 * A refusal of play (CONTRACT §4: 422 "with a reason"): the code, its params, and the reason in
 * German and English from the catalogue's `error.<code>`, so the web app and any other client can
 * show it as it is.
 *
 * @example
 * playRefusal("character-not-active", { status: "out" }, ["actor"]);
 * // ApiError 422, reason.de "Der Charakter kann nicht handeln (out)"
 */
export function playRefusal(
  code: string,
  params: Readonly<Record<string, string | number>>,
  path?: FieldPath,
  status = 422,
): ApiError {
  const key = `error.${code}`;
  const reason = isMessageKey(key)
    ? { de: translate("de", key, params), en: translate("en", key, params) }
    : undefined;
  return new ApiError(status, code, reason?.en ?? code, path, { params, ...(reason ? { reason } : {}) });
}

/**
 * Runs a step of the condition rules; an `EngineError` it throws (a dead character, a check not
 * due, an impossible `set`) becomes a 422 refusal at `path`. Anything else is a bug and stays one.
 */
export function underRules<T>(path: FieldPath, step: () => T): T {
  try {
    return step();
  } catch (error) {
    if (error instanceof EngineError) throw playRefusal(error.code, error.params, path);
    throw error;
  }
}

import { EngineError } from "@spieltisch/engine";
import { ZodError } from "zod";
import { PlayError } from "../actions/play-error.js";
import { isMessageKey, type Lang, translate } from "../i18n/catalogue.js";
import { ApiError, zodPath } from "./api-error.js";
import type { ErrorBody } from "./error-body.js";

/** An expected failure as the API answers it: status and body. */
export interface ErrorReply {
  readonly status: number;
  readonly body: ErrorBody;
}

/**
 * What a table answers for an expected failure of one of its use cases, the same on the server
 * and at the browser's own table: an `ApiError` keeps its status, a zod error is 400
 * `invalid-body` with the field path, a refusal of play 400/422 with its reason in German and
 * English, an engine error 400 with its params. Anything else is no expected failure: undefined.
 */
export function errorReplyOf(error: unknown): ErrorReply | undefined {
  if (error instanceof ApiError) return { status: error.status, body: error.toBody() };
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    return {
      status: 400,
      body: {
        error: { code: "invalid-body", message: issue?.message ?? "Invalid input", path: zodPath(error) },
      },
    };
  }
  if (error instanceof PlayError) return playErrorReply(error);
  if (error instanceof EngineError) {
    return {
      status: 400,
      body: { error: { code: error.code, message: error.message, params: error.params } },
    };
  }
  return undefined;
}

/** {@link errorReplyOf} as an {@link ApiError}; anything unexpected is thrown on as it is. */
export function asApiError(error: unknown): ApiError {
  const reply = errorReplyOf(error);
  if (!reply) throw error;
  return error instanceof ApiError ? error : ApiError.fromBody(reply.status, reply.body);
}

/**
 * The answer to a refused or self-contradicting play request (CONTRACT §4): 400 `invalid-body`
 * for a request that contradicts itself, 422 with the rules' code for a refusal — both with the
 * field `path`, the code's `params` and, where the catalogue has `error.<code>`, the `reason` in
 * German and English, so any client can show it as it is.
 */
function playErrorReply(error: PlayError): ErrorReply {
  const key = `error.${error.code}`;
  const reason = isMessageKey(key)
    ? {
        de: translate("de", key, wordsOf(error.params, "de")),
        en: translate("en", key, wordsOf(error.params, "en")),
      }
    : undefined;
  return {
    status: error.kind === "invalid" ? 400 : 422,
    body: {
      error: {
        code: error.code,
        message: reason?.en ?? error.message,
        path: [...error.path],
        params: { ...error.params },
        ...(reason ? { reason } : {}),
      },
    },
  };
}

/** A status in the params (`out`, `dead`) said in words, as the table says it („kampfunfähig“). */
function wordsOf(params: PlayError["params"], lang: Lang): PlayError["params"] {
  const status = params.status;
  const key = `web.play.status.${String(status)}`;
  return typeof status === "string" && isMessageKey(key)
    ? { ...params, status: translate(lang, key) }
    : params;
}

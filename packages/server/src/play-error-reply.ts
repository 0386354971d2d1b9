import { isMessageKey, type Lang, type PlayError, translate } from "@spieltisch/protocol";

/**
 * The answer to a refused or self-contradicting play request (CONTRACT §4): 400 `invalid-body`
 * for a request that contradicts itself, 422 with the rules' code for a refusal — both with the
 * field `path`, the code's `params` and, where the catalogue has `error.<code>`, the `reason` in
 * German and English, so any client can show it as it is.
 */
export function describePlayError(error: PlayError) {
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

import { EngineError } from "@spieltisch/engine";
import { ApiError, isMessageKey, PlayError } from "@spieltisch/protocol";
import { ZodError } from "zod";
import type { I18n } from "./i18n.js";
import { reasonOf } from "./play-commands.js";

type Words = Pick<I18n, "t" | "tk"> & Partial<Pick<I18n, "lang">>;

/** "The entry „MW“ is missing or does not fit", naming the field by its label where there is one. */
const fieldText = (path: readonly PropertyKey[] | undefined, { t, tk }: Words): string | null => {
  const field = path?.at(-1);
  return field === undefined || typeof field === "symbol"
    ? null
    : t("web.failure.field", { field: tk(`web.field.${String(field)}`, String(field)) });
};

/**
 * A failed request (or a local roll the rules refuse) in the user's language: what went wrong
 * and, where it helps, what to do. The server's own `message` is English for developers, so it is
 * never shown; its code picks the words.
 */
export function failureText(error: unknown, words: Words): string {
  const { t } = words;
  // A refusal of play (CONTRACT §4) comes with its reason in both languages, or from the rules
  // at a local table: said as the table says it.
  if ((error instanceof ApiError && error.reason) || error instanceof PlayError) {
    return reasonOf(error, { tk: words.tk, lang: words.lang ?? "de" });
  }
  if (error instanceof ApiError) {
    if (error.code === "unreadable-answer")
      return t("web.failure.other", { status: error.status, code: "–" });
    if (error.code === "invalid-body") return fieldText(error.path, words) ?? t("web.failure.invalid-body");
    const known = `web.failure.${error.code}`;
    if (isMessageKey(known)) return t(known);
    // An engine error (a value out of range …) has its own message in the catalogue.
    const engine = `error.${error.code}`;
    const params = error.params;
    if (params && isMessageKey(engine)) return t(engine, params);
    return t("web.failure.other", { status: error.status, code: error.code });
  }
  if (error instanceof EngineError) {
    const engine = `error.${error.code}`;
    if (isMessageKey(engine)) return t(engine, error.params);
  }
  if (error instanceof ZodError)
    return fieldText(error.issues[0]?.path, words) ?? t("web.failure.invalid-body");
  // fetch rejects with a TypeError when there is no connection.
  if (error instanceof TypeError) return t("web.failure.network");
  return t("web.failure.badAnswer");
}

import { ApiError, isMessageKey, PlayError } from "@spieltisch/protocol";
import type { z } from "zod";
import { type FieldSpec, fieldsOf } from "../actions/fields.js";
import type { ConditionView } from "../session/types.js";
import type { I18n } from "./i18n.js";
import { printedNumber } from "./play-text.js";

/** A check due, as the characters' play state lists it. */
export type DueCheckView = ConditionView["due"][number];

/**
 * A refusal's params as the table says them: a status (`out`, `dead`) and a wound's kind
 * (`severe`) in words, a negative number with the minus sign („LP −3“).
 */
export function refusalWords(
  params: Readonly<Record<string, unknown>>,
  { tk }: Pick<I18n, "tk">,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => {
      if (key === "status" && typeof value === "string") return [key, tk(`web.play.status.${value}`, value)];
      if (key === "woundKind" && typeof value === "string")
        return [key, tk(`web.play.option.${value}`, value)];
      return [key, typeof value === "number" ? printedNumber(value) : value];
    }),
  );
}

/**
 * A refusal of the rules in the reader's words: the web's own message where the catalogue's
 * names a CLI command (`web.error.<code>`), else `error.<code>`, filled with {@link refusalWords};
 * `fallback` where the catalogue has neither.
 */
function refusalText(
  code: string,
  params: Readonly<Record<string, unknown>>,
  fallback: string,
  i18n: Pick<I18n, "tk">,
): string {
  const words = refusalWords(params, i18n);
  const web = `web.error.${code}`;
  return isMessageKey(web) ? i18n.tk(web, fallback, words) : i18n.tk(`error.${code}`, fallback, words);
}

/**
 * Why a roll, odds or command was refused, in the reader's language: the server's refusal (its
 * code and params said as the table says them, else its `reason`), a local table's `PlayError`
 * through the catalogue (`error.<code>`), an unknown character in words; anything else with its
 * message.
 */
export function reasonOf(e: unknown, { tk, lang }: Pick<I18n, "tk" | "lang">): string {
  if (e instanceof ApiError) {
    const reason = e.reason;
    const params = e.params;
    if (reason) return params ? refusalText(e.code, params, reason[lang], { tk }) : reason[lang];
    if (e.code === "character-not-found") return tk("web.play.notFound", e.message);
    return e.code === "unreadable-answer" ? e.message : tk(`error.${e.code}`, e.message);
  }
  if (e instanceof PlayError) return refusalText(e.code, e.params, e.message, { tk });
  return e instanceof Error ? e.message : String(e);
}

/** One condition command the form offers: its name and its simple fields. */
export interface CommandVariant {
  readonly command: string;
  readonly fields: readonly FieldSpec[];
}

/** Kinds a small form edits without a raw JSON field. */
const SIMPLE = new Set(["int", "bool", "enum"]);

/**
 * The commands of a system's command schema that a small form can give: every variant whose
 * fields are numbers, switches or choices with words in the catalogue. `set` (a whole condition)
 * and commands with nested shapes are left out: never a raw JSON field.
 */
export function commandVariants(schema: z.ZodType, hasWords: (key: string) => boolean): CommandVariant[] {
  const [choice] = fieldsOf(schema, {});
  if (choice?.kind !== "enum") return [];
  return choice.options.flatMap((command) => {
    if (command === "set") return [];
    const fields = fieldsOf(schema, { command }).slice(1);
    const simple = fields.every(
      (f) =>
        SIMPLE.has(f.kind) &&
        (f.kind !== "enum" ||
          f.options.every((o) => hasWords(`web.play.option.${o}`) || hasWords(`web.option.${o}`))),
    );
    return simple && hasWords(`web.play.command.${command}`) ? [{ command, fields }] : [];
  });
}

import { ApiError, PlayError } from "@spieltisch/protocol";
import type { z } from "zod";
import { type FieldSpec, fieldsOf } from "../actions/fields.js";
import type { ConditionView } from "../session/types.js";
import type { I18n } from "./i18n.js";

/** A check due, as the characters' play state lists it. */
export type DueCheckView = ConditionView["due"][number];

/**
 * Why a roll, odds or command was refused, in the reader's language: the server's `reason`, a
 * local table's `PlayError` through the catalogue (`error.<code>`), an unknown character in
 * words; anything else with its message.
 */
export function reasonOf(e: unknown, { tk, lang }: Pick<I18n, "tk" | "lang">): string {
  if (e instanceof ApiError) {
    const reason = e.reason;
    if (reason) return reason[lang];
    if (e.code === "character-not-found") return tk("web.play.notFound", e.message);
    return e.code === "unreadable-answer" ? e.message : tk(`error.${e.code}`, e.message);
  }
  if (e instanceof PlayError) {
    // A status in the params is a word of the rules (`out`, `dead`): said as the table says it.
    const status = e.params.status;
    const params =
      typeof status === "string"
        ? { ...e.params, status: tk(`web.play.status.${status}`, status) }
        : e.params;
    return tk(`error.${e.code}`, e.message, params);
  }
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

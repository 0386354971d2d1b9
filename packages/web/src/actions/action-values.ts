import { formValuesSchema } from "../lib/play-request.js";
import { useStoredState } from "../lib/stored-state.js";
import { startValues } from "./action-defaults.js";
import { type FieldSpec, fieldsOf } from "./fields.js";
import type { TableAction } from "./odds.js";

/**
 * The values of an action's form, kept in localStorage under `key`: defaults (the `system`'s own
 * where it has them) under what was typed, so a field added later (or a new variant) still has a
 * value and a roll never goes out without the values the action needs.
 */
export function useActionValues(key: string, entry: TableAction, system: string) {
  const [stored, setValues] = useStoredState(key, formValuesSchema, {});
  const values = startValues(system, entry, stored);
  // Fields may depend on the values (the variant of a discriminated union).
  const fields: FieldSpec[] = fieldsOf(entry.adapter.options, values);
  return { values, fields, setValues, stored } as const;
}

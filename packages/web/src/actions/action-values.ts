import { useStoredState } from "../lib/stored-state.js";
import { type FieldSpec, fieldsOf, initialValue } from "./fields.js";
import type { TableAction } from "./odds.js";

/**
 * The values of an action's form, kept in localStorage under `key`: defaults under what was typed,
 * so a field added later (or a new variant) still has a value and a roll never goes out without
 * the values the action needs.
 */
export function useActionValues(key: string, entry: TableAction) {
  const [stored, setValues] = useStoredState<Record<string, unknown>>(key, {});
  const values: Record<string, unknown> = {
    ...Object.fromEntries(fieldsOf(entry.adapter.options, stored).map((f) => [f.name, initialValue(f)])),
    ...stored,
  };
  // Fields may depend on the values (the variant of a discriminated union).
  const fields: FieldSpec[] = fieldsOf(entry.adapter.options, values);
  return { values, fields, setValues } as const;
}

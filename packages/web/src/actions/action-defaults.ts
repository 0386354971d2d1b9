import { webSystemOf } from "../systems/registry.js";
import type { ExplorerAxis, NumberSpan } from "./explorer-axis.js";
import { type FieldSpec, fieldsOf, initialValue, neutralNumber } from "./fields.js";
import type { TableAction } from "./odds.js";

/**
 * Where a form starts and what the odds explorer spans, per system and action — each system's
 * `WebSystem` says it (`startValues`, `startNumber`, `explorerAxes`, `explorerSpan`): the EWS
 * middle of 12 reads as nonsense elsewhere — 3W6 + 12 against a difficulty of 12 always
 * succeeds, twelve Kampfwürfel almost always do, a Kampfwürfel attack without a damage ratio has
 * no odds at all. A system that says nothing gets neutral numbers (`neutralNumber`), not EWS's.
 */

/** The span of an axis over a field with no system's span: its own bounds, at most 21 values. */
const neutralSpan = (field: { readonly min: number; readonly max: number }): NumberSpan => {
  const from = field.max - field.min <= 20 ? field.min : neutralNumber(field);
  return { from, to: Math.min(field.max, from + 20) };
};

/**
 * The values a form starts with: each field's generic start, then the system's own, then what
 * was typed (so a field added later, or a new variant, still has a value).
 *
 * @example
 * startValues("3w6-stunts", checkEntry, {}); // { value: 2, target: 12, mod: [] }
 */
export function startValues(
  system: string,
  entry: TableAction,
  stored: Readonly<Record<string, unknown>> = {},
): Record<string, unknown> {
  const web = webSystemOf(system);
  const own = web?.startValues?.[entry.id] ?? {};
  const fields = fieldsOf(entry.adapter.options, { ...own, ...stored });
  return {
    ...Object.fromEntries(fields.map((f) => [f.name, initialValue(f, web?.startNumber)])),
    ...Object.fromEntries(Object.entries(own).filter(([name]) => fields.some((f) => f.name === name))),
    ...stored,
  };
}

/**
 * The explorer's two axes for an action: the system's own where it has them, else the first two
 * whole-number fields the action requires over the system's span (clipped to what they accept),
 * or each field's own bounds; null when the action has no two numbers to cross.
 */
export function explorerAxes(
  system: string,
  entry: TableAction,
): readonly [ExplorerAxis, ExplorerAxis] | null {
  const web = webSystemOf(system);
  const own = web?.explorerAxes?.[entry.id];
  if (own) return own;
  const ints = fieldsOf(entry.adapter.options).flatMap((f: FieldSpec) =>
    f.kind === "int" && !f.optional ? [f] : [],
  );
  const [x, y] = ints;
  if (!x || !y) return null;
  const span = (f: Extract<FieldSpec, { kind: "int" }>): ExplorerAxis => {
    const wide = web?.explorerSpan ?? neutralSpan(f);
    return { field: f.name, from: Math.max(f.min, wide.from), to: Math.min(f.max, wide.to) };
  };
  return [span(x), span(y)];
}

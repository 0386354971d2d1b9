import type { z } from "zod";

/** One input of an action form, read from the adapter's zod options schema. */
export type FieldSpec =
  | {
      readonly name: string;
      readonly kind: "int";
      readonly optional: boolean;
      readonly min: number;
      readonly max: number;
      readonly fallback?: number;
    }
  | { readonly name: string; readonly kind: "mods"; readonly optional: true }
  | { readonly name: string; readonly kind: "bool"; readonly optional: boolean }
  | {
      readonly name: string;
      readonly kind: "enum";
      readonly optional: boolean;
      readonly options: readonly string[];
    }
  | {
      readonly name: string;
      readonly kind: "enum-list";
      readonly optional: boolean;
      readonly options: readonly string[];
    }
  | { readonly name: string; readonly kind: "text"; readonly optional: boolean; readonly fallback?: string }
  /** Anything structured (a list of participants…): edited as JSON. */
  | { readonly name: string; readonly kind: "json"; readonly optional: boolean };

// zod's internals differ between schema kinds; this is the little we read from them.
interface Introspectable {
  readonly def: {
    readonly type: string;
    readonly innerType?: Introspectable;
    readonly options?: readonly Introspectable[];
    readonly element?: Introspectable;
    readonly defaultValue?: unknown;
    readonly discriminator?: string;
    readonly values?: readonly unknown[];
  };
  readonly minValue?: number | null;
  readonly maxValue?: number | null;
  readonly options?: readonly string[];
  readonly shape?: Readonly<Record<string, Introspectable>>;
}

/**
 * The choices of an enum, or of a union of an enum with free text (the shot's circumstances: the
 * text's keys, while other text still reaches the engine, which names the known ones); null for
 * anything else.
 */
function enumChoices(schema: Introspectable): readonly string[] | null {
  if (schema.def.type === "enum") return schema.options ?? [];
  if (schema.def.type !== "union") return null;
  const options = schema.def.options ?? [];
  const enums = options.filter((o) => o.def.type === "enum");
  const rest = options.filter((o) => o.def.type !== "enum");
  return enums.length === 1 && rest.every((o) => o.def.type === "string") ? (enums[0]!.options ?? []) : null;
}

function fieldOf(name: string, schema: Introspectable, optional: boolean, fallback?: unknown): FieldSpec {
  const def = schema.def;
  switch (def.type) {
    case "optional":
      return fieldOf(name, def.innerType!, true, fallback);
    case "default":
      return fieldOf(name, def.innerType!, true, def.defaultValue);
    case "number": {
      const spec: FieldSpec = {
        name,
        kind: "int",
        optional,
        min: Math.max(schema.minValue ?? -99, -99),
        max: Math.min(schema.maxValue ?? 99, 99),
      };
      return typeof fallback === "number" ? { ...spec, fallback } : spec;
    }
    case "union": {
      const options = def.options ?? [];
      // One choice or a list of them (`--mods a,b`): a list of checkboxes, never free text.
      const listed = options.find(
        (o) => o.def.type === "array" && o.def.element && enumChoices(o.def.element),
      );
      const choices = listed?.def.element ? enumChoices(listed.def.element) : null;
      if (choices) return { name, kind: "enum-list", optional, options: choices };
      const single = enumChoices(schema);
      if (single) return { name, kind: "enum", optional, options: single };
      // `--mod` may be one number or a list: the form edits a list of modifiers (their sum).
      const numberList = options.some((o) => o.def.type === "array" && o.def.element?.def.type === "number");
      if (/mod/i.test(name) && numberList && options.some((o) => o.def.type === "number")) {
        return { name, kind: "mods", optional: true };
      }
      // Otherwise the simplest alternative (e.g. one armour value instead of six per zone).
      const simple = options.find((o) => o.def.type !== "array") ?? options[0];
      return simple ? fieldOf(name, simple, optional, fallback) : { name, kind: "json", optional };
    }
    case "boolean":
      return { name, kind: "bool", optional };
    case "enum":
      return { name, kind: "enum", optional, options: schema.options ?? [] };
    case "array": {
      const element = def.element!;
      const choices = enumChoices(element);
      if (choices) return { name, kind: "enum-list", optional, options: choices };
      if (element.def.type === "number" && /mod/i.test(name)) return { name, kind: "mods", optional: true };
      return { name, kind: "json", optional };
    }
    default:
      return typeof fallback === "string"
        ? { name, kind: "text", optional, fallback }
        : { name, kind: "text", optional };
  }
}

/**
 * Reads the form fields of an action from its adapter's options schema, so every action a
 * system registers gets a form without web code of its own.
 *
 * @example
 * fieldsOf(ewsCheckOptionsSchema).map((f) => f.name); // ["value", "target", "mod", "wounds"]
 */
export function fieldsOf(schema: z.ZodType, values: Readonly<Record<string, unknown>> = {}): FieldSpec[] {
  const root = schema as unknown as Introspectable;
  const discriminator = root.def.discriminator;
  if (root.def.type === "union" && discriminator) {
    // A discriminated union (e.g. healing "travel" | "treatment"): a choice, then that variant's fields.
    const variants = (root.def.options ?? []).flatMap((o) => {
      const literal = o.shape?.[discriminator]?.def.values?.[0];
      return typeof literal === "string" ? [{ literal, option: o }] : [];
    });
    const chosen = variants.find((v) => v.literal === values[discriminator]) ?? variants[0];
    const choice: FieldSpec = {
      name: discriminator,
      kind: "enum",
      optional: false,
      options: variants.map((v) => v.literal),
    };
    return [
      choice,
      ...Object.entries(chosen?.option.shape ?? {})
        .filter(([name]) => name !== discriminator)
        .map(([name, field]) => fieldOf(name, field, false)),
    ];
  }
  if (!root.shape) return [];
  return Object.entries(root.shape).map(([name, field]) => fieldOf(name, field, false));
}

/**
 * Where a whole number starts when nobody says: the middle of a small range (a die's, up to 20
 * wide), else the lowest the field allows from 0 on — a number that reads as no system's own.
 */
export function neutralNumber(field: { readonly min: number; readonly max: number }): number {
  if (field.max - field.min <= 20) return Math.floor((field.min + field.max) / 2);
  return Math.min(Math.max(0, field.min), field.max);
}

/**
 * A sensible starting value for a field: a whole number at the system's `startNumber` (EWS values
 * sit around 12) within the field's bounds, or at {@link neutralNumber} for a system without one.
 */
export function initialValue(field: FieldSpec, startNumber?: number): unknown {
  switch (field.kind) {
    case "int":
      if (field.fallback !== undefined) return field.fallback;
      if (field.optional) return undefined;
      if (startNumber === undefined) return neutralNumber(field);
      return Math.min(Math.max(startNumber, field.min), field.max);
    case "mods":
      return [];
    case "bool":
      return field.optional ? undefined : false;
    case "enum":
      return field.optional ? undefined : field.options[0];
    case "enum-list":
      return [];
    case "text":
      return field.fallback ?? (field.optional ? undefined : "");
    case "json":
      return field.optional ? undefined : [];
  }
}

/**
 * Options without empty entries (and, given the form's fields, without leftovers of another
 * variant): what the adapter and the API receive.
 */
export function cleanOptions(
  values: Readonly<Record<string, unknown>>,
  fields?: readonly FieldSpec[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const known = fields ? new Set(fields.map((f) => f.name)) : null;
  for (const [key, value] of Object.entries(values)) {
    if (known && !known.has(key)) continue;
    if (value === undefined || value === "" || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  return out;
}

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { allActionAdapters } from "../actions/pipeline.js";
import { isMessageKey, messageKeys, translate } from "./catalogue.js";
import {
  firstMessageKey,
  isExactTwin,
  optionFieldLabelKey,
  outputLabelKeys,
  valueLabelKeys,
} from "./web-labels.js";

/** What a schema names that the screen shows: its fields and the values of its enums. */
interface Names {
  readonly fields: Set<string>;
  /** `field value` pairs: an enum value or a union variant's literal, with the field it sits in. */
  readonly values: Set<string>;
}

/** zod's definition of a schema: the little of it this walk reads. */
const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;

/**
 * Every field name and enum value anywhere in a schema: objects, unions (each variant), lists,
 * optionals, defaults, pipes, records, enums and literals. A schema kind the walk does not know fails the
 * test, so a new kind cannot hide names from it.
 */
function namesOf(schema: z.ZodType, field: string, into: Names, skipExactTwins: boolean): Names {
  const def = defOf(schema);
  switch (def.type) {
    case "object": {
      const shape = def.shape as Record<string, z.ZodType>;
      const keys = Object.keys(shape);
      for (const [key, value] of Object.entries(shape)) {
        if (skipExactTwins && isExactTwin(key, keys)) continue;
        into.fields.add(key);
        namesOf(value, key, into, skipExactTwins);
      }
      break;
    }
    case "union":
      for (const option of def.options as z.ZodType[]) namesOf(option, field, into, skipExactTwins);
      break;
    case "optional":
    case "nullable":
    case "default":
    case "readonly":
      namesOf(def.innerType as z.ZodType, field, into, skipExactTwins);
      break;
    case "array":
      namesOf(def.element as z.ZodType, field, into, skipExactTwins);
      break;
    case "pipe":
      namesOf(def.in as z.ZodType, field, into, skipExactTwins);
      break;
    case "record":
      // Keys of a record are labels only when they are an enum (Faar's consequences); names of
      // participants are the players' own words.
      namesOf(def.keyType as z.ZodType, field, into, skipExactTwins);
      namesOf(def.valueType as z.ZodType, field, into, skipExactTwins);
      break;
    case "enum":
      for (const value of Object.values(def.entries as Record<string, string>))
        into.values.add(`${field} ${value}`);
      break;
    case "literal":
      for (const value of def.values as unknown[]) {
        if (typeof value === "string") into.values.add(`${field} ${value}`);
      }
      break;
    case "number":
    case "string":
    case "boolean":
    case "null":
      break;
    default:
      throw new Error(`the label walk does not know zod's "${String(def.type)}" (field ${field})`);
  }
  return into;
}

const names = (schema: z.ZodType, skipExactTwins: boolean): Names =>
  namesOf(schema, "", { fields: new Set(), values: new Set() }, skipExactTwins);

/** A kebab-case or camelCase word (`full-defence`, `pTargetHit`): how an internal key looks. */
const KEY_LIKE = /\b(?:[a-z]+(?:-[a-z0-9]+)+|[a-z]+[A-Z][A-Za-z]*)\b/;

/** A label that exists in German and English and is no internal key itself. */
function missingLabel(candidates: readonly string[]): string | null {
  const key = firstMessageKey(candidates);
  if (!key) return "no message";
  for (const lang of ["de", "en"] as const) {
    const text = translate(lang, key);
    if (text.trim() === "") return `${lang} is empty`;
    if (KEY_LIKE.test(text)) return `${lang} reads like an internal key: ${text}`;
  }
  return null;
}

describe("the walk itself", () => {
  it("finds fields and values in objects, unions, lists and enums, and skips exact twins", () => {
    const schema = z.discriminatedUnion("mode", [
      z.strictObject({ mode: z.literal("travel"), pace: z.enum(["slow", "fast"]).optional() }),
      z.strictObject({
        mode: z.literal("rest"),
        list: z.array(z.strictObject({ p: z.number(), pExact: z.string() })),
      }),
    ]);
    const found = names(schema, true);
    expect([...found.fields].sort()).toEqual(["list", "mode", "p", "pace"]);
    expect([...found.values].sort()).toEqual(["mode rest", "mode travel", "pace fast", "pace slow"]);
  });

  it("refuses a schema kind it does not know", () => {
    expect(() => names(z.strictObject({ when: z.date() }), false)).toThrow(/date/);
  });
});

describe("the web app can label everything an action shows", () => {
  it("has a web.field.<name> message for each option name", () => {
    const missing: string[] = [];
    for (const { system, action, adapter } of allActionAdapters()) {
      for (const name of names(adapter.options, false).fields) {
        const why = missingLabel([optionFieldLabelKey(name)]);
        if (why) missing.push(`${system}/${action}: ${name} (${why})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("names each enum value and union variant of the options and of the results and odds", () => {
    const missing = new Set<string>();
    for (const { system, action, adapter } of allActionAdapters()) {
      for (const schema of [adapter.options, adapter.resultSchema, adapter.oddsSchema]) {
        for (const pair of names(schema, true).values) {
          const [field = "", value = ""] = pair.split(" ");
          const why = missingLabel(valueLabelKeys(field, value));
          if (why) missing.add(`${system}/${action}: ${field} = ${value} (${why})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("names each field of the results and odds (an exact fraction goes beside its float)", () => {
    const missing = new Set<string>();
    for (const { system, action, adapter } of allActionAdapters()) {
      for (const schema of [adapter.resultSchema, adapter.oddsSchema]) {
        for (const name of names(schema, true).fields) {
          const why = missingLabel(outputLabelKeys(name));
          if (why) missing.add(`${system}/${action}: ${name} (${why})`);
        }
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("keeps a system's own words only for options and result fields that system has", () => {
    const stale: string[] = [];
    const adapters = allActionAdapters();
    for (const key of messageKeys()) {
      const own = /^web\.(field|out)\.([a-z0-9-]+)\.(\w+)$/.exec(key);
      if (!own) continue;
      const [, kind, system, name] = own;
      const has = adapters.some(
        (a) =>
          a.system === system &&
          (kind === "field"
            ? names(a.adapter.options, false).fields.has(name!)
            : names(a.adapter.resultSchema, true).fields.has(name!) ||
              names(a.adapter.oddsSchema, true).fields.has(name!)),
      );
      if (!has) stale.push(key);
    }
    expect(stale).toEqual([]);
  });
});

/** Every enum value anywhere in a schema. */
function enumValues(schema: z.ZodType, into = new Set<string>()): Set<string> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case "enum":
      for (const v of Object.values(def.entries as Record<string, string>)) into.add(v);
      break;
    case "object":
      for (const value of Object.values(def.shape as Record<string, z.ZodType>)) enumValues(value, into);
      break;
    case "union":
      for (const option of def.options as z.ZodType[]) enumValues(option, into);
      break;
    case "optional":
    case "nullable":
    case "default":
      enumValues(def.innerType as z.ZodType, into);
      break;
    case "array":
      enumValues(def.element as z.ZodType, into);
      break;
  }
  return into;
}

describe("the web app can label every choice of the Urfassung's actions and the EWS fall-back", () => {
  it("has a web.option.<value> message for each enum value", () => {
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const { system, action, adapter } of allActionAdapters()) {
      if (system !== "ews-urfassung" && !(system === "ews" && action === "check")) continue;
      for (const value of enumValues(adapter.options)) {
        seen.add(value);
        if (!isMessageKey(`web.option.${value}`)) missing.push(`${system}/${action}: ${value}`);
      }
    }
    // The walk reaches nested and discriminated options (healing's exertion), not only the top.
    expect([...seen]).toEqual(expect.arrayContaining(["forced-march", "full-attack", "attribute", "W+W"]));
    expect(missing).toEqual([]);
  });
});

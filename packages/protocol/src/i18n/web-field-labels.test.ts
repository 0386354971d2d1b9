import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { allActionAdapters } from "../actions/pipeline.js";
import { isMessageKey } from "./catalogue.js";

/** Every option name anywhere in a schema (objects, unions, lists, optionals). */
function optionNames(schema: z.ZodType, into = new Set<string>()): Set<string> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> } })._zod.def;
  switch (def.type) {
    case "object":
      for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
        into.add(key);
        optionNames(value, into);
      }
      break;
    case "union":
      for (const option of def.options as z.ZodType[]) optionNames(option, into);
      break;
    case "optional":
    case "nullable":
    case "default":
      optionNames(def.innerType as z.ZodType, into);
      break;
    case "array":
      optionNames(def.element as z.ZodType, into);
      break;
    case "pipe":
      optionNames(def.in as z.ZodType, into);
      break;
  }
  return into;
}

describe("the web app can label every option of every action", () => {
  it("has a web.field.<name> message for each option name", () => {
    const missing: string[] = [];
    for (const { system, action, adapter } of allActionAdapters()) {
      for (const name of optionNames(adapter.options)) {
        if (!isMessageKey(`web.field.${name}`)) missing.push(`${system}/${action}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
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

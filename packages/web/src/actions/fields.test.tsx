import { describe, expect, it } from "vitest";
import { z } from "zod";
import { cleanOptions, fieldsOf, initialValue } from "./fields.js";

describe("fields of other schema shapes", () => {
  const heal = z.discriminatedUnion("mode", [
    z.strictObject({
      mode: z.literal("travel"),
      value: z.number().int(),
      exertion: z.enum(["gentle", "normal"]),
    }),
    z.strictObject({ mode: z.literal("treatment"), skill: z.number().int().min(0).max(30) }),
  ]);

  it("turns a discriminated union into a choice and the chosen variant's fields", () => {
    expect(fieldsOf(heal).map((f) => f.name)).toEqual(["mode", "value", "exertion"]);
    const treatment = fieldsOf(heal, { mode: "treatment" });
    expect(treatment.map((f) => f.name)).toEqual(["mode", "skill"]);
    expect(cleanOptions({ mode: "treatment", value: 12, skill: 9 }, treatment)).toEqual({
      mode: "treatment",
      skill: 9,
    });
  });

  it("edits structured lists as JSON and picks the simple side of a number-or-list union", () => {
    const schema = z.strictObject({
      participants: z.array(z.strictObject({ name: z.string() })).min(1),
      armor: z.union([z.number().int(), z.array(z.number().int()).length(6)]).optional(),
      mod: z.union([z.number().int(), z.array(z.number().int())]).optional(),
      mods: z.union([z.string(), z.array(z.string())]).optional(),
    });
    const [participants, armor, mod, keys] = fieldsOf(schema);
    expect(participants).toMatchObject({ kind: "json", optional: false });
    expect(initialValue(participants!)).toEqual([]);
    expect(armor).toMatchObject({ kind: "int", optional: true });
    expect(mod).toMatchObject({ kind: "mods" });
    // A list of circumstance keys is not a modifier sum: typed as text ("target-moving,cover-third").
    expect(keys).toMatchObject({ kind: "text", optional: true });
  });

  it("turns a list of known keys (or any text) into a list of choices, one known key into a choice", () => {
    const key = z.union([z.enum(["target-moving", "cover-third"]), z.string()]);
    const schema = z.strictObject({
      mods: z.union([key, z.array(key).max(20)]).optional(),
      stance: key.optional(),
    });
    const [mods, stance] = fieldsOf(schema);
    expect(mods).toMatchObject({ kind: "enum-list", options: ["target-moving", "cover-third"] });
    expect(stance).toMatchObject({ kind: "enum", options: ["target-moving", "cover-third"] });
  });
});

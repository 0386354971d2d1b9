import { describe, expect, it } from "vitest";
import { tableActions } from "../actions/odds.js";
import { playForm } from "./play-form.js";
import type { SheetFill } from "./play-request.js";

const check = tableActions("ews", []).find((a) => a.id === "check")!;
const sheet = (value: number): SheetFill => ({
  options: { value },
  keys: { actor: ["value"], opponent: [] },
});

describe("playForm: a value from the sheet follows the sheet until a person changes it", () => {
  it("an untouched value follows the sheet; changing another field does not make it typed", () => {
    const form = playForm("ews", check, { value: 15 }, sheet(15), new Set(), []);
    const kept = form.change({ ...form.values, target: 14 });
    expect(kept.typed).toEqual(["target"]);
    const raised = playForm("ews", check, kept.values, sheet(16), new Set(kept.typed), []);
    expect(raised.values.value).toBe(16);
    expect([...raised.typed]).toEqual(["target"]);
  });

  it("a value typed as the sheet gives it is the sheet's, and follows it when the sheet rises", () => {
    const form = playForm("ews", check, {}, sheet(15), new Set(), []);
    const cleared = form.change({ ...form.values, value: undefined });
    expect(cleared.typed).toContain("value");
    const again = playForm("ews", check, cleared.values, sheet(15), new Set(cleared.typed), []);
    const retyped = again.change({ ...again.values, value: 15 });
    expect(retyped.typed).not.toContain("value");
    const raised = playForm("ews", check, retyped.values, sheet(16), new Set(retyped.typed), []);
    expect(raised.values.value).toBe(16);
    expect(raised.typed.has("value")).toBe(false);
  });

  it("a typed list from before (the same number as the sheet) no longer counts", () => {
    const raised = playForm("ews", check, { value: 16 }, sheet(16), new Set(["value"]), []);
    expect(raised.typed.has("value")).toBe(false);
    expect(raised.values.value).toBe(16);
  });

  it("a number of a person's own stays theirs when the sheet changes", () => {
    const form = playForm("ews", check, {}, sheet(15), new Set(), []);
    const typed = form.change({ ...form.values, value: 13 });
    expect(typed.typed).toContain("value");
    const raised = playForm("ews", check, typed.values, sheet(16), new Set(typed.typed), []);
    expect(raised.values.value).toBe(13);
    expect(raised.typed.has("value")).toBe(true);
  });
});

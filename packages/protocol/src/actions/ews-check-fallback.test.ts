import { PLAIN_TABLE, seededRng } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { ewsCheckAdapter } from "./ews-actions.js";
import { oddsWithAdapter, resolveAction, rollWithAdapter } from "./pipeline.js";

describe("EWS check with a fall-back (text L120: related skill −3, Eigenschaft −9)", () => {
  it("puts the rule's malus on the check with its own source", () => {
    const options = ewsCheckAdapter.options.parse({ value: 15, target: 9, fallback: "attribute", mod: 1 });
    const odds = oddsWithAdapter(ewsCheckAdapter, options, PLAIN_TABLE);
    // 15 − 9 + 1 = 7 against 9: only the +2, +4 and +6 pass.
    expect(odds.json).toMatchObject({ effective: 7, pSuccessExact: "1/2" });
    const rolled = rollWithAdapter(ewsCheckAdapter, options, seededRng(3), PLAIN_TABLE);
    expect(rolled.json.modifiers).toEqual([
      { amount: -9, source: "fallback-attribute" },
      { amount: 1, source: "mod" },
    ]);
  });

  it("takes a related skill at −3", () => {
    const options = ewsCheckAdapter.options.parse({ value: 14, target: 12, fallback: "related-skill" });
    expect(oddsWithAdapter(ewsCheckAdapter, options, PLAIN_TABLE).json).toMatchObject({ effective: 11 });
  });

  it("is EWS 2's rule: the Urfassung's check has no such option, and an unknown kind is refused", () => {
    const ur = resolveAction("ews-urfassung", "check", { value: 12, target: 9, fallback: "attribute" }, []);
    expect(ur.ok).toBe(false);
    const bad = resolveAction("ews", "check", { value: 12, target: 9, fallback: "guess" }, []);
    expect(bad.ok || bad.problem === "invalid-options" ? bad : null).toMatchObject({ ok: false });
    if (!bad.ok && bad.problem === "invalid-options") expect(bad.error.issues[0]?.path).toEqual(["fallback"]);
  });
});

import * as ewsRules from "@spieltisch/engine/systems/ews";
import { describe, expect, it } from "vitest";
import { normaliseTableOptions } from "./stored-table-options.js";
import { houseRuleCode, TABLE_OPTION_KEYS, tableOptionsSchema } from "./table-options.js";

describe("the table options schema", () => {
  it("takes the known keys with their allowed values", () => {
    const options = {
      houseRules: ["ews.over-budget", "ews.skill-minus"],
      attributeMalus: true,
      healingMaxWounds: 8,
      faarDefenseDivisor: 2,
      faarInjuryRestDays: 3,
      kampfwuerfelArmorRounding: "nearest",
      kampfwuerfelHeavyHits: false,
      kampfwuerfelKraftCheck: "once",
      urfassungAttributeSteps: "13/14",
      urfassungInjuryTable: "basic",
    };
    expect(tableOptionsSchema.parse(options)).toEqual(options);
    expect(TABLE_OPTION_KEYS).toContain("fokaCriticalRecoveryTp");
  });

  it("takes the Urfassung's condition options and refuses other values", () => {
    const options = { urfassungExhaustion: false, urfassungSevereWoundMalus: "until-bandaged" };
    expect(tableOptionsSchema.parse(options)).toEqual(options);
    expect(
      tableOptionsSchema.safeParse({ urfassungSevereWoundMalus: "never" }).error?.issues[0]?.path,
    ).toEqual(["urfassungSevereWoundMalus"]);
  });

  it("takes whether players may change their own character's condition by hand", () => {
    expect(tableOptionsSchema.parse({ playersEditOwnCondition: true })).toEqual({
      playersEditOwnCondition: true,
    });
    expect(tableOptionsSchema.safeParse({ playersEditOwnCondition: "ja" }).error?.issues[0]?.path).toEqual([
      "playersEditOwnCondition",
    ]);
  });

  it("refuses unknown keys, codes and values with the path of the field", () => {
    const path = (value: unknown) => tableOptionsSchema.safeParse(value).error?.issues[0];
    expect(path({ houseRule: true })).toMatchObject({ code: "unrecognized_keys", keys: ["houseRule"] });
    expect(path({ houseRules: ["ews.over-budget", "ews.under-budget"] })?.path).toEqual(["houseRules", 1]);
    expect(path({ houseRules: ["ews.over-budget", "ews.over-budget"] })?.path).toEqual(["houseRules"]);
    expect(path({ houseRules: "ews.over-budget" })?.path).toEqual(["houseRules"]);
    expect(path({ faarDefenseDivisor: 4 })?.path).toEqual(["faarDefenseDivisor"]);
    expect(path({ faarInjuryRestDays: 0 })?.path).toEqual(["faarInjuryRestDays"]);
    expect(path({ faarInjuryRestDays: 31 })?.path).toEqual(["faarInjuryRestDays"]);
    expect(path({ urfassungAttributeSteps: "15/12" })?.path).toEqual(["urfassungAttributeSteps"]);
    expect(path({ kampfwuerfelArmorRounding: "sideways" })?.path).toEqual(["kampfwuerfelArmorRounding"]);
    expect(path({ kampfwuerfelKraftCheck: "sometimes" })?.path).toEqual(["kampfwuerfelKraftCheck"]);
    expect(path({ kampfwuerfelHeavyHits: "yes" })?.path).toEqual(["kampfwuerfelHeavyHits"]);
  });

  it("reads codes without their system prefix as EWS codes", () => {
    expect(houseRuleCode(" over-budget ")).toBe("ews.over-budget");
    expect(houseRuleCode("ews.skill-minus")).toBe("ews.skill-minus");
    expect(houseRuleCode("")).toBe("");
  });
});

describe("stored table options in older spellings", () => {
  it("read a comma list with or without prefixes and flags into the one shape", () => {
    for (const stored of [
      { houseRules: "over-budget, skill-minus" },
      { houseRules: "ews.over-budget,ews.skill-minus," },
      {
        "houseRule.over-budget": true,
        "houseRule.ews.skill-minus": true,
        "houseRule.ews.duplicate-name": false,
      },
      { houseRules: ["ews.over-budget", "skill-minus", "ews.over-budget"] },
    ]) {
      expect(normaliseTableOptions(stored)).toEqual({
        options: { houseRules: ["ews.over-budget", "ews.skill-minus"] },
        dropped: [],
      });
    }
  });

  it("keep the table options beside them and leave out what they cannot read, naming it", () => {
    expect(
      normaliseTableOptions({
        "houseRule.ews.over-budget": true,
        attributeMalus: true,
        faarDefenseDivisor: 2,
        healingMaxWounds: 99,
        colour: "red",
        houseRules: "under-budget",
        "houseRule.x": "yes",
      }),
    ).toEqual({
      options: { houseRules: ["ews.over-budget"], attributeMalus: true, faarDefenseDivisor: 2 },
      dropped: ["healingMaxWounds", "colour", "houseRule.x", "houseRules.ews.under-budget"],
    });
    expect(normaliseTableOptions({})).toEqual({ options: {}, dropped: [] });
  });

  it("give the rules the same findings as the old spellings did", () => {
    const over: ewsRules.EwsCharacter = {
      format: "spieltisch/character@1",
      system: "ews",
      name: "Zu teuer",
      budget: 1,
      attributes: [{ name: "Stark", level: "++" }],
    };
    const report = (stored: Record<string, unknown>) =>
      ewsRules.evaluateEws(over, { modules: [], options: normaliseTableOptions(stored).options });
    for (const stored of [{ houseRules: "over-budget" }, { "houseRule.ews.over-budget": true }]) {
      expect(report(stored).valid).toBe(true);
      expect(report(stored).issues).toContainEqual(
        expect.objectContaining({
          code: "ews.over-budget",
          severity: "warning",
          params: expect.objectContaining({ houseRule: true }),
        }),
      );
    }
    // A warning's code was never a house rule: the old spelling changed nothing, neither does the new.
    expect(report({ houseRules: "under-budget" }).valid).toBe(false);
  });
});

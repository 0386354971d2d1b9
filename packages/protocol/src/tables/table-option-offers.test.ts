import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { getSystem, SYSTEM_IDS, type SystemId } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { isMessageKey, translate } from "../i18n/catalogue.js";
import { protocolSystem } from "../systems/registry.js";
import { PLAY_OFFERS, type TableOptionOffer } from "./table-option-offer.js";
import {
  EVERY_SYSTEM_OFFERS,
  fixedOptionsChanged,
  offeredOptions,
  offerValue,
  parseAttributeSteps,
  TABLE_OPTION_OFFERS,
  tableOptionOffers,
  withOfferValue,
} from "./table-option-offers.js";
import { HOUSE_RULE_CODES, TABLE_OPTION_KEYS, tableOptionsSchema } from "./table-options.js";

const SYSTEMS = SYSTEM_IDS;
const offersOf = (system: SystemId) => TABLE_OPTION_OFFERS[system];
const heavyHits = TABLE_OPTION_OFFERS.kampfwuerfel.find((o) => o.key === "kampfwuerfelHeavyHits")!;
const overBudget = TABLE_OPTION_OFFERS.ews.find((o) => o.code === "ews.over-budget")!;

/** The schema of one option key, without its `.optional()`. */
const schemaOf = (offer: TableOptionOffer): z.ZodType => {
  const field = tableOptionsSchema.shape[offer.key];
  return field instanceof z.ZodOptional ? (field.unwrap() as z.ZodType) : field;
};

const root = fileURLToPath(new URL("../../../../", import.meta.url));
/** Every source file (not a test) under a folder of the repository, but the file `except`. */
function sources(path: string, except?: string): string[] {
  const full = join(root, path);
  return readdirSync(full, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts") && !f.includes(".test") && !f.includes("test-support"))
    .filter((f) => f !== except)
    .map((f) => readFileSync(join(full, f), "utf8"));
}

/**
 * What each system's rules are written in, to see which table options they read: its folder in
 * the engine and its folder in the protocol (its gear reads `armorStacking`) — but not the
 * protocol's `table-options.ts`, which names every option the system offers.
 */
const ruleSources = (system: SystemId): string[] => [
  ...sources(`packages/engine/src/systems/${system}`),
  ...sources(`packages/protocol/src/systems/${system}`, "table-options.ts"),
];

describe("the table options each system offers", () => {
  it("covers every system and every option of the schema (a new option cannot be forgotten)", () => {
    expect(Object.keys(TABLE_OPTION_OFFERS).sort()).toEqual([...SYSTEMS].sort());
    const offered = new Set(SYSTEMS.flatMap((s) => offersOf(s).map((o) => o.key)));
    expect(TABLE_OPTION_KEYS.filter((key) => !offered.has(key))).toEqual([]);
    const codes = new Set(SYSTEMS.flatMap((s) => offersOf(s).flatMap((o) => (o.code ? [o.code] : []))));
    expect(HOUSE_RULE_CODES.filter((code) => !codes.has(code))).toEqual([]);
  });

  it("offers each rule option to the systems whose rules read it, and to no other", () => {
    const playKeys = new Set([...PLAY_OFFERS, ...EVERY_SYSTEM_OFFERS].map((o) => o.key));
    const ruleKeys = TABLE_OPTION_KEYS.filter((k) => !playKeys.has(k) && k !== "houseRules");
    for (const system of SYSTEMS) {
      const text = ruleSources(system).join("\n");
      const read = ruleKeys.filter((key) => new RegExp(`\\b${key}\\b`).test(text));
      const offered = offersOf(system)
        .map((o) => o.key)
        .filter((k) => ruleKeys.includes(k));
      expect([...new Set(offered)].sort(), system).toEqual(read.sort());
    }
    // House rules are the EWS character rules' errors.
    expect(SYSTEMS.filter((s) => offersOf(s).some((o) => o.code !== undefined))).toEqual(["ews"]);
  });

  it("gives a system with fights `combatAutoAdvance`, one with play state `playersEditOwnCondition` and `playersTypeValues`, every one `tableDice`", () => {
    for (const system of SYSTEMS) {
      const fights = protocolSystem(system).fight !== undefined;
      const conditions = getSystem(system).conditions !== undefined;
      expect(
        offersOf(system)
          .filter((o) => o.group === "play")
          .map((o) => o.key),
        system,
      ).toEqual([
        ...(fights ? ["combatAutoAdvance"] : []),
        ...(conditions ? ["playersEditOwnCondition", "playersTypeValues"] : []),
        "tableDice",
      ]);
    }
  });

  it("controls each option as its schema allows: switches, every enum value, the schema's bounds", () => {
    for (const offer of SYSTEMS.flatMap(offersOf)) {
      const schema = schemaOf(offer);
      expect(schema.safeParse(offer.default).success || offer.code !== undefined, offer.id).toBe(true);
      const control = offer.control;
      if (offer.code !== undefined) expect(control.kind).toBe("switch");
      else if (control.kind === "switch") expect(schema).toBeInstanceOf(z.ZodBoolean);
      else if (control.kind === "number") {
        expect(schema).toBeInstanceOf(z.ZodNumber);
        const number = schema as z.ZodNumber;
        expect([control.min, control.max], offer.id).toEqual([number.minValue, number.maxValue]);
      } else if (control.kind === "choice") {
        expect(control.values[0], offer.id).toBe(offer.default);
        if (schema instanceof z.ZodEnum)
          expect([...control.values].sort()).toEqual([...schema.options].sort());
        else {
          const number = schema as z.ZodNumber;
          const all = Array.from(
            { length: number.maxValue! - number.minValue! + 1 },
            (_, i) => number.minValue! + i,
          );
          expect([...control.values].sort()).toEqual(all.sort());
        }
      } else {
        for (const text of ["12/15", "9/9", "15/12", "123/4", "a/b", "12-15", ""]) {
          expect(parseAttributeSteps(text) !== null, text).toBe(schema.safeParse(text).success);
        }
      }
    }
  });

  it("names every option, its hint and its values in German and English, never by key", () => {
    for (const offer of SYSTEMS.flatMap(offersOf)) {
      const ids = [`web.tableOption.${offer.id}`, `web.tableOption.${offer.id}.hint`];
      if (offer.control.kind === "choice") {
        ids.push(...offer.control.values.map((v) => `web.tableOption.${offer.id}.value.${v}`));
      }
      for (const id of ids) {
        expect(isMessageKey(id), id).toBe(true);
        for (const lang of ["de", "en"] as const) {
          const text = translate(lang, id as never);
          expect(text, id).not.toMatch(/\b[a-z]+[A-Z]\w*\b|\w+\.\w+-\w+/);
          // Negative numbers with the minus sign (−6), never a hyphen.
          expect(text, id).not.toMatch(/(^|[\s(„“])-\d/);
        }
      }
    }
  });

  it("gives heavy hits off, as RULINGS §7 has it, and the Urfassung's exhaustion on, as the engine does", () => {
    expect(offerValue({}, heavyHits)).toBe(false);
    const exhaustion = TABLE_OPTION_OFFERS["ews-urfassung"].find((o) => o.key === "urfassungExhaustion")!;
    expect(offerValue({}, exhaustion)).toBe(true);
  });
});

describe("setting an offer", () => {
  it("keeps what differs from the default and lists house rules by code", () => {
    expect(withOfferValue({}, heavyHits, true)).toEqual({ kampfwuerfelHeavyHits: true });
    expect(withOfferValue({ kampfwuerfelHeavyHits: true }, heavyHits, false)).toEqual({});
    const on = withOfferValue({ attributeMalus: true }, overBudget, true);
    expect(on).toEqual({ houseRules: ["ews.over-budget"], attributeMalus: true });
    expect(offerValue(on, overBudget)).toBe(true);
    expect(withOfferValue(on, overBudget, false)).toEqual({ attributeMalus: true });
  });

  it("leaves out the options another system or a module the table does not use offers", () => {
    const draft = { faarAttributeMax: 14, kampfwuerfelHeavyHits: true, fokaWoundRecoveryTp: 6 };
    expect(offeredOptions("faar", [], draft)).toEqual({ faarAttributeMax: 14 });
    expect(offeredOptions("ews", [], draft)).toEqual({});
    expect(offeredOptions("ews", ["foka"], draft)).toEqual({ fokaWoundRecoveryTp: 6 });
    expect(tableOptionOffers("ews", []).some((o) => o.module === "foka")).toBe(false);
    expect(tableOptionOffers("nope", [])).toEqual([]);
  });

  it("reads the Urfassung's steps as typed", () => {
    expect(parseAttributeSteps(" 13 / 16 ")).toBe("13/16");
    expect(parseAttributeSteps("16/13")).toBeNull();
  });

  it("names the options a table in play may not change: those that decide rolls", () => {
    expect(
      fixedOptionsChanged("kampfwuerfel", [], {}, { combatAutoAdvance: false, kampfwuerfelHeavyHits: true }),
    ).toEqual(["kampfwuerfelHeavyHits"]);
    // The value it has already (here: the default) is no change.
    expect(fixedOptionsChanged("kampfwuerfel", [], {}, { kampfwuerfelHeavyHits: false })).toEqual([]);
    expect(
      fixedOptionsChanged(
        "ews",
        [],
        { houseRules: ["ews.over-budget"] },
        { houseRules: ["ews.over-budget"] },
      ),
    ).toEqual([]);
    expect(fixedOptionsChanged("ews", [], {}, { houseRules: ["ews.skill-minus"] })).toEqual(["houseRules"]);
    expect(fixedOptionsChanged("faar", [], {}, { playersEditOwnCondition: true })).toEqual([]);
  });
});

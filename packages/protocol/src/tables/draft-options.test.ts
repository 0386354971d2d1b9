import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { draftOptionsOf } from "./draft-options.js";
import { tableOptionOffers } from "./table-option-offers.js";
import { tableOptionsSchema } from "./table-options.js";

const offers = [
  ...tableOptionOffers("faar", []),
  ...tableOptionOffers("ews", ["foka", "stem", "krit"]),
  ...tableOptionOffers("ews-urfassung", []),
  ...tableOptionOffers("kampfwuerfel", []),
  ...tableOptionOffers("3w6-stunts", []),
];

describe("a draft's options read back without zod", () => {
  it("keeps what fits its offer and drops everything else", () => {
    const house = offers.find((o) => o.code !== undefined);
    const numberOffer = offers.find((o) => o.control.kind === "number");
    const switchOffer = offers.find((o) => o.control.kind === "switch" && o.code === undefined);
    expect(house && numberOffer && switchOffer).toBeTruthy();
    if (!house?.code || numberOffer?.control.kind !== "number" || !switchOffer) return;
    const stored = {
      houseRules: [house.code, "no-such-rule"],
      [numberOffer.key]: numberOffer.control.max + 1,
      [switchOffer.key]: "yes",
      junk: { deep: true },
    };
    expect(draftOptionsOf(stored, offers)).toEqual({ houseRules: [house.code] });
    const fine = { [numberOffer.key]: numberOffer.control.min, [switchOffer.key]: !switchOffer.default };
    expect(draftOptionsOf(fine, offers)).toMatchObject(fine);
  });

  it("whatever is stored, what it keeps is a valid options object", () => {
    const keys = [...new Set(offers.map((o) => o.key))];
    const plausible = fc.dictionary(
      fc.constantFrom(...keys),
      fc.oneof(fc.boolean(), fc.integer({ min: -5, max: 40 }), fc.string(), fc.array(fc.string())),
    );
    fc.assert(
      fc.property(fc.oneof(fc.anything(), plausible), (stored) => {
        expect(tableOptionsSchema.safeParse(draftOptionsOf(stored, offers)).success).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { SHEET_PARTS } from "../systems/sheet-parts.js";
import { builderFor } from "./builder-form.js";

const envelope = (system: string) => ({ format: "spieltisch/character@1", system, name: "X" });

describe("builderFor", () => {
  it("gives each system its builder for a draft of its shape", () => {
    expect(builderFor("faar", { ...envelope("faar"), attributes: { ST: 8 } })).toBe(SHEET_PARTS.faar.builder);
    expect(builderFor("ews-urfassung", { ...envelope("ews-urfassung"), attributes: [] })).toBe(
      SHEET_PARTS["ews-urfassung"].builder,
    );
    expect(builderFor("3w6-stunts", { ...envelope("3w6-stunts"), attributes: {} })).toBe(
      SHEET_PARTS["3w6-stunts"].builder,
    );
    expect(builderFor("kampfwuerfel", { ...envelope("kampfwuerfel"), weapons: [] })).toBe(
      SHEET_PARTS.kampfwuerfel.builder,
    );
    expect(builderFor("ews", { ...envelope("ews"), attributes: [] })).toBe(SHEET_PARTS.ews.builder);
  });

  it("falls back to the JSON editor for another system's file or a shape the builder cannot edit", () => {
    expect(builderFor("faar", { ...envelope("ews"), attributes: [] })).toBeNull();
    expect(builderFor("faar", { ...envelope("faar"), attributes: [8, 7] })).toBeNull();
    expect(
      builderFor("faar", { ...envelope("faar"), attributes: {}, experience: { spent: "viel" } }),
    ).toBeNull();
    expect(builderFor("ews-urfassung", { ...envelope("ews-urfassung"), attributes: {} })).toBeNull();
    expect(builderFor("kampfwuerfel", { ...envelope("kampfwuerfel"), armor: "Kette" })).toBeNull();
    expect(
      builderFor("faar", { format: "spieltisch/character@1", system: "faar", attributes: {} }),
    ).toBeNull();
  });
});

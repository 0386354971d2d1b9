import { describe, expect, it } from "vitest";
import { formOf } from "./builder-form.js";

const envelope = (system: string) => ({ format: "spieltisch/character@1", system, name: "X" });

describe("formOf", () => {
  it("gives each system its builder for a draft of its shape", () => {
    expect(formOf("faar", { ...envelope("faar"), attributes: { ST: 8 } })?.kind).toBe("faar");
    expect(formOf("ews-urfassung", { ...envelope("ews-urfassung"), attributes: [] })?.kind).toBe(
      "ews-urfassung",
    );
    expect(formOf("3w6-stunts", { ...envelope("3w6-stunts"), attributes: {} })?.kind).toBe("3w6-stunts");
    expect(formOf("kampfwuerfel", { ...envelope("kampfwuerfel"), weapons: [] })?.kind).toBe("kampfwuerfel");
    expect(formOf("ews", { ...envelope("ews"), attributes: [] })?.kind).toBe("ews");
  });

  it("falls back to the JSON editor for another system's file or a shape the builder cannot edit", () => {
    expect(formOf("faar", { ...envelope("ews"), attributes: [] })).toBeNull();
    expect(formOf("faar", { ...envelope("faar"), attributes: [8, 7] })).toBeNull();
    expect(formOf("faar", { ...envelope("faar"), attributes: {}, experience: { spent: "viel" } })).toBeNull();
    expect(formOf("ews-urfassung", { ...envelope("ews-urfassung"), attributes: {} })).toBeNull();
    expect(formOf("kampfwuerfel", { ...envelope("kampfwuerfel"), armor: "Kette" })).toBeNull();
    expect(formOf("faar", { format: "spieltisch/character@1", system: "faar", attributes: {} })).toBeNull();
  });
});

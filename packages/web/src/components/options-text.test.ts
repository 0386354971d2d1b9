import { translate } from "@spieltisch/protocol";
import { describe, expect, it } from "vitest";
import { optionsText } from "./options-text.js";

const tk = (key: string, fallback: string) => {
  try {
    return translate("de", key as Parameters<typeof translate>[1]);
  } catch {
    return fallback;
  }
};

describe("a request's options as a player reads them", () => {
  it("words choices and lists of choices, never their keys", () => {
    const text = optionsText(
      { value: 14, range: "medium", mods: ["target-moving", "cover-third"], mod: [2] },
      { tk },
    );
    expect(text).toBe(
      "Wert 14 · Entfernung: mittel · Umstände: Ziel bewegt sich (+3), Ziel zu einem Drittel gedeckt (+3) · Modifikator +2",
    );
  });
});

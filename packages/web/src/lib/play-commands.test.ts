import { ApiError, isMessageKey, type MessageKey, PlayError, translate } from "@spieltisch/protocol";
import { describe, expect, it } from "vitest";
import { failureText } from "./failure-text.js";

/** The app's German words without the React context. */
const de = {
  lang: "de" as const,
  t: (key: MessageKey, params?: Record<string, unknown>) => translate("de", key, params),
  tk: (key: string, fallback: string, params?: Record<string, unknown>) =>
    isMessageKey(key) ? translate("de", key, params) : fallback,
};

/** A 422 refusal as the server answers it: code, params and the catalogue's reason in both languages. */
const refused = (code: string, params: Record<string, string | number>, reason: string) =>
  ApiError.fromBody(422, {
    error: { code, message: reason, path: [], params, reason: { de: reason, en: reason } },
  });

describe("a refusal of the rules in the table's words", () => {
  it("the server's „ur-still-bleeding“: the wound's number and the way out, in German", () => {
    const text = failureText(
      refused("ur-still-bleeding", { wound: 1, woundKind: "wound" }, "Wunde 1 blutet noch: …"),
      de,
    );
    expect(text).toBe(
      "Wunde 1 blutet noch: eine Woche Heilung beginnt erst, wenn die Blutung gestillt ist (verbinden oder die Blutung auswürfeln)",
    );
  });

  it("„kw-dying“ names the web's „Stabilisieren“, not the CLI's command, and LP with the minus sign", () => {
    const server = "LP -3: der Kämpfer stirbt – … (stabilise) … (die)";
    for (const error of [
      refused("kw-dying", { lp: -3 }, server),
      new PlayError("refused", "kw-dying", "kw-dying", ["command"], { lp: -3 }),
    ]) {
      const text = failureText(error, de);
      expect(text).toBe(
        "LP −3: Wer unter 0 LP stirbt, den heilt Ruhe erst, wenn die Spielleitung „Stabilisieren“ wählt (oder „Stirbt“).",
      );
      expect(text).not.toMatch(/stabilise|\(die\)|-3/);
    }
  });

  it("a wound's kind and a status are words; a code without words keeps the server's reason", () => {
    expect(failureText(refused("ur-no-wound-to-bandage", { woundKind: "severe" }, "x"), de)).toBe(
      "Keine unverbundene Wunde der Art schwere Wunde",
    );
    expect(failureText(refused("character-not-active", { status: "out" }, "x"), de)).toMatch(/kampfunfähig/);
    expect(failureText(refused("no-such-code", { n: 1 }, "Der Grund des Servers"), de)).toBe(
      "Der Grund des Servers",
    );
  });
});

import { ApiError } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import LogView from "./log-view.js";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const session = (role: "gm" | "player" | "viewer") => {
  const data = createLocalTable({ name: "T", system: "ews", modules: [], houseRules: {} });
  return new LocalSession({ ...data, config: { ...data.config, role, local: false } });
};

const show = (s: LocalSession, lang: "de" | "en" = "de") =>
  render(
    <I18nProvider lang={lang}>
      <LogView session={s} query={new URLSearchParams()} />
    </I18nProvider>,
  );

describe("log: notes", () => {
  it("a viewer gets no note form, but a line saying who writes notes", () => {
    show(session("viewer"));
    expect(screen.queryByLabelText("Notiz ins Protokoll")).toBeNull();
    expect(screen.queryByRole("button", { name: "Senden" })).toBeNull();
    expect(screen.getByText("Du siehst zu: Notizen schreiben Spielleitung und Spieler:innen.")).toBeTruthy();
  });

  it("a refused note is said in words (German, English) and stays in the field", async () => {
    const refused = ApiError.fromBody(403, {
      error: { code: "viewer-read-only", message: "Viewers cannot act" },
    });
    for (const [lang, label, send, text] of [
      ["de", "Notiz ins Protokoll", "Senden", "Als Zuschauer:in kannst du nur zusehen."],
      ["en", "Note to the log", "Send", "As a viewer you can only watch."],
    ] as const) {
      const s = session("player");
      vi.spyOn(s, "note").mockRejectedValue(refused);
      show(s, lang);
      fireEvent.change(screen.getByLabelText(label), { target: { value: "Der Ork flieht" } });
      fireEvent.click(screen.getByRole("button", { name: send }));
      expect((await screen.findByRole("alert")).textContent).toBe(text);
      expect(screen.getByLabelText(label)).toHaveProperty("value", "Der Ork flieht");
      cleanup();
    }
  });
});

describe("log: accessibility", () => {
  it("keeps its entries a list inside the live region (axe: no serious or critical violation)", async () => {
    const s = session("gm");
    await s.note("Der Ork flieht");
    await s.roll("check", { value: 12, target: 9 });
    const { container } = show(s);
    expect(screen.getByRole("log").querySelectorAll("li")).toHaveLength(2);
    // Colour contrast needs a layout engine; jsdom has none.
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});

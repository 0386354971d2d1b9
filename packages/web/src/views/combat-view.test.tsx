import { ApiError } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import CombatView from "./combat-view.js";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A GM's table in a fight between Alrik and the Ork. */
const fight = async () => {
  const session = new LocalSession(
    createLocalTable({ name: "T", system: "ews", modules: [], houseRules: {} }),
  );
  await session.combat({
    command: "start",
    participants: [
      { name: "Alrik", initiative: 5, wounds: 0 },
      { name: "Ork", initiative: 3, wounds: 0 },
    ],
  });
  return session;
};

const show = (session: LocalSession, lang: "de" | "en" = "de") =>
  render(
    <I18nProvider lang={lang}>
      <CombatView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );

describe("combat: one-tap Ein-Wurf", () => {
  it("rolls with the values of its own form (both sides' values), never an empty body", async () => {
    const session = await fight();
    const roll = vi.spyOn(session, "roll");
    show(session);
    fireEvent.change(screen.getByLabelText("Wert A", { selector: "#one-roll-a" }), {
      target: { value: "15" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Ein-Wurf auslösen" }));
    expect(await screen.findByTestId("one-roll-result")).toHaveProperty(
      "textContent",
      expect.stringMatching(/^Ein-Wurf: /),
    );
    expect(roll).toHaveBeenCalledWith("confront", expect.objectContaining({ a: 15, b: 12 }), {
      label: "Alrik – Ork",
    });
    expect(session.events().find((e) => e.kind === "roll")).toMatchObject({
      action: "confront",
      label: "Alrik – Ork",
    });
  });

  it("says in German what went wrong when the server refuses the roll, and in English", async () => {
    const refused = ApiError.fromBody(400, {
      error: { code: "invalid-body", message: "Invalid input: expected number", path: ["b"] },
    });
    for (const [lang, text] of [
      ["de", "Die Angabe „Wert B“ fehlt oder passt nicht."],
      ["en", "The entry “Value B” is missing or does not fit."],
    ] as const) {
      const session = await fight();
      vi.spyOn(session, "roll").mockRejectedValue(refused);
      show(session, lang);
      fireEvent.click(
        screen.getByRole("button", { name: lang === "de" ? "Ein-Wurf auslösen" : /one-roll/i }),
      );
      expect((await screen.findByRole("alert")).textContent).toBe(text);
      cleanup();
    }
  });

  it("shows a refused combat command instead of swallowing it", async () => {
    const session = await fight();
    vi.spyOn(session, "combat").mockRejectedValue(
      ApiError.fromBody(403, { error: { code: "gm-only", message: "Only the GM may do this" } }),
    );
    show(session);
    fireEvent.click(screen.getByRole("button", { name: "Nächster Zug" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Das darf nur die Spielleitung.");
  });
});

describe("combat for players and viewers", () => {
  it("offers no fight setup to someone who cannot start one, and says who runs the fight", () => {
    for (const role of ["player", "viewer"] as const) {
      const data = createLocalTable({ name: "T", system: "ews", modules: [], houseRules: {} });
      show(new LocalSession({ ...data, config: { ...data.config, role, local: false } }));
      expect(screen.queryByRole("button", { name: "Hinzufügen" })).toBeNull();
      expect(screen.queryByRole("button", { name: "Kampf beginnen" })).toBeNull();
      expect(screen.getByText("Den Kampf führt die Spielleitung.")).toBeTruthy();
      cleanup();
    }
  });
});

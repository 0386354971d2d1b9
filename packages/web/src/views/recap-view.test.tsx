import { ApiError, type MemberEvent, RecapWords } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import axe from "axe-core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import RecapView from "./recap-view.js";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A table played in this browser (the GM) with Lazaro. */
async function table() {
  const data = createLocalTable({ name: "Seefahrt", system: "ews", modules: [], houseRules: {} });
  const session = new LocalSession(data);
  const { id } = await session.saveCharacter(null, LAZARO, null);
  return { session, lazaro: id };
}

const show = (session: LocalSession, lang: "de" | "en" = "de", query = "") =>
  render(
    <I18nProvider lang={lang}>
      <RecapView session={session} query={new URLSearchParams(query)} />
    </I18nProvider>,
  );

/** The same table as a player sees it: the file as the GM left it, read in the player's role. */
const asPlayer = (session: LocalSession) =>
  new LocalSession({
    format: "spieltisch/local-table@1",
    config: { ...session.config, role: "player", local: false },
    events: [...session.events()],
    characters: [...session.characters()],
  });

describe("the evening view", () => {
  it("the GM starts an evening with a title, plays, ends it, and everybody gets its recap", async () => {
    const { session, lazaro } = await table();
    show(session);
    expect(screen.getByText("Noch kein Spielabend. Die Spielleitung beginnt ihn hier.")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Titel des Abends (freiwillig)"), {
      target: { value: "Der Leibwächter" },
    });
    fireEvent.click(screen.getByRole("button", { name: "Spielabend beginnen" }));
    await screen.findByRole("button", { name: "Spielabend beenden" });
    const list = screen.getByRole("navigation", { name: "Spielabende" });
    expect(within(list).getByRole("link", { name: "Der Leibwächter" }).getAttribute("aria-current")).toBe(
      "page",
    );
    expect(list.textContent).toContain("läuft");
    expect(screen.getByTestId("recap").textContent).toContain("Der Abend läuft noch.");

    const roll = (await session.roll(
      "check",
      { value: 12, target: 12 },
      { actor: lazaro, label: "Klettern" },
    )) as MemberEvent<"roll">;
    fireEvent.click(screen.getByRole("button", { name: "Spielabend beenden" }));
    await screen.findByRole("button", { name: "Spielabend beginnen" });
    expect(list.textContent).not.toContain("läuft");

    const recap = screen.getByTestId("recap");
    expect(within(recap).getByRole("heading", { level: 2 }).textContent).toBe("Der Leibwächter");
    const checks = within(recap).getByRole("heading", { name: "Proben, die zählten" }).parentElement!;
    expect(checks.textContent).toContain(
      `Salamon Lazaro de Aicega ${roll.success ? "bestand" : "scheiterte an"} „Klettern“`,
    );
    const row = within(recap).getByRole("row", { name: /Salamon Lazaro de Aicega/ });
    const cells = within(row)
      .getAllByRole("cell")
      .map((c) => c.textContent);
    // Rolls, successes, and the chance the roll logged as the successes expected (one decimal).
    expect(cells.slice(0, 3)).toEqual([
      "1",
      roll.success ? "1" : "0",
      new RecapWords("de").decimal(Number(roll.pSuccess)),
    ]);

    // The player sees the same evening, without the GM's buttons.
    cleanup();
    show(asPlayer(session));
    expect(screen.queryByRole("button", { name: /Spielabend/ })).toBeNull();
    expect(screen.getByTestId("recap").textContent).toContain("„Klettern“");
  });

  it("copies the recap as Markdown for a group chat, and prints", async () => {
    const { session } = await table();
    await session.sessionCommand({ command: "start", title: "Abend 1" });
    await session.sessionCommand({ command: "end" });
    const written = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText: written }, configurable: true });
    const print = vi.spyOn(window, "print").mockImplementation(() => {});
    show(session);
    fireEvent.click(screen.getByRole("button", { name: "Rückblick als Markdown kopieren" }));
    await screen.findByText("✓ Kopiert");
    const markdown = written.mock.calls[0]![0];
    expect(markdown).toMatch(/^\*\*Abend 1\*\*\n_Spielabend vom \d\d\.\d\d\.\d{4}_\n/);
    expect(markdown).toContain("**Würfelglück**");
    // The Markdown is on the page too, for a browser that does not copy.
    expect(screen.getByLabelText("Markdown zeigen")).toHaveProperty("value", markdown);
    fireEvent.click(screen.getByRole("button", { name: "Drucken" }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("shows the evening asked for by the number of its start, else the latest", async () => {
    const { session } = await table();
    await session.sessionCommand({ command: "start", title: "Erster" });
    const first = session.events().at(-1)!.seq;
    await session.sessionCommand({ command: "end" });
    await session.sessionCommand({ command: "start", title: "Zweiter" });
    show(session, "de", `session=${first}`);
    expect(within(screen.getByTestId("recap")).getByRole("heading", { level: 2 }).textContent).toBe("Erster");
    cleanup();
    show(session);
    expect(within(screen.getByTestId("recap")).getByRole("heading", { level: 2 }).textContent).toBe(
      "Zweiter",
    );
  });

  it("says a refusal in words and speaks English", async () => {
    const { session } = await table();
    vi.spyOn(session, "sessionCommand").mockRejectedValue(
      ApiError.fromBody(422, {
        error: { code: "session-open", message: "An evening is already open", path: ["command"] },
      }),
    );
    show(session, "en");
    expect(screen.getByText("No evening yet. The GM starts one here.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Start the evening" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "An evening is already running. End it before a new one starts.",
    );
  });

  it("has no serious or critical accessibility violation (axe)", async () => {
    const { session, lazaro } = await table();
    await session.sessionCommand({ command: "start" });
    await session.roll("check", { value: 12, target: 14 }, { actor: lazaro });
    const { container } = show(session);
    await waitFor(() => expect(screen.getByTestId("recap")).toBeTruthy());
    const result = await axe.run(container, { rules: { "color-contrast": { enabled: false } } });
    const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => v.id)).toEqual([]);
  });
});

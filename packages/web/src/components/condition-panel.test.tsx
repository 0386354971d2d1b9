import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import DORN from "../../../../examples/characters/dorn.json" with { type: "json" };
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import SheetView from "../views/sheet-view.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** A local table of `system` with one character, and the sheet view on it. */
async function sheetOf(system: string, modules: string[], character: Record<string, unknown>) {
  const session = new LocalSession(createLocalTable({ name: "T", system, modules, houseRules: {} }));
  const { id } = await session.saveCharacter(null, character, null);
  const show = () =>
    render(
      <I18nProvider lang="de">
        <SheetView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
  return { session, id, show };
}

const panel = () => within(screen.getByTestId("condition"));

describe("the condition in the Charakterheft", () => {
  it("EWS basic: wound boxes, the mali by source in words, the status; no TP bar", async () => {
    const { session, id, show } = await sheetOf("ews", [], LAZARO);
    await session.conditionCommand(id, { command: "wounds", change: 2 });
    show();
    expect(panel().getByTestId("condition-status").textContent).toBe("einsatzbereit");
    expect(panel().getByTestId("boxes-Wunden").textContent?.trim()).toBe("2");
    expect(panel().getByTestId("condition-mali").textContent).toBe("−6 auf alle Proben: Wunden −6");
    expect(screen.queryByRole("meter")).toBeNull();
  });

  it("EWS FoKa: TP as a bar with WS and 0 marked, wounds, low-TP and wound mali", async () => {
    const { session, id, show } = await sheetOf("ews", ["foka"], LAZARO);
    await session.conditionCommand(id, { command: "damage", amount: 9 });
    show();
    const meter = screen.getByRole("meter", { name: "Trefferpunkte" });
    expect(meter.getAttribute("value")).toBe("3");
    expect(meter.getAttribute("max")).toBe("12");
    expect(panel().getByTestId("condition-points").textContent).toBe("3/12 TP");
    const marks = [...screen.getByTestId("condition").querySelectorAll(".points-mark")].map(
      (m) => m.textContent,
    );
    expect(marks).toEqual(["WS 4", "0"]);
    expect(panel().getByTestId("condition-mali").textContent).toBe(
      "−4 auf alle Proben: niedrige TP −1, Wunden −3",
    );
  });

  it("EWS-Urfassung: TP = 2 × SR with the thresholds ⅔, ⅓, 0, −SR and −2×SR marked", async () => {
    const tilkei = {
      format: "spieltisch/character@1",
      system: "ews-urfassung",
      name: "Tilkei",
      pool: 50,
      attributes: [{ name: "Konstitution", short: "KO", value: 9, standard: 6 }],
      skills: [{ name: "Axt", attribute: "KO", level: 6, specialKnowledge: true }],
    };
    const { session, id, show } = await sheetOf("ews-urfassung", [], tilkei);
    await session.conditionCommand(id, { command: "damage", amount: 4 });
    show();
    const marks = [...screen.getByTestId("condition").querySelectorAll(".points-mark")].map(
      (m) => m.textContent,
    );
    const { condition } = session.playCharacters()[0]!.play;
    const max = Number(condition?.tpMax);
    const sr = Number(condition?.resistance);
    expect(max).toBe(2 * sr);
    expect(marks).toEqual(["⅔", "⅓", "0", `−${sr}`, `−${2 * sr}`]);
    expect(panel().getByTestId("condition-points").textContent).toBe(`${max - 4}/${max} TP`);
  });

  it("Faar: LP as a bar, Grauen and injuries in words", async () => {
    const { session, id, show } = await sheetOf("faar", [], DORN);
    await session.conditionCommand(id, { command: "damage", amount: 5 });
    show();
    expect(panel().getByTestId("condition-points").textContent).toBe("10/15 LP");
    expect(screen.getByRole("meter", { name: "Lebenspunkte" })).toBeTruthy();
    expect(panel().getByText("Verletzungen: 0 · Grauen 0")).toBeTruthy();
  });

  it("a check due is a prompt in words with a button that rolls it (dueCheck, apply)", async () => {
    const { session, id, show } = await sheetOf("ews", ["foka"], LAZARO);
    await session.conditionCommand(id, { command: "damage", amount: 12 });
    show();
    expect(panel().getByText(/Probe gegen 12 ohne weitere Mali, sonst handlungsunfähig/)).toBeTruthy();
    fireEvent.click(panel().getByRole("button", { name: "Probe würfeln" }));
    await waitFor(() =>
      expect(session.events().at(-1)).toMatchObject({ kind: "roll", dueCheck: "low-tp-1" }),
    );
    const roll = session.events().at(-1)!;
    expect(roll.kind === "roll" && roll.applied?.[0]?.character).toBe(id);
    await waitFor(() => expect(screen.queryByRole("button", { name: "Probe würfeln" })).toBeNull());
  });

  it("the GM's commands are a small German form (no raw JSON), logged as a condition event", async () => {
    const { session, id, show } = await sheetOf("ews", ["foka"], LAZARO);
    show();
    const form = within(screen.getByRole("form", { name: "Zustand ändern" }));
    const choice = form.getByLabelText("Was passiert?") as HTMLSelectElement;
    const offered = [...choice.options].map((o) => o.textContent);
    expect(offered).toEqual(expect.arrayContaining(["Schaden", "TP zurückgewinnen", "Ruhe", "Kampf vorbei"]));
    expect(offered).not.toContain("Zustand setzen");
    expect(screen.getByTestId("condition").querySelector("textarea")).toBeNull();
    fireEvent.change(choice, { target: { value: "damage" } });
    // A command starts at one step, not at a value's 12.
    expect((form.getByLabelText("Menge") as HTMLInputElement).value).toBe("1");
    fireEvent.change(form.getByLabelText("Menge"), { target: { value: "5" } });
    fireEvent.click(form.getByRole("button", { name: "Übernehmen" }));
    await waitFor(() =>
      expect(session.events().at(-1)).toMatchObject({
        kind: "condition",
        character: id,
        command: { command: "damage", amount: 5 },
      }),
    );
    await waitFor(() => expect(panel().getByTestId("condition-points").textContent).toBe("7/12 TP"));
  });

  it("a refused command says why in German and keeps the form", async () => {
    const { session, id, show } = await sheetOf("ews", ["foka"], LAZARO);
    await session.conditionCommand(id, { command: "damage", amount: 100 });
    show();
    expect(panel().getByTestId("condition-status").textContent).toBe("tot");
    const form = within(screen.getByRole("form", { name: "Zustand ändern" }));
    fireEvent.change(form.getByLabelText("Was passiert?"), { target: { value: "damage" } });
    fireEvent.change(form.getByLabelText("Menge"), { target: { value: "2" } });
    fireEvent.click(form.getByRole("button", { name: "Übernehmen" }));
    const alert = await panel().findByRole("alert");
    expect(alert.textContent).toMatch(/^Nicht möglich: Der Charakter ist tot/);
    expect((form.getByLabelText("Menge") as HTMLInputElement).value).toBe("2");
  });
});

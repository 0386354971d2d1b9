import { ApiError } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import BRUNI from "../../../../examples/characters/bruni.json" with { type: "json" };
import DORN from "../../../../examples/characters/dorn.json" with { type: "json" };
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import SLIINGACH from "../../../../examples/characters/sliingach.json" with { type: "json" };
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import { HealWeekPanel } from "./heal-week-panel.js";
import { ewsNpcFile } from "./npc-form.js";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

async function table(system: string, modules: string[], characters: Record<string, unknown>[]) {
  const session = new LocalSession(createLocalTable({ name: "T", system, modules, houseRules: {} }));
  const ids: string[] = [];
  for (const c of characters) ids.push((await session.saveCharacter(null, c, null)).id);
  render(
    <I18nProvider lang="de">
      <HealWeekPanel session={session} />
    </I18nProvider>,
  );
  return { session, ids };
}

const result = async () => within(await screen.findByTestId("heal-week-result"));

describe("„Heilwoche für alle“", () => {
  it("FoKa: a week of bed rest for everyone, rolled with apply, TP by WS − 2 − wounds", async () => {
    const ork = ewsNpcFile(
      {
        name: "Ork",
        attribute: "Stark",
        attributeLevel: "+",
        skill: "Nahkampf",
        skillLevel: "+",
        secret: false,
      },
      true,
    );
    const { session, ids } = await table("ews", ["foka"], [LAZARO, ork]);
    await session.conditionCommand(ids[0]!, { command: "damage", amount: 9 });
    fireEvent.change(screen.getByLabelText("Wo verbringen sie die Woche?"), { target: { value: "bed" } });
    fireEvent.click(screen.getByRole("button", { name: "Woche für alle würfeln und anwenden" }));
    const lines = await result();
    // WS 4 − 2 (Bettruhe) − 1 (one wound) = 1 TP: 3 → 4, the change first, then where he is now.
    expect(lines.getByText(new RegExp(`^${LAZARO.name}: TP 3 → 4 – jetzt 4/12 TP, 1 Wunde,`))).toBeTruthy();
    expect(lines.getByText(/^Ork: unverändert – 15\/15 TP/)).toBeTruthy();
    const rolls = session.events().filter((e) => e.kind === "roll");
    expect(rolls.map((r) => [r.action, r.options, r.actor?.character])).toEqual([
      ["foka-heal", expect.objectContaining({ situation: "bed" }), ids[0]],
      ["foka-heal", expect.objectContaining({ situation: "bed" }), ids[1]],
    ]);
    // Lazaro healed; the Ork, at full TP, stayed as he was: his roll books nothing.
    expect(rolls.map((r) => (r.kind === "roll" ? r.applied?.map((a) => a.character) : []))).toEqual([
      [ids[0]],
      undefined,
    ]);
  });

  it("EWS: the weekly check rolls on the Eigenschaft of the WS (RULINGS §1.6)", async () => {
    const tough = { ...LAZARO, name: "Brom", woundAttribute: "Stilvoll" };
    const { session } = await table("ews", [], [tough]);
    fireEvent.click(screen.getByRole("button", { name: "Woche für alle würfeln und anwenden" }));
    await result();
    const roll = session.events().find((e) => e.kind === "roll")!;
    expect(roll).toMatchObject({ action: "heal", options: { situation: "hospital", value: 18 } });
  });

  it("Faar: a week is seven days of rest, one LP a day", async () => {
    const { session, ids } = await table("faar", [], [DORN]);
    await session.conditionCommand(ids[0]!, { command: "damage", amount: 10 });
    fireEvent.click(screen.getByRole("button", { name: "Woche für alle würfeln und anwenden" }));
    const lines = await result();
    expect(lines.getByText(/^Dorn.*: LP 5 → 12 – jetzt 12\/15 LP/)).toBeTruthy();
    expect(session.events().at(-1)).toMatchObject({
      kind: "condition",
      command: { command: "rest", days: 7 },
    });
  });

  it("the dead are listed with the rules' reason, the others still heal", async () => {
    const { session, ids } = await table("ews", ["foka"], [{ ...LAZARO, name: "Tot" }, LAZARO]);
    await session.conditionCommand(ids[0]!, { command: "damage", amount: 100 });
    await session.conditionCommand(ids[1]!, { command: "damage", amount: 2 });
    fireEvent.click(screen.getByRole("button", { name: "Woche für alle würfeln und anwenden" }));
    const lines = await result();
    const dead = lines.getByText(/^Tot: Nicht möglich: Der Charakter ist tot: das geht nicht mehr/);
    expect(dead.className).toBe("error");
    // Krankenhaus: WS 4 TP a week, 10 → 12 (never above the maximum).
    expect(lines.getByText(new RegExp(`^${LAZARO.name}: TP 10 → 12 – jetzt 12/12 TP`))).toBeTruthy();
  });
});

describe("the Urfassung's week: „Behandlung und Ruhe“ and the bleeding settled first", () => {
  it("a week in treatment under a physician shows what it changed: „TP 22 → …“", async () => {
    const { session, ids } = await table("ews-urfassung", [], [SLIINGACH]);
    // A plain loss of 8 TP (no blow, so no wound that bleeds).
    await session.conditionCommand(ids[0]!, { command: "damage", amount: 8, hit: false });
    const where = screen.getByLabelText("Wo verbringen sie die Woche?");
    expect(within(where).getByRole("option", { name: "Behandlung und Ruhe (beim Arzt)" })).toBeTruthy();
    fireEvent.change(where, { target: { value: "treatment" } });
    // A master physician with the best equipment: the KO check's target is far below KO 18.
    fireEvent.change(screen.getByLabelText("Heilkunde des Arztes"), { target: { value: "40" } });
    fireEvent.change(screen.getByLabelText("Ausrüstung des Arztes (−9 bis +9, Feldlazarett −6)"), {
      target: { value: "9" },
    });
    expect(screen.getByText(/^Der Mindestwurf der KO-Probe ist 12 minus ein Drittel/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Woche für alle würfeln und anwenden" }));
    const lines = await result();
    const line = lines.getByText(/^Sliingach: TP 22 → (2[3-9]|30) – jetzt (2[3-9]|30)\/30 TP/);
    expect(line.className).toBe("");
    // The rules' week, then its KO check rolled at once and booked.
    const [command, roll] = session.events().slice(-2);
    expect(command).toMatchObject({
      kind: "condition",
      command: { command: "week-passes", situation: { mode: "treatment", physician: 40, equipment: 9 } },
    });
    expect(roll).toMatchObject({ kind: "roll", action: "heal", actor: { character: ids[0] } });
  });

  it("a bleeding wound is settled before the week: the step in words, no week button until it stops", async () => {
    const { session, ids } = await table("ews-urfassung", [], [SLIINGACH]);
    await session.conditionCommand(ids[0]!, { command: "add-wound", woundKind: "wound" });
    const step = within(await screen.findByTestId("heal-bleeding"));
    expect(
      step.getByText(
        "Sliingach blutet noch aus einer Wunde. Die Heilwoche beginnt erst, wenn die Blutung gestillt ist: verbinden (Heilkunde gegen 9, eine schwere Wunde gegen 15) oder die fälligen Blutungsproben würfeln.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Woche für alle würfeln und anwenden" })).toBeNull();
    expect(screen.getByTestId("heal-week-waits").textContent).toBe(
      "Die Woche beginnt, sobald keine Wunde mehr blutet.",
    );
    // A minute passes: the wound's bleeding check is due, said as what it is rolled on.
    fireEvent.click(step.getByRole("button", { name: "Eine Minute vergeht" }));
    await waitFor(() => expect(step.getByText("KO-Probe auf KO 18 für 1 Abschnitt(e)")).toBeTruthy());
    expect(step.getByRole("button", { name: "Probe würfeln" })).toBeTruthy();
    // Bandaged by a skilled hand: the bleeding stops, and the week can begin.
    fireEvent.change(step.getByLabelText("Heilkunde von dem, der verbindet"), { target: { value: "40" } });
    fireEvent.click(step.getByRole("button", { name: "Wunde verbinden" }));
    const said = await screen.findByText(/^Sliingach: Verbinden: Ergebnis \d+ – die Blutung ist gestillt/);
    expect(said.closest("[data-testid=heal-settle-outcome]")).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("heal-bleeding")).toBeNull());
    expect(session.events().at(-1)).toMatchObject({
      kind: "roll",
      action: "bandage",
      opponent: { character: ids[0] },
    });
    fireEvent.click(screen.getByRole("button", { name: "Woche für alle würfeln und anwenden" }));
    expect(await result()).toBeTruthy();
  });
});

describe("a week the server refuses", () => {
  it("is said in German by the rules' words, never by the code", async () => {
    const { session } = await table("ews-urfassung", [], [SLIINGACH]);
    // Another GM's hand made the wound bleed between the view and the week: the server refuses.
    vi.spyOn(session, "conditionCommand").mockRejectedValue(
      ApiError.fromBody(422, {
        error: {
          code: "ur-still-bleeding",
          message: "Wound 1 still bleeds",
          path: ["command"],
          params: { wound: 1, woundKind: "wound" },
          reason: { de: "Wunde 1 blutet noch", en: "Wound 1 still bleeds" },
        },
      }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Woche für alle würfeln und anwenden" }));
    const line = (await result()).getByText(/^Sliingach: /);
    expect(line.textContent).toBe(
      "Sliingach: Nicht möglich: Wunde 1 blutet noch: eine Woche Heilung beginnt erst, wenn die Blutung gestillt ist (verbinden oder die Blutung auswürfeln)",
    );
    expect(line.className).toBe("error");
  });
});

describe("Kampfwürfel: a dying fighter, FoKa: a week that heals nothing", () => {
  it("a dying fighter is shown before the week with „Stabilisieren“; the week's refusal is in German", async () => {
    const { session, ids } = await table("kampfwuerfel", [], [BRUNI]);
    await session.conditionCommand(ids[0]!, { command: "damage", amount: 33 });
    const step = within(await screen.findByTestId("heal-dying"));
    expect(
      step.getByText(
        "Bruni stirbt (LP −3): Eine Woche Ruhe heilt erst, wenn die Spielleitung „Stabilisieren“ wählt.",
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Woche für alle würfeln und anwenden" }));
    const refused = (await result()).getByText(/^Bruni: Nicht möglich: /);
    expect(refused.textContent).toBe(
      "Bruni: Nicht möglich: LP −3: Wer unter 0 LP stirbt, den heilt Ruhe erst, wenn die Spielleitung „Stabilisieren“ wählt (oder „Stirbt“).",
    );
    fireEvent.click(step.getByRole("button", { name: "Stabilisieren" }));
    expect(
      await screen.findByText("Bruni: Stabilisieren, bewusstlos nein → ja, stirbt → kampfunfähig"),
    ).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId("heal-dying")).toBeNull());
  });

  it("FoKa: a week of bed rest that brings 0 TP says so and books nothing", async () => {
    const { session, ids } = await table("ews", ["foka"], [LAZARO]);
    await session.conditionCommand(ids[0]!, { command: "wounds", change: 1, critical: true });
    fireEvent.change(screen.getByLabelText("Wo verbringen sie die Woche?"), { target: { value: "bed" } });
    const before = session.events().length;
    fireEvent.click(screen.getByRole("button", { name: "Woche für alle würfeln und anwenden" }));
    const lines = await result();
    expect(
      lines.getByText(
        `${LAZARO.name}: Eine Woche Bettruhe bringt ${LAZARO.name} mit einer kritischen Wunde 0 TP: ohne Krankenhaus oder Arzt ändert sich nichts. Im Krankenhaus wären es 2 TP pro Woche.`,
      ),
    ).toBeTruthy();
    expect(session.events().length).toBe(before);
  });
});

import { isMessageKey, type MessageKey, translate } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import BRUNI from "../../../../examples/characters/bruni.json" with { type: "json" };
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import SLIINGACH from "../../../../examples/characters/sliingach.json" with { type: "json" };
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession, settingsOf } from "../session/local-session.js";
import SheetView from "../views/sheet-view.js";
import { describeEvent } from "./event-text.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** A local table of `system` (with the table options given) and one character on it. */
async function tableWith(
  system: string,
  modules: string[],
  character: Record<string, unknown>,
  houseRules: Record<string, unknown> = {},
) {
  const session = new LocalSession(createLocalTable({ name: "T", system, modules, houseRules }));
  const { id } = await session.saveCharacter(null, character, null);
  return { session, id };
}

const showSheet = (session: LocalSession) =>
  render(
    <I18nProvider lang="de">
      <SheetView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );

const panel = () => within(screen.getByTestId("condition"));

/** The app's German words without the React context. */
const words = {
  t: (key: MessageKey, params?: Record<string, unknown>) => translate("de", key, params),
  tk: (key: string, fallback: string, params?: Record<string, unknown>) =>
    isMessageKey(key) ? translate("de", key, params) : fallback,
  pct: (p: number) => `${p}`,
};

/** The log's line of the table's last event, as the log view says it. */
const lastLine = (session: LocalSession, name: string) => {
  const last = session.events().at(-1)!;
  return describeEvent(last, words, {
    system: session.config.system,
    table: settingsOf(session.config),
    nameOf: () => name,
  });
};

describe("Kampfwürfel: the cause on the fighter and in the log (RULINGS §7)", () => {
  it("a heavy hit over the threshold knocks out and says so; the lowered threshold names its hit", async () => {
    const { session, id } = await tableWith("kampfwuerfel", [], BRUNI, { kampfwuerfelHeavyHits: true });
    await session.conditionCommand(id, { command: "damage", amount: 12 });
    showSheet(session);
    expect(panel().getByTestId("condition-cause").textContent).toBe(
      "bewusstlos durch einen schweren Treffer (12 SP über der Schwelle 9)",
    );
    expect(
      panel().getByText(
        "Schwelle für schwere Treffer −3 (gesenkt durch einen Treffer mit 12 SP über K + G = 9)",
      ),
    ).toBeTruthy();
    expect(lastLine(session, "Bruni")).toBe(
      "SL: Schaden 12 bei Bruni → 18/30 LP, bewusstlos durch einen schweren Treffer (12 SP über der Schwelle 9), Schwelle für schwere Treffer −3 (gesenkt durch einen Treffer mit 12 SP über K + G = 9), kampfunfähig",
    );
  });

  it("without the OPTIONAL heavy hits no threshold is shown and the hit knocks nobody out", async () => {
    const { session, id } = await tableWith("kampfwuerfel", [], BRUNI);
    await session.conditionCommand(id, { command: "damage", amount: 12 });
    showSheet(session);
    expect(panel().queryByTestId("condition-cause")).toBeNull();
    expect(panel().queryByText(/Schwelle für schwere Treffer/)).toBeNull();
  });

  it("a failed Kraft check is the cause when the condition says so", async () => {
    const { session, id } = await tableWith("kampfwuerfel", [], BRUNI);
    const condition = session.playCharacters()[0]!.play.condition!;
    await session.conditionCommand(id, {
      command: "set",
      condition: { ...condition, lp: 3, unconscious: true, unconsciousCause: { cause: "kraft-check" } },
    });
    showSheet(session);
    expect(panel().getByTestId("condition-cause").textContent).toBe(
      "bewusstlos nach einer misslungenen Kraft-Probe",
    );
  });

  it("a dying fighter: rest refused in German, „Stabilisieren“ in the GM's form, then stabilised", async () => {
    const { session, id } = await tableWith("kampfwuerfel", [], BRUNI);
    await session.conditionCommand(id, { command: "damage", amount: 33 });
    showSheet(session);
    expect(panel().getByTestId("condition-status").textContent).toBe("stirbt");
    expect(
      panel().getByText(
        "Ruhe heilt erst, wenn die Spielleitung unter „Zustand ändern“ „Stabilisieren“ wählt.",
      ),
    ).toBeTruthy();
    const what = panel().getByLabelText("Was passiert?");
    fireEvent.change(what, { target: { value: "rest" } });
    fireEvent.click(panel().getByRole("button", { name: "Übernehmen" }));
    expect((await panel().findByRole("alert")).textContent).toBe(
      "Nicht möglich: LP −3: Wer unter 0 LP stirbt, den heilt Ruhe erst, wenn die Spielleitung „Stabilisieren“ wählt (oder „Stirbt“).",
    );
    expect(within(what).getByRole("option", { name: "Stabilisieren" })).toBeTruthy();
    fireEvent.change(what, { target: { value: "stabilise" } });
    fireEvent.click(panel().getByRole("button", { name: "Übernehmen" }));
    await waitFor(() => expect(panel().getByTestId("condition-status").textContent).toBe("kampfunfähig"));
    expect(panel().getByTestId("condition-cause").textContent).toBe("unter 0 LP stabilisiert, bewusstlos");
    expect(lastLine(session, "Bruni")).toBe(
      "SL: Stabilisieren bei Bruni → −3/30 LP, unter 0 LP stabilisiert, bewusstlos, kampfunfähig",
    );
  });
});

describe("the Heft says what a week would not do, and what stun already cost", () => {
  it("FoKa: bed rest with a critical wound brings 0 TP — in words, with the hospital's rate", async () => {
    const { session, id } = await tableWith("ews", ["foka"], LAZARO);
    await session.conditionCommand(id, { command: "wounds", change: 1, critical: true });
    showSheet(session);
    expect(panel().getByTestId("condition-stall").textContent).toBe(
      `Eine Woche Bettruhe bringt ${LAZARO.name} mit einer kritischen Wunde 0 TP: ohne Krankenhaus oder Arzt ändert sich nichts. Im Krankenhaus wären es 2 TP pro Woche.`,
    );
  });

  it("FoKa: a week that heals says nothing of the kind", async () => {
    const { session, id } = await tableWith("ews", ["foka"], LAZARO);
    await session.conditionCommand(id, { command: "damage", amount: 2 });
    showSheet(session);
    expect(panel().queryByTestId("condition-stall")).toBeNull();
  });

  it("Urfassung: stun over KO counts once — the part already booked as damage is named", async () => {
    const { session, id } = await tableWith("ews-urfassung", [], SLIINGACH);
    await session.conditionCommand(id, { command: "damage", amount: 24, stun: true, hit: false });
    showSheet(session);
    expect(panel().getByText(/Betäubung 24, davon 2 schon als echter Schaden gezählt/)).toBeTruthy();
  });
});

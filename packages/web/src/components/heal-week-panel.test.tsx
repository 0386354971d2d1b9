import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import DORN from "../../../../examples/characters/dorn.json" with { type: "json" };
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import { HealWeekPanel } from "./heal-week-panel.js";
import { ewsNpcFile } from "./npc-form.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

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
    // WS 4 − 2 (Bettruhe) − 1 (one wound) = 1 TP: 3 → 4.
    expect(lines.getByText(new RegExp(`^${LAZARO.name}: 4/12 TP, 1 Wunde,`))).toBeTruthy();
    expect(lines.getByText(/^Ork: 15\/15 TP/)).toBeTruthy();
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
    expect(lines.getByText(/^Dorn.*: 12\/15 LP/)).toBeTruthy();
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
    expect(lines.getByText(/^Tot: Nicht möglich: Der Charakter ist tot/).className).toBe("error");
    // Krankenhaus: WS 4 TP a week, 10 → 12 (never above the maximum).
    expect(lines.getByText(new RegExp(`^${LAZARO.name}: 12/12 TP`))).toBeTruthy();
  });
});

import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { ewsNpcFile } from "../components/npc-form.js";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import CombatView from "./combat-view.js";
import DiceView from "./dice-view.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const ORK = {
  ...ewsNpcFile(
    {
      name: "Ork",
      attribute: "Stark",
      attributeLevel: "+",
      skill: "Nahkampf",
      skillLevel: "+",
      secret: false,
    },
    true,
  ),
  armor: [{ name: "Lederwams", protection: 2 }],
};

/** A local FoKa table with Lazaro (his Degen, Schaden 4) and an Ork in leather. */
async function fokaTable() {
  const session = new LocalSession(
    createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} }),
  );
  const lazaro = await session.saveCharacter(null, LAZARO, null);
  const ork = await session.saveCharacter(null, ORK, null);
  return { session, lazaro: lazaro.id, ork: ork.id };
}

/** The dice view of {@link fokaTable} on `melee`. */
async function renderMelee() {
  const { session, lazaro, ork } = await fokaTable();
  localStorage.setItem(`spieltisch.dice.${session.config.id}.action`, JSON.stringify("melee"));
  render(
    <I18nProvider lang="de">
      <DiceView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );
  return { lazaro, ork };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe("dice view, FoKa melee as a character: weapon and armour from the sheets", () => {
  it("the picked weapon's Schaden and the target's Schutz fill the form; typed values win", async () => {
    const { lazaro, ork } = await renderMelee();
    fireEvent.change(screen.getByLabelText("Würfeln als"), { target: { value: lazaro } });
    fireEvent.change(screen.getByLabelText("Waffe vom Bogen"), { target: { value: "0" } });
    expect(field("Angreifer: Waffenschaden").value).toBe("4");
    fireEvent.change(screen.getByLabelText("Gegenüber"), { target: { value: ork } });
    expect(field("Verteidiger: Rüstung").value).toBe("2");
    expect(screen.getByTestId("play-weapon-armor").textContent).toBe(
      "Rüstung von Ork: Schutz 2 (Lederwams 2)",
    );
    // A typed number overrides the sheet's: a blow at the Ork's unarmoured neck.
    fireEvent.change(field("Verteidiger: Rüstung"), { target: { value: "0" } });
    expect(field("Verteidiger: Rüstung").value).toBe("0");
    fireEvent.change(field("Angreifer: Waffenschaden"), { target: { value: "5" } });
    expect(field("Angreifer: Waffenschaden").value).toBe("5");
    expect((screen.getByLabelText("Waffe vom Bogen") as HTMLSelectElement).value).toBe("");
  });
});

describe("combat turn, FoKa melee: weapon and armour from the sheets", () => {
  it("the target's Schutz is in the blow from the start; the picked Degen adds its Schaden", async () => {
    const { session, lazaro, ork } = await fokaTable();
    await session.combat({ command: "start", participants: [{ characterId: lazaro }, { characterId: ork }] });
    render(
      <I18nProvider lang="de">
        <CombatView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    const turn = await screen.findByTestId("combat-turn");
    fireEvent.click(within(turn).getByRole("button", { name: "Nahkampf" }));
    expect(within(turn).getByTestId("combat-weapon-armor").textContent).toBe(
      "Rüstung von Ork: Schutz 2 (Lederwams 2)",
    );
    fireEvent.change(within(turn).getByLabelText("Waffe vom Bogen"), { target: { value: "0" } });
    expect(within(turn).getByTestId("combat-values").textContent).toMatch(/Waffenschaden 4/);
    fireEvent.click(within(turn).getByRole("button", { name: "Würfeln und Ergebnis anwenden" }));
    await waitFor(() => expect(session.events().some((e) => e.kind === "roll")).toBe(true));
    const roll = session.events().find((e) => e.kind === "roll");
    expect(roll).toMatchObject({
      action: "melee",
      actor: { character: lazaro },
      opponent: { character: ork },
    });
    expect(JSON.stringify(roll)).toMatch(/"attackerWeapon":4/);
    expect(JSON.stringify(roll)).toMatch(/"defenderArmor":2/);
  });
});

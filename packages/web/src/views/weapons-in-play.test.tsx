import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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
  weapons: [
    { name: "Keule", damage: 3 },
    { name: "Schleuder", damage: 2, ranged: true },
  ],
  armor: [{ name: "Lederwams", protection: 2 }],
};

/** A local FoKa table with Lazaro (his Degen, Schaden 4) and an Ork with a Keule, in leather. */
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
  return { session, lazaro, ork };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe("dice view, FoKa melee as a character: weapons by name, the sheets' numbers from the table", () => {
  it("each side's weapon is picked by name; the form shows what the sheets give; the odds say it in words", async () => {
    const { session, lazaro, ork } = await renderMelee();
    const odds = vi.spyOn(session, "playOdds");
    fireEvent.change(select("Würfeln als"), { target: { value: lazaro } });
    // The first weapon that suits a blow, as the sheet says it.
    expect(select("Waffe").selectedOptions[0]?.textContent).toBe("Degen (Schaden 4)");
    expect(field("Angreifer: Waffenschaden").value).toBe("4");
    fireEvent.change(select("Gegenüber"), { target: { value: ork } });
    // The Ork's melee weapons only (not the Schleuder), and its armour in the form.
    expect([...select("Waffe des Gegenübers").options].map((o) => o.textContent)).toEqual([
      "Keule (Schaden 3)",
      "keine (Wert von Hand)",
    ]);
    expect(field("Verteidiger: Rüstung").value).toBe("2");
    await waitFor(() =>
      expect(screen.getByTestId("play-gear").textContent).toBe(
        `${LAZARO.name}: Degen (Schaden 4) · Ork: Keule (Schaden 3), Rüstung 2`,
      ),
    );
    // The request names the weapons; their numbers are the table's to fill.
    const [, options, play] = odds.mock.calls.at(-1)!;
    expect(play).toMatchObject({ actor: lazaro, weapon: "Degen", opponent: ork, opponentWeapon: "Keule" });
    expect(options).not.toHaveProperty("attackerWeapon");
    expect(options).not.toHaveProperty("defenderArmor");
  });

  it("a number typed over the sheet's wins and is named; another target brings its own armour again", async () => {
    const { session, lazaro, ork } = await renderMelee();
    fireEvent.change(select("Würfeln als"), { target: { value: lazaro } });
    fireEvent.change(select("Gegenüber"), { target: { value: ork } });
    // A blow at the Ork's unarmoured neck.
    fireEvent.change(field("Verteidiger: Rüstung"), { target: { value: "0" } });
    expect(field("Verteidiger: Rüstung").value).toBe("0");
    await waitFor(() =>
      expect(screen.getByTestId("play-gear-override").textContent).toBe(
        "Verteidiger: Rüstung von Hand: 0 statt 2 vom Bogen",
      ),
    );
    fireEvent.change(select("Waffe"), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Würfeln" }));
    await waitFor(() => expect(session.events().some((e) => e.kind === "roll")).toBe(true));
    const roll = session.events().find((e) => e.kind === "roll");
    if (roll?.kind !== "roll") throw new Error("a roll was expected");
    expect(roll.options).toMatchObject({ defenderArmor: 0 });
    expect(roll.gear?.opponent?.overrides).toEqual([{ option: "defenderArmor", sheet: 2, typed: 0 }]);
    // No weapon for Lazaro this time: none named, none filled.
    expect(roll.gear?.actor).toBeUndefined();
    // A new pick of the target: its armour is the sheet's again.
    fireEvent.change(select("Gegenüber"), { target: { value: "" } });
    fireEvent.change(select("Gegenüber"), { target: { value: ork } });
    expect(field("Verteidiger: Rüstung").value).toBe("2");
  });
});

describe("combat turn, FoKa melee: the fighter's own weapon and target from the sheets", () => {
  it("opens on Lazaro's Degen against the Ork in leather; the log names the weapons", async () => {
    const { session, lazaro, ork } = await fokaTable();
    await session.combat({ command: "start", participants: [{ characterId: lazaro }, { characterId: ork }] });
    render(
      <I18nProvider lang="de">
        <CombatView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    const turn = await screen.findByTestId("combat-turn");
    expect((within(turn).getByLabelText("Waffe") as HTMLSelectElement).value).toBe("Degen");
    expect((within(turn).getByLabelText("Waffe des Ziels") as HTMLSelectElement).value).toBe("Keule");
    expect(within(turn).getByTestId("combat-values").textContent).toMatch(/Waffenschaden 4/);
    await waitFor(() =>
      expect(within(turn).getByTestId("play-gear").textContent).toBe(
        `${LAZARO.name}: Degen (Schaden 4) · Ork: Keule (Schaden 3), Rüstung 2`,
      ),
    );
    fireEvent.click(within(turn).getByRole("button", { name: "Würfeln und Ergebnis anwenden" }));
    await waitFor(() => expect(session.events().some((e) => e.kind === "roll")).toBe(true));
    const roll = session.events().find((e) => e.kind === "roll");
    if (roll?.kind !== "roll") throw new Error("a roll was expected");
    expect(roll).toMatchObject({
      action: "melee",
      actor: { character: lazaro },
      opponent: { character: ork },
    });
    expect(roll.options).toMatchObject({ attackerWeapon: 4, defenderWeapon: 3, defenderArmor: 2 });
    expect(roll.gear).toEqual({
      actor: { weapon: { name: "Degen", damage: 4 } },
      opponent: { weapon: { name: "Keule", damage: 3 }, armor: 2 },
    });
    // Everyone reads the blow with the weapons named.
    expect((await screen.findByTestId("combat-last-roll")).textContent).toContain(
      `${LAZARO.name}: Degen (Schaden 4) · Ork: Keule (Schaden 3), Rüstung 2`,
    );
  });
});

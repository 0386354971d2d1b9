import { combatOfLog, publicCombatState } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { CombatTurn } from "../components/combat/combat-turn.js";
import { ewsNpcFile } from "../components/npc-form.js";
import { fighterLabels, fightIdOf, fightMemoryKey } from "../lib/fight-memory.js";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import CombatView from "./combat-view.js";
import SettingsView from "./settings-view.js";

/**
 * A fight the GM can run (issue #26), in the browser: the panel opens on each fighter's own value,
 * weapon and target and remembers them for the fight; a player targets a hidden fighter by its
 * ref; newcomers join; „×“ and „Kampf beenden“ ask first; the turn moves on after the roll; due
 * checks say their chance before and their outcome after.
 */

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const npc = (name: string, secret = false) => ({
  ...ewsNpcFile(
    { name, attribute: "Stark", attributeLevel: "+", skill: "Keule", skillLevel: "+", secret },
    true,
  ),
  weapons: [{ name: "Keule", damage: 3 }],
});

/** A local FoKa table with Lazaro and two NPCs, and a fight of Lazaro and the Ork. */
async function fight() {
  const session = new LocalSession(
    createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} }),
  );
  const lazaro = (await session.saveCharacter(null, LAZARO, null)).id;
  const ork = (await session.saveCharacter(null, npc("Ork"), null)).id;
  const wolf = (await session.saveCharacter(null, npc("Wolf"), null)).id;
  await session.combat({ command: "start", participants: [{ characterId: lazaro }, { characterId: ork }] });
  return { session, lazaro, ork, wolf };
}

const show = (session: LocalSession) =>
  render(
    <I18nProvider lang="de">
      <CombatView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );

const value = (root: HTMLElement, label: string) =>
  (within(root).getByLabelText(label) as HTMLSelectElement).value;

describe("the fight panel opens on the fighter's own choice and remembers it", () => {
  it("best combat value, first weapon, first other fighter; a change stays for the fight", async () => {
    const { session } = await fight();
    show(session);
    const turn = screen.getByTestId("combat-turn");
    // Not „– eigene Eingabe –“ with 12: his best Nahkampf value from the sheet.
    expect(value(turn, "Wert")).toMatch(/^Nahkampf/);
    expect(value(turn, "Waffe")).toBe("Degen");
    expect(value(turn, "Wert des Ziels")).toBe("Keule");
    fireEvent.change(within(turn).getByLabelText("Wert"), { target: { value: "Gewandt" } });
    fireEvent.change(within(turn).getByLabelText("Waffe"), { target: { value: "" } });
    cleanup();
    show(session);
    const again = screen.getByTestId("combat-turn");
    expect(value(again, "Wert")).toBe("Gewandt");
    expect(value(again, "Waffe")).toBe("");
    // Kept by table and fight, read back through its schema: a damaged entry is a fresh start.
    const key = fightMemoryKey(session.config.id, fightIdOf(session.events()));
    expect(JSON.parse(localStorage.getItem(key) ?? "{}")).toHaveProperty("f1");
    localStorage.setItem(key, JSON.stringify({ f1: { action: 7 } }));
    cleanup();
    show(session);
    expect(value(screen.getByTestId("combat-turn"), "Wert")).toMatch(/^Nahkampf/);
  });
});

describe("a player targets a hidden fighter", () => {
  it("„Verborgene Gestalt“ by its ref: no value, no weapon of it asked or shown; the button says why when no one is there", async () => {
    const session = new LocalSession(
      createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} }),
    );
    const lazaro = (await session.saveCharacter(null, LAZARO, null)).id;
    const shadow = (await session.saveCharacter(null, npc("Schatten", true), null)).id;
    const other = (await session.saveCharacter(null, npc("Nebel", true), null)).id;
    await session.combat({
      command: "start",
      participants: [{ characterId: lazaro }, { characterId: shadow }, { characterId: other }],
    });
    // As a player sees the fight: the secret NPCs nameless, their characters unknown.
    const seen = publicCombatState(combatOfLog(session.events()));
    const characters = session.playCharacters().filter((c) => c.id === lazaro);
    const labels = fighterLabels(seen, "Verborgene Gestalt", (n) => `Verborgene Gestalt ${n}`);
    const odds = vi.spyOn(session, "playOdds");
    const roll = vi.spyOn(session, "roll");
    const fighter = { ...seen.order[0]!, characterId: lazaro };
    render(
      <I18nProvider lang="de">
        <CombatTurn
          session={session}
          fighter={fighter}
          fighters={seen.order}
          labels={labels}
          characters={characters}
          fightId={fightIdOf(session.events())}
          onRolled={() => {}}
        />
      </I18nProvider>,
    );
    const turn = screen.getByTestId("combat-turn");
    const target = within(turn).getByLabelText("Ziel") as HTMLSelectElement;
    expect([...target.options].map((o) => o.textContent)).toEqual([
      "Verborgene Gestalt 1",
      "Verborgene Gestalt 2",
    ]);
    expect(within(turn).queryByLabelText("Wert des Ziels")).toBeNull();
    for (const hidden of ["Verteidiger: Wert", "Verteidiger: Waffenschaden", "Verteidiger: Rüstung"]) {
      expect(within(turn).queryByLabelText(hidden)).toBeNull();
    }
    expect(within(turn).getByTestId("combat-hidden-target").textContent).toContain("Verborgene Gestalt 1");
    await waitFor(() => expect(within(turn).getByTestId("play-odds-value").textContent).toMatch(/%/));
    const [, options, play] = odds.mock.calls.at(-1)!;
    expect(play).toEqual({
      actor: lazaro,
      skill: expect.stringMatching(/^Nahkampf/),
      weapon: "Degen",
      opponentFighter: "f2",
    });
    expect(options).not.toHaveProperty("defender");
    fireEvent.change(target, { target: { value: "f3" } });
    fireEvent.click(within(turn).getByRole("button", { name: "Würfeln und Ergebnis anwenden" }));
    await waitFor(() => expect(roll).toHaveBeenCalled());
    expect(roll.mock.calls[0]?.[2]).toMatchObject({
      opponentFighter: "f3",
      apply: true,
      label: `${LAZARO.name} → Verborgene Gestalt 2`,
    });
    expect(roll.mock.calls[0]?.[2]).not.toHaveProperty("opponent");
    // The local table rolled against the one behind f3.
    const event = session.events().find((e) => e.kind === "roll");
    expect(event).toMatchObject({ opponent: { character: other } });

    cleanup();
    render(
      <I18nProvider lang="de">
        <CombatTurn
          session={session}
          fighter={fighter}
          fighters={[seen.order[0]!]}
          labels={[LAZARO.name]}
          characters={characters}
          fightId={null}
          onRolled={() => {}}
        />
      </I18nProvider>,
    );
    const alone = screen.getByTestId("combat-turn");
    const button = within(alone).getByRole("button", { name: "Würfeln und Ergebnis anwenden" });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute("aria-describedby")).toBe("combat-no-target");
    expect(within(alone).getByTestId("combat-no-target").textContent).toContain("Niemand sonst im Kampf");
  });
});

describe("the GM runs the fight", () => {
  it("the turn moves on after the acting fighter's booked roll; the GM switches it off", async () => {
    const { session, lazaro, ork } = await fight();
    await session.roll(
      "melee",
      {},
      { actor: lazaro, skill: "Nahkampf", opponent: ork, opponentSkill: "Keule", apply: true },
    );
    const after = combatOfLog(session.events());
    expect(after.turn).toBe(1);
    const next = session.events().at(-1);
    expect(next).toMatchObject({ kind: "combat", command: { command: "next", afterRoll: true } });
    render(
      <I18nProvider lang="de">
        <SettingsView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    const box = screen.getByLabelText("Nach dem Wurf ist der Nächste dran") as HTMLInputElement;
    expect(box.checked).toBe(true);
    fireEvent.click(box);
    await waitFor(() => expect(session.config.houseRules).toMatchObject({ combatAutoAdvance: false }));
    await session.roll(
      "melee",
      {},
      { actor: ork, skill: "Keule", opponent: lazaro, opponentSkill: "Nahkampf", apply: true },
    );
    expect(combatOfLog(session.events()).turn).toBe(1);
  });

  it("„×“ asks first; a newcomer joins at the end of the GM's order", async () => {
    const { session, wolf } = await fight();
    show(session);
    fireEvent.click(screen.getByRole("button", { name: "Ork aus dem Kampf nehmen" }));
    const ask = screen.getByRole("group", { name: "Ork aus dem Kampf nehmen?" });
    expect(document.activeElement).toBe(within(ask).getByRole("button", { name: "Ja, herausnehmen" }));
    fireEvent.click(within(ask).getByRole("button", { name: "Abbrechen" }));
    expect(combatOfLog(session.events()).order).toHaveLength(2);

    const join = screen.getByTestId("combat-join");
    fireEvent.click(within(join).getByText("Neu in den Kampf holen"));
    const button = within(join).getByRole("button", { name: "In den Kampf holen" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(within(join).getByText("Kreuze an, wer dazukommt.")).toBeTruthy();
    fireEvent.click(within(join).getByRole("checkbox", { name: "Wolf (NSC)" }));
    fireEvent.click(button);
    await waitFor(() =>
      expect(combatOfLog(session.events()).order.map((f) => f.characterId)).toContain(wolf),
    );
    expect(combatOfLog(session.events()).order.map((f) => f.name)).toEqual([LAZARO.name, "Ork", "Wolf"]);

    fireEvent.click(screen.getByRole("button", { name: "Ork aus dem Kampf nehmen" }));
    fireEvent.click(screen.getByRole("button", { name: "Ja, herausnehmen" }));
    await waitFor(() =>
      expect(combatOfLog(session.events()).order.map((f) => f.name)).toEqual([LAZARO.name, "Wolf"]),
    );
  });

  it("a due check says what it is rolled on and its chance before, its outcome in words after", async () => {
    const { session, lazaro } = await fight();
    const tp = Number(session.playCharacters().find((c) => c.id === lazaro)!.play.condition?.tp);
    await session.conditionCommand(lazaro, { command: "damage", amount: tp + 1 });
    show(session);
    const due = screen.getByTestId("combat-due");
    await waitFor(() =>
      expect(within(due).getByTestId("due-odds").textContent).toMatch(
        /^Probe auf die TP-Eigenschaft \d+ gegen \d+, ohne weitere Mali – Chance \d+,\d %$/,
      ),
    );
    fireEvent.click(within(due).getByRole("button", { name: "Jetzt würfeln" }));
    const outcome = await screen.findByTestId("due-outcome");
    expect(outcome.textContent).toMatch(
      new RegExp(`^${LAZARO.name}: Probe auf die TP-Eigenschaft gegen \\d+: \\d+ – (gelungen|misslungen) → `),
    );
    const status = session.playCharacters().find((c) => c.id === lazaro)!.play.status;
    if (status === "out") expect(outcome.textContent).toMatch(/→ kampfunfähig$/);
  });
});

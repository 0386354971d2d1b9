import {
  isMessageKey,
  type MessageKey,
  NO_COMBAT,
  publicCombatBody,
  publicCombatState,
  type TableEvent,
  translate,
} from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { dueFor } from "../components/combat/combat-due.js";
import { CombatOrder } from "../components/combat/combat-order.js";
import { describeEvent } from "../components/event-text.js";
import { ewsNpcFile } from "../components/npc-form.js";
import { fighterLabels } from "../lib/fight-memory.js";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import type { PlayCharacterView } from "../session/types.js";
import CombatView from "./combat-view.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const ORK = ewsNpcFile(
  { name: "Ork", attribute: "Stark", attributeLevel: "+", skill: "Nahkampf", skillLevel: "+", secret: false },
  true,
);

/** A GM's local FoKa table with Lazaro and an Ork at it. */
const fokaTable = async () => {
  const session = new LocalSession(
    createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} }),
  );
  const lazaro = await session.saveCharacter(null, LAZARO, null);
  const ork = await session.saveCharacter(null, ORK, null);
  return { session, lazaro: lazaro.id, ork: ork.id };
};

const show = (session: LocalSession, lang: "de" | "en" = "de") =>
  render(
    <I18nProvider lang={lang}>
      <CombatView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );

describe("combat built on characters", () => {
  it("the GM picks fighters from the table, starts, and the one on turn rolls against a target with apply", async () => {
    const { session, lazaro, ork } = await fokaTable();
    show(session);
    expect(screen.getByTestId("combat-rule").textContent).toContain("legt die Spielleitung fest");
    fireEvent.click(screen.getByRole("checkbox", { name: LAZARO.name }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Ork (NSC)" }));
    fireEvent.click(screen.getByRole("button", { name: "Kampf beginnen" }));
    expect((await screen.findByTestId("combat-on-turn")).textContent).toBe(`Am Zug: ${LAZARO.name}`);
    const combat = session.events().find((e) => e.kind === "combat");
    expect(combat?.kind === "combat" && combat.state.order.map((f) => f.characterId)).toEqual([lazaro, ork]);
    // Each fighter's condition in words.
    expect(screen.getAllByTestId("fighter-condition")[0]!.textContent).toMatch(/TP/);

    const turn = screen.getByTestId("combat-turn");
    expect(within(turn).getByRole("heading").textContent).toBe(`Was tut ${LAZARO.name}?`);
    // The target opens on the first other fighter, by its ref in the fight.
    const target = within(turn).getByLabelText("Ziel") as HTMLSelectElement;
    expect(target.selectedOptions[0]?.textContent).toBe("Ork");
    expect(target.value).toBe("f2");
    // The exact odds with both sides named.
    await waitFor(() => expect(within(turn).getByTestId("play-odds-value").textContent).toMatch(/%/));
    const rolled = vi.spyOn(session, "roll");
    fireEvent.click(within(turn).getByRole("button", { name: "Würfeln und Ergebnis anwenden" }));
    await waitFor(() => expect(session.events().some((e) => e.kind === "roll")).toBe(true));
    const roll = session.events().find((e) => e.kind === "roll");
    expect(roll).toMatchObject({
      actor: { character: lazaro },
      opponent: { character: ork },
      label: `${LAZARO.name} → Ork`,
    });
    // Rolled with apply: a contest books nothing, so `applied` is empty — the request says it.
    expect(rolled.mock.calls[0]?.[2]).toMatchObject({ actor: lazaro, opponent: ork, apply: true });
  });

  it("a fighter who is out of action cannot be rolled for: the button is off and says why", async () => {
    const { session, lazaro, ork } = await fokaTable();
    await session.combat({ command: "start", participants: [{ characterId: lazaro }, { characterId: ork }] });
    show(session);
    const turn = screen.getByTestId("combat-turn");
    const button = within(turn).getByRole("button", { name: "Würfeln und Ergebnis anwenden" });
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(within(turn).queryByTestId("combat-cannot-act")).toBeNull();
    // The GM books him out of action (a failed check at low TP would do the same).
    const now = session.playCharacters().find((c) => c.id === lazaro)!.play.condition;
    await session.conditionCommand(lazaro, { command: "set", condition: { ...now, status: "out" } });
    cleanup();
    show(session);
    const after = screen.getByTestId("combat-turn");
    expect(session.playCharacters().find((c) => c.id === lazaro)!.play.status).toBe("out");
    expect(within(after).getByTestId("combat-cannot-act").textContent).toBe(
      `${LAZARO.name} ist kampfunfähig und kann nicht handeln.`,
    );
    const off = within(after).getByRole("button", { name: "Würfeln und Ergebnis anwenden" });
    expect((off as HTMLButtonElement).disabled).toBe(true);
    expect(off.getAttribute("aria-describedby")).toBe("combat-cannot-act");
    // No odds asked, so no refusal shown beside the hint: the reason is said once.
    expect(within(after).queryByTestId("play-odds")).toBeNull();
    expect(within(after).queryByRole("alert")).toBeNull();
  });

  it("moves a fighter, passes the turn and ends the fight", async () => {
    const { session, lazaro, ork } = await fokaTable();
    await session.combat({ command: "start", participants: [{ characterId: lazaro }, { characterId: ork }] });
    show(session);
    fireEvent.click(screen.getByRole("button", { name: "Ork nach vorn" }));
    await screen.findByText(`Am Zug: ${LAZARO.name}`);
    const names = () =>
      [...screen.getByTestId("combat-order").querySelectorAll("strong")].map((s) => s.textContent);
    await waitFor(() => expect(names()).toEqual(["Ork", LAZARO.name]));
    fireEvent.click(screen.getByRole("button", { name: "Nächster Zug" }));
    await waitFor(() => expect(screen.getByTestId("combat-round").textContent).toBe("Runde 2"));
    expect(screen.getByTestId("combat-on-turn").textContent).toBe("Am Zug: Ork");
    // Ending asks first; „Weiterkämpfen“ keeps the fight.
    fireEvent.click(screen.getByRole("button", { name: "Kampf beenden" }));
    fireEvent.click(screen.getByRole("button", { name: "Weiterkämpfen" }));
    expect(screen.getByTestId("combat-on-turn").textContent).toBe("Am Zug: Ork");
    fireEvent.click(screen.getByRole("button", { name: "Kampf beenden" }));
    expect(screen.getByRole("group", { name: /Den Kampf wirklich beenden/ })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Ja, Kampf beenden" }));
    expect(await screen.findByRole("button", { name: "Kampf beginnen" })).toBeTruthy();
  });

  it("3W6: „Initiative würfeln“ rolls the initiative action and starts with its order", async () => {
    const session = new LocalSession(
      createLocalTable({ name: "T", system: "3w6-stunts", modules: [], houseRules: {} }),
    );
    const sheet = (name: string, speed: number) => ({
      format: "spieltisch/character@1",
      system: "3w6-stunts",
      name,
      attributes: { Geschick: 3 },
      speed,
      dexterity: 1,
    });
    const linda = await session.saveCharacter(null, sheet("Linda", 3), null);
    const grok = await session.saveCharacter(null, sheet("Grok", 1), null);
    show(session, "en");
    fireEvent.click(screen.getByRole("checkbox", { name: "Linda" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Grok" }));
    fireEvent.click(screen.getByRole("button", { name: "Roll initiative and start the fight" }));
    await screen.findByTestId("combat-on-turn");
    const roll = session.events().find((e) => e.kind === "roll");
    const combat = session.events().find((e) => e.kind === "combat");
    expect(roll).toMatchObject({ action: "initiative" });
    if (roll?.kind !== "roll" || combat?.kind !== "combat") throw new Error("no roll or fight");
    expect(combat.command).toMatchObject({ command: "start", initiativeRoll: roll.seq, rule: "3w6-roll" });
    const order = (roll as unknown as { order: { name: string; total: number }[] }).order;
    expect(combat.state.order.map((f) => f.characterId)).toEqual(order.map((e) => e.name));
    expect([linda.id, grok.id]).toContain(combat.state.order[0]!.characterId);
  });
});

describe("what players see", () => {
  it("a secret NPC is a nameless „Verborgene Gestalt“ with its place; players get no GM buttons", () => {
    const data = createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} });
    const state = publicCombatState({
      ...NO_COMBAT,
      active: true,
      round: 1,
      order: [
        { name: "Schatten", characterId: "n1", secret: true, initiative: 4, wounds: 0 },
        { name: "Alrik", characterId: "c1", wounds: 0 },
      ],
    });
    render(
      <I18nProvider lang="de">
        <CombatOrder
          config={{ ...data.config, role: "player" }}
          combat={state}
          labels={fighterLabels(state, "Verborgene Gestalt", (n) => `Verborgene Gestalt ${n}`)}
          characters={[]}
          onCommand={() => {}}
        />
      </I18nProvider>,
    );
    const text = screen.getByTestId("combat-order").textContent ?? "";
    expect(text).toContain("Verborgene Gestalt");
    expect(text).not.toContain("Schatten");
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("due checks are asked of the owner, NPCs' of the GM — each on exactly one phone", () => {
    const due = [{ id: "low-tp-1", reason: "low-tp", action: "check", options: {} }];
    const view = (id: string, owner: string | null, npc: boolean, mine: boolean) =>
      ({
        id,
        version: 1,
        owner,
        mine,
        character: { name: id, npc },
        play: {
          condition: {},
          status: "active",
          due,
          modifiers: { action: [], "condition-check": [], healing: [] },
        },
      }) as unknown as PlayCharacterView;
    const gmSees = [view("held", "p1", false, true), view("ork", "gm", true, true)];
    expect(dueFor(gmSees, true, "gm").map((c) => c.id)).toEqual(["ork"]);
    const playerSees = [view("held", "p1", false, true)];
    expect(dueFor(playerSees, false, "p1").map((c) => c.id)).toEqual(["held"]);
    expect(dueFor([view("other", "p2", false, false)], false, "p1")).toEqual([]);
  });
});

describe("the EWS family's Probe auf Geschicklichkeit", () => {
  it("rolls a check as each fighter and orders by the results, highest first", async () => {
    const { session, lazaro, ork } = await fokaTable();
    show(session);
    fireEvent.click(screen.getByRole("checkbox", { name: "Ork (NSC)" }));
    fireEvent.click(screen.getByRole("checkbox", { name: LAZARO.name }));
    fireEvent.click(screen.getByRole("checkbox", { name: /Probe auf Geschicklichkeit/ }));
    // Lazaro's check defaults to his Eigenschaft named like Geschicklichkeit (Gewandt).
    expect((screen.getByLabelText(`Probe von ${LAZARO.name} mit`) as HTMLSelectElement).value).toBe(
      "Gewandt",
    );
    fireEvent.click(screen.getByRole("button", { name: "Geschicklichkeit würfeln und Kampf beginnen" }));
    await screen.findByTestId("combat-on-turn");
    const rolls = session.events().filter((e) => e.kind === "roll");
    expect(rolls.map((r) => r.kind === "roll" && r.actor?.character)).toEqual([ork, lazaro]);
    const results = new Map(
      rolls.map((r) => [
        r.kind === "roll" ? r.actor?.character : "",
        (r as unknown as { result: number }).result,
      ]),
    );
    const combat = session.events().find((e) => e.kind === "combat");
    if (combat?.kind !== "combat") throw new Error("no fight");
    const order = combat.state.order.map((f) => f.characterId!);
    expect(order.map((id) => combat.state.order.find((f) => f.characterId === id)!.initiative)).toEqual(
      order.map((id) => results.get(id)),
    );
    const [first, second] = order.map((id) => results.get(id)!);
    expect(first!).toBeGreaterThanOrEqual(second!);
    // Equal results keep the order of ticking: the Ork first.
    if (first === second) expect(order).toEqual([ork, lazaro]);
  });
});

describe("the log of a fight", () => {
  const i18n = {
    t: (key: MessageKey, params?: Record<string, unknown>) => translate("de", key, params),
    tk: (key: string, fallback: string, params?: Record<string, unknown>) =>
      isMessageKey(key) ? translate("de", key, params) : fallback,
    pct: (p: number) => `${p}`,
  };
  it("says the order and whose turn in words; players read a secret NPC as „Verborgene Gestalt“", async () => {
    const { session, lazaro, ork } = await fokaTable();
    await session.combat({ command: "start", participants: [{ characterId: ork }, { characterId: lazaro }] });
    await session.combat({ command: "next" });
    await session.combat({ command: "next" });
    const lines = session
      .events()
      .filter((e) => e.kind === "combat")
      .map((e) => describeEvent(e, i18n));
    expect(lines).toEqual([
      `Kampf beginnt: Ork, ${LAZARO.name}`,
      `Am Zug: ${LAZARO.name} (Runde 1)`,
      "Am Zug: Ork (Runde 2)",
    ]);
    const hidden = session.events().find((e) => e.kind === "combat")!;
    const secretStart = {
      ...hidden,
      ...publicCombatBody({
        command: { command: "start", participants: [] },
        state: {
          ...NO_COMBAT,
          active: true,
          round: 1,
          order: [{ name: "Schatten", secret: true, wounds: 0 }],
        },
      }),
    } as TableEvent;
    expect(describeEvent(secretStart, i18n)).toBe("Kampf beginnt: Verborgene Gestalt");
  });
});

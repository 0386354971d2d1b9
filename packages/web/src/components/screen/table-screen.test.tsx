import {
  formatPercent,
  type MemberEvent,
  rollResultFields,
  type TableEvent,
  tableEventSchema,
} from "@spieltisch/protocol";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import LAZARO from "../../../../../examples/characters/lazaro.json" with { type: "json" };
import { mainProbability } from "../../actions/odds.js";
import { I18nProvider } from "../../lib/i18n.js";
import { conditionFacts } from "../../lib/play-text.js";
import { diceGroups } from "../../lib/roll-dice.js";
import { createLocalTable, LocalSession } from "../../session/local-session.js";
import { ewsNpcFile } from "../npc-form.js";
import { type ScreenSource, TableScreen } from "./table-screen.js";

/**
 * The table screen (issue #27): the last roll big with its dice and the chance it had, the fight
 * with each fighter's bar and wound boxes, secret NPCs as players see them, open rolls, the last
 * lines of the log — live as the table's events arrive.
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

/** A local FoKa table: Lazaro, an Ork and a secret Schatten in a fight, Lazaro's blow on the Ork booked. */
async function fight() {
  const session = new LocalSession(
    createLocalTable({ name: "Kampfabend", system: "ews", modules: ["foka"], houseRules: {} }),
  );
  const lazaro = (await session.saveCharacter(null, LAZARO, null)).id;
  const ork = (await session.saveCharacter(null, npc("Ork"), null)).id;
  const shadow = (await session.saveCharacter(null, npc("Schatten", true), null)).id;
  await session.combat({
    command: "start",
    participants: [{ characterId: lazaro }, { characterId: shadow }, { characterId: ork }],
  });
  const blow = await session.roll(
    "melee",
    {},
    { actor: lazaro, skill: "Nahkampf", opponent: ork, opponentSkill: "Keule", apply: true },
  );
  return { session, lazaro, ork, shadow, blow };
}

const show = (session: ScreenSource) =>
  render(
    <I18nProvider lang="de">
      <TableScreen session={session} />
    </I18nProvider>,
  );

/** A table's log and characters without a connection: what a test hands the screen. */
const source = (base: ScreenSource, events: readonly TableEvent[]): ScreenSource => ({
  config: base.config,
  events: () => events,
  playCharacters: () => base.playCharacters(),
  subscribe: () => () => {},
  liveState: () => "live",
});

describe("the last roll, big", () => {
  it("says who rolled what against whom, shows its dice and the chance it had before the roll", async () => {
    const { session, blow } = await fight();
    show(session);
    const roll = screen.getByTestId("screen-last-roll");
    expect(roll.dataset.seq).toBe(String(blow.seq));
    expect(within(roll).getByTestId("screen-roll-what").textContent).toBe(
      `${LAZARO.name} gegen Ork · Nahkampf`,
    );
    // Every die of both sides, as big faces named by whose they are.
    const faces = within(roll)
      .getAllByRole("list")
      .map((list) => [
        list.getAttribute("aria-label"),
        within(list)
          .getAllByRole("listitem")
          .map((d) => Number(d.textContent)),
      ]);
    expect(faces).toEqual(
      diceGroups(blow).map((g) => [
        g.side === "actor" ? `Würfel von ${LAZARO.name}` : "Würfel von Ork",
        [...g.dice],
      ]),
    );
    expect(faces).toHaveLength(2);
    // Who hit whom, by name, and how hard.
    const hitter = blow.hit === "defender" ? `${LAZARO.name} trifft Ork` : `Ork trifft ${LAZARO.name}`;
    expect(within(roll).getByTestId("screen-roll-result").textContent).toBe(
      `${hitter}: Schaden ${blow.damage}`,
    );
    // The chance the dice view showed before the roll: the melee's headline, in the reader's words.
    const chance = mainProbability(rollResultFields(blow));
    expect(chance?.key).toBe("pDefenderHit");
    expect(within(roll).getByTestId("screen-roll-chance").textContent).toBe(
      `Vor dem Wurf – Chance, den Verteidiger zu treffen: ${formatPercent("de", chance!.p)}`,
    );
    expect(within(roll).queryByTestId("screen-roll-entered")).toBeNull();
  });

  it("follows the table live: a new roll takes the place of the last; a secret one never shows", async () => {
    const { session, lazaro } = await fight();
    show(session);
    const check = await act(() => session.roll("check", { value: 12, target: 12 }, { label: "Klettern" }));
    const roll = screen.getByTestId("screen-last-roll");
    expect(roll.dataset.seq).toBe(String(check.seq));
    expect(within(roll).getByTestId("screen-roll-what").textContent).toBe("Probe „Klettern“");
    expect(roll.className).toContain(check.success ? "good" : "bad");
    await act(() => session.roll("check", { value: 3, target: 20 }, { secret: true, actor: lazaro }));
    expect(screen.getByTestId("screen-last-roll").dataset.seq).toBe(String(check.seq));
  });

  it("shows no chance for a blow against a secret NPC: its values stay the GM's", async () => {
    const { session, lazaro, shadow } = await fight();
    show(session);
    const blow = await act(() =>
      session.roll(
        "melee",
        {},
        { actor: lazaro, skill: "Nahkampf", opponent: shadow, opponentSkill: "Keule", apply: true },
      ),
    );
    expect(blow.opponent?.secret).toBe(true);
    const roll = screen.getByTestId("screen-last-roll");
    expect(roll.dataset.seq).toBe(String(blow.seq));
    expect(within(roll).queryByTestId("screen-roll-chance")).toBeNull();
    expect(roll.textContent).not.toContain("Schatten");
  });

  it("marks a roll whose dice fell on the real table („entered“)", async () => {
    const { session, blow } = await fight();
    const entered = { ...blow, entered: true as const };
    show(source(session, [...session.events().filter((e) => e.seq !== blow.seq), entered]));
    expect(screen.getByTestId("screen-roll-entered").textContent).toBe("am Tisch gewürfelt");
  });
});

describe("the fight for the whole table", () => {
  it("the order with bars and wound boxes; the secret NPC is a „Verborgene Gestalt“ without its condition", async () => {
    const { session, lazaro, ork } = await fight();
    const { container } = show(session);
    const panel = screen.getByTestId("screen-fight");
    expect(within(panel).getByRole("heading").textContent).toBe("Kampf · Runde 1");
    const rows = within(panel).getAllByTestId("screen-fighter");
    expect(rows.map((r) => r.querySelector("strong")?.textContent)).toEqual([
      LAZARO.name,
      "Verborgene Gestalt",
      "Ork",
    ]);
    // The turn moved on after Lazaro's booked blow: the hidden one acts.
    expect(rows.map((r) => r.getAttribute("aria-current"))).toEqual([null, "step", null]);
    expect(within(panel).getByTestId("screen-on-turn").textContent).toBe("Am Zug: Verborgene Gestalt");
    expect(within(rows[1]!).getByTestId("screen-fighter-hidden").textContent).toBe("Zustand verborgen");
    expect(within(rows[1]!).queryByRole("meter")).toBeNull();
    for (const [row, id, name] of [
      [rows[0]!, lazaro, LAZARO.name],
      [rows[2]!, ork, "Ork"],
    ] as const) {
      const facts = conditionFacts("ews", session.playCharacters().find((c) => c.id === id)!.play.condition);
      if (facts?.kind !== "foka") throw new Error("a FoKa condition");
      // The bar's meter, named by the fighter: several share the screen.
      const meter = within(row).getByRole("meter", { name: `${name}: Trefferpunkte` });
      expect(Number(meter.getAttribute("value"))).toBe(facts.tp);
      expect(within(row).getByTestId("boxes-Wunden").textContent).toBe(String(facts.wounds));
    }
    // Nowhere on the screen: the secret NPC's name.
    expect(container.textContent).not.toContain("Schatten");
  });
});

describe("open rolls and the log", () => {
  it("lists a request until its answer comes, with who rolls and the chance; the log's last lines, newest first", async () => {
    const { session, lazaro } = await fight();
    await session.note("Die Falle ist scharf.", true);
    const at = "2026-12-01T20:00:00.000Z";
    const request = tableEventSchema.parse({
      // Ahead of the local log: the answer rolled below takes the next number there.
      seq: session.events().at(-1)!.seq + 100,
      kind: "roll-request",
      by: "c-gm",
      at,
      requestId: "r1",
      action: "check",
      options: { value: 12, target: 15 },
      label: "Klettern",
      actor: lazaro,
      odds: {
        action: "check",
        options: { value: 12, target: 15 },
        pSuccess: 0.25,
        actor: { character: lazaro, name: LAZARO.name, modifiers: [] },
      },
    });
    const events = [...session.events(), request];
    show(source(session, events));
    const open = screen.getByTestId("screen-requests");
    expect(within(open).getByTestId("screen-request").textContent).toBe(
      `Klettern (Probe) · ${LAZARO.name} · Erfolgschance: 25,0 %`,
    );
    // Newest first, without bookkeeping (seeds, sheets saved) and without the GM's secrets.
    const log = within(screen.getByTestId("screen-log")).getAllByRole("listitem");
    const quiet = ["seed-committed", "seed-rotated", "character-saved"];
    const shown = events.filter((e) => !quiet.includes(e.kind) && e.secret !== true).reverse();
    expect(events.some((e) => e.kind === "note" && e.secret === true)).toBe(true);
    expect(screen.getByTestId("screen-log").textContent).not.toContain("Falle");
    expect(log.map((li) => li.dataset.kind)).toEqual(shown.slice(0, log.length).map((e) => e.kind));
    expect(log[0]?.dataset.kind).toBe("roll-request");
    expect(log.length).toBe(Math.min(12, shown.length));
    cleanup();

    const answer: MemberEvent<"roll"> = {
      ...(await session.roll("check", { value: 12, target: 15 })),
      requestId: "r1",
    };
    show(source(session, [...events, answer]));
    expect(screen.queryByTestId("screen-requests")).toBeNull();
  });
});

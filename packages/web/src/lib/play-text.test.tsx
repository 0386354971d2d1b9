import { isMessageKey, type MessageKey, translate } from "@spieltisch/protocol";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { describeEvent } from "../components/event-text.js";
import { ewsNpcFile } from "../components/npc-form.js";
import { createLocalTable, LocalSession, settingsOf } from "../session/local-session.js";
import LogView from "../views/log-view.js";
import { I18nProvider } from "./i18n.js";
import { commandText, printedNumber } from "./play-text.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

/** The app's German words without the React context. */
const i18n = {
  t: (key: MessageKey, params?: Record<string, unknown>) => translate("de", key, params),
  tk: (key: string, fallback: string, params?: Record<string, unknown>) =>
    isMessageKey(key) ? translate("de", key, params) : fallback,
  pct: (p: number) => `${p}`,
};

const npc = (name: string, secret: boolean) =>
  ewsNpcFile(
    { name, attribute: "Stark", attributeLevel: "+", skill: "Nahkampf", skillLevel: "+", secret },
    true,
  );

async function table() {
  const session = new LocalSession(
    createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} }),
  );
  const lazaro = (await session.saveCharacter(null, LAZARO, null)).id;
  const ork = (await session.saveCharacter(null, npc("Ork", false), null)).id;
  const names = new Map(session.playCharacters().map((c) => [c.id, String(c.character.name)]));
  const play = { system: "ews", table: settingsOf(session.config), nameOf: (id: string) => names.get(id) };
  return { session, lazaro, ork, play };
}

describe("log sentences of play", () => {
  it("names the weapons and armour the sheets gave a blow", async () => {
    const { session, lazaro, ork, play } = await table();
    const event = await session.roll(
      "melee",
      {},
      {
        actor: lazaro,
        skill: "Nahkampf",
        weapon: "Degen",
        opponent: ork,
        opponentSkill: "Nahkampf",
      },
    );
    expect(describeEvent(event, i18n, play)).toContain(`(${LAZARO.name}: Degen (Schaden 4)): `);
  });

  it("a condition event says who changed what on whom, and the condition after", async () => {
    const { session, lazaro, play } = await table();
    await session.conditionCommand(lazaro, { command: "damage", amount: 9 });
    expect(describeEvent(session.events().at(-1)!, i18n, play)).toBe(
      `SL: Schaden 9 bei ${LAZARO.name} → 3/12 TP, 1 Wunde, −4 auf alle Proben: niedrige TP −1, Wunden −3`,
    );
  });

  it("a roll request to a character says who rolls; one without characters as before", () => {
    const asked = {
      seq: 3,
      kind: "roll-request" as const,
      by: "gm",
      at: "2026-01-01T00:00:00Z",
      requestId: "r1",
      action: "check",
      options: { target: 15 },
      label: "Nahkampf-Probe",
      actor: "c1",
      skill: "Nahkampf",
      odds: {
        action: "check",
        options: { value: 13, target: 15 },
        actor: { name: LAZARO.name, modifiers: [] },
      },
    };
    expect(describeEvent(asked, i18n)).toBe(
      `Wurf angefordert: Nahkampf-Probe (Probe), es würfelt ${LAZARO.name}`,
    );
    const { actor: _actor, skill: _skill, ...plain } = asked;
    expect(
      describeEvent({ ...plain, odds: { action: "check", options: { value: 13, target: 15 } } }, i18n),
    ).toBe("Wurf angefordert: Nahkampf-Probe (Probe)");
  });

  it("below 0 TP with critical wounds: the minus sign and the wounds counted as a player writes them", async () => {
    const { session, lazaro, play } = await table();
    // 12 TP, WS 4: 16 damage is a critical wound (≥ 3 × WS) and leaves −4 TP.
    await session.conditionCommand(lazaro, { command: "damage", amount: 16 });
    await session.conditionCommand(lazaro, { command: "wounds", change: 2, critical: true });
    await session.conditionCommand(lazaro, { command: "wounds", change: 1 });
    const line = describeEvent(session.events().at(-1)!, i18n, play);
    expect(line).toContain(`${LAZARO.name} → −4/12 TP, 1 Wunde, 3 kritische Wunden`);
    expect(line).not.toMatch(/-\d|Kritische/);
  });

  it("an applied roll names who hit whom, the damage and the condition it left", async () => {
    // The first exchange of a fresh table, until the Ork's blow lands (a melee may also hit the
    // attacker; a long fight could end with one side dead and its rolls refused).
    for (let i = 0; i < 200; i++) {
      localStorage.clear();
      const { session, lazaro, ork, play } = await table();
      const event = await session.roll(
        "melee",
        { attackerWeapon: 4 },
        { actor: ork, skill: "Nahkampf", opponent: lazaro, opponentSkill: "Nahkampf", apply: true },
      );
      if (event.hit !== "defender") continue;
      const lazaroApplied = event.applied!.find((entry) => entry.character === lazaro);
      const line = describeEvent(event, i18n, play);
      expect(line).toMatch(new RegExp(`^Nahkampf: Ork trifft ${LAZARO.name}: .*Schaden ${event.damage} → `));
      expect(line).not.toContain("defender");
      expect(line).toContain(`${LAZARO.name}: ${printedNumber(Number(lazaroApplied!.after.tp))}/12 TP`);
      // The Ork's own condition is named only when the exchange changed it (then it has an entry).
      const orkChanged = event.applied!.some((entry) => entry.character === ork);
      expect(line.includes("→ Ork: ")).toBe(orkChanged);
      // A roll logged before unchanged sides were left out lists one with before = after (keys
      // in another order, even): it is not named either.
      const orkNow = session.playCharacters().find((c) => c.id === ork)!.play.condition!;
      const reordered = Object.fromEntries(Object.entries(orkNow).reverse());
      const older = {
        ...event,
        applied: [
          ...event.applied!.filter((entry) => entry.character !== ork),
          { character: ork, before: orkNow, after: reordered },
        ],
      };
      if (!orkChanged) expect(describeEvent(older, i18n, play)).toBe(line);
      return;
    }
    throw new Error("the Ork never hit in 200 first exchanges");
  });

  it("a melee without characters names the side hit in words, not by its code", async () => {
    const { session } = await table();
    const event = await session.roll("melee", { attacker: 12, defender: 12 });
    const side = event.hit === "defender" ? "Verteidiger" : "Angreifer";
    const line = describeEvent(event, i18n);
    expect(line).toContain(`getroffen: ${side}`);
    expect(line).not.toMatch(/defender|attacker/);
  });

  it("a secret NPC's side is „Jemand“ for whoever does not know it", async () => {
    const { session, lazaro, play } = await table();
    const event = await session.roll("check", { target: 12 }, { actor: lazaro, skill: "Nahkampf" });
    const stripped = { ...event, actor: { modifiers: [] } };
    expect(describeEvent(stripped, i18n, play)).toMatch(/^Probe: Jemand würfelt: /);
  });

  it("the log view uses the sentences", async () => {
    const { session, lazaro } = await table();
    await session.conditionCommand(lazaro, { command: "wounds", change: 1 });
    render(
      <I18nProvider lang="de">
        <LogView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    expect(screen.getByRole("log").textContent).toContain(
      `SL: Wunden ändern 1 bei ${LAZARO.name} → 12/12 TP, 1 Wunde, −3 auf alle Proben: Wunden −3`,
    );
  });

  it("a saved character's line names whose sheet and which version (issue #29)", async () => {
    const { session, lazaro, play } = await table();
    await session.saveCharacter(lazaro, { ...LAZARO, name: "Lazaro der Zweite" }, 1);
    const saved = session.events().filter((e) => e.kind === "character-saved");
    expect(saved.map((e) => describeEvent(e, i18n, play))).toEqual([
      `Charakter gespeichert: ${LAZARO.name} (Version 1)`,
      "Charakter gespeichert: Ork (Version 1)",
      "Charakter gespeichert: Lazaro der Zweite (Version 2)",
    ]);
  });

  it("a condition command reads as words: days of rest, a negative change with the minus sign", () => {
    expect(commandText({ command: "rest", days: 7 }, i18n)).toBe("7 Tage Rast");
    expect(commandText({ command: "rest", situation: "inn", weeks: 2 }, i18n)).toBe("2 Wochen Ruhe");
    expect(commandText({ command: "wounds", change: -1 }, i18n)).toBe("Wunden ändern −1");
  });
});

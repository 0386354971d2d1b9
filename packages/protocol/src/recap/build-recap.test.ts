import { describe, expect, it } from "vitest";
import { tableExportSchema } from "../api/export.js";
import { recapResponseSchema } from "../api/recap.js";
import type { MemberEvent, TableEvent } from "../events/table-event.js";
import GM_EXPORT from "../fairness/fixtures/play3-gm-export.json" with { type: "json" };
import PLAYER_EXPORT from "../fairness/fixtures/play3-player-export.json" with { type: "json" };
import { buildRecap } from "./build-recap.js";
import { exportedLog } from "./export-log.js";
import { atLeast, atMost } from "./poisson-binomial.js";
import { recapMarkdown, recapResponse } from "./recap-markdown.js";

/** A played evening's log (the server's fixture) as a member saw it, marked as one evening. */
function evening(json: unknown, title?: string) {
  const log = exportedLog(tableExportSchema.parse(json));
  const first = log.events[0]!;
  const last = log.events.at(-1)!;
  const mark = (command: "start" | "end", seq: number, at: string): MemberEvent<"session"> => ({
    kind: "session",
    seq,
    by: "gm",
    at,
    command,
    ...(command === "start" && title !== undefined ? { title } : {}),
    byName: "Spielleitung",
  });
  const events: TableEvent[] = [
    mark("start", 1, first.at),
    ...log.events.map((e) => ({ ...e, seq: e.seq + 1 })),
    mark("end", last.seq + 2, last.at),
  ];
  return { events, names: log.names };
}

const gm = evening(GM_EXPORT, "Der Kampfabend");
const player = evening(PLAYER_EXPORT, "Der Kampfabend");
const recapOf = (log: typeof gm, lang: "de" | "en" = "de") =>
  buildRecap(log.events, 1, { system: "ews", names: log.names, lang });

type Roll = MemberEvent<"roll">;
const rollsOf = (log: typeof gm, name: string) =>
  log.events.filter((e): e is Roll => e.kind === "roll" && e.actor?.name === name);
/** The chance the server logged with each roll (an EWS exchange: `pDefenderHit`). */
const loggedChance = (roll: Roll): number => {
  const p = roll.pDefenderHit;
  if (typeof p !== "number") throw new Error(`roll ${roll.seq} logged no chance`);
  return p;
};
const text = (recap: ReturnType<typeof recapOf>) => recapMarkdown(recap);

describe("the evening's recap", () => {
  it("counts each character's rolls, successes and the successes the logged chances expected", () => {
    for (const log of [gm, player]) {
      const recap = recapOf(log);
      for (const name of ["Ork", "Salamon Lazaro de Aicega"]) {
        const rolls = rollsOf(log, name);
        const chances = rolls.map(loggedChance);
        const successes = rolls.filter((r) => r.hit === "defender").length;
        const row = recap.luck.find((l) => l.row.name === name)?.row;
        expect(row).toMatchObject({ rolls: rolls.length, successes });
        expect(row?.expectedSuccesses).toBeCloseTo(
          chances.reduce((a, b) => a + b, 0),
          12,
        );
        expect(row?.pAtLeast).toBeCloseTo(atLeast(chances, successes), 12);
        expect(row?.pAtMost).toBeCloseTo(atMost(chances, successes), 12);
      }
    }
  });

  it("tells each member only what they may see", () => {
    const forGm = recapOf(gm);
    const forPlayer = recapOf(player);
    // The GM's secret roll of the Ork counts for the GM alone.
    const orkRolls = (r: typeof forGm) => r.luck.find((l) => l.row.name === "Ork")?.row.rolls ?? 0;
    expect(orkRolls(forGm)).toBe(orkRolls(forPlayer) + 1);
    // The secret NPC: named for the GM, a hidden figure for the player, and no luck row of theirs.
    expect(text(forGm)).toContain("Schatten");
    expect(text(forPlayer)).not.toContain("Schatten");
    expect(text(forPlayer)).toContain("Verborgene Gestalt");
    expect(forGm.luck.map((l) => l.row.name)).toContain("Schatten");
    expect(forPlayer.luck.map((l) => l.row.name)).not.toContain("Schatten");
  });

  it("sums the wounds and points each member saw taken: the GM's secret damage too", () => {
    const lostBy = (log: typeof gm, id: string) =>
      log.events.reduce((sum, e) => {
        const changes =
          e.kind === "roll"
            ? (e.applied ?? []).filter((a) => a.character === id)
            : e.kind === "condition" && e.character === id
              ? [e]
              : [];
        return sum + changes.reduce((s, c) => s + Math.max(0, Number(c.before.tp) - Number(c.after.tp)), 0);
      }, 0);
    const lazaro = [...gm.names].find(([, name]) => name === "Salamon Lazaro de Aicega")![0];
    const line = (recap: ReturnType<typeof recapOf>) =>
      recap.sections.find((s) => s.id === "wounds")?.lines.find((l) => l.startsWith("Salamon"));
    expect(lostBy(gm, lazaro)).toBeGreaterThan(lostBy(player, lazaro));
    expect(line(recapOf(gm))).toContain(`verlor ${lostBy(gm, lazaro)}\u00a0TP`);
    expect(line(recapOf(player))).toContain(`verlor ${lostBy(player, lazaro)}\u00a0TP`);
  });

  it("tells the fight: who fought, who attacked whom, and how it ended", () => {
    const [fight] = recapOf(player).sections.find((s) => s.id === "fights")?.lines ?? [];
    expect(fight).toMatch(
      /^Kampf mit Salamon Lazaro de Aicega, Verborgene Gestalt und Ork \(\d+ Runden?\)\./,
    );
    const orkAttacks = rollsOf(player, "Ork").length;
    expect(fight).toContain(
      `Ork griff Salamon Lazaro de Aicega ${orkAttacks === 1 ? "einmal" : orkAttacks === 2 ? "zweimal" : `${orkAttacks}-mal`} an`,
    );
    expect(fight).toMatch(/(Ausgang: .+|Alle blieben auf den Beinen)\.$/);
  });

  it("writes German and English from the catalogue, with the GM's title", () => {
    const de = recapOf(player);
    const en = recapOf(player, "en");
    expect(de.title).toBe("Der Kampfabend");
    expect(de.subtitle).toMatch(/^Spielabend vom \d\d\.\d\d\.\d{4}$/);
    expect(en.subtitle).toMatch(/^Evening of \d\d\/\d\d\/\d{4}$/);
    expect(text(en)).toContain("Fight with");
    // Below the GM's title, every word is the language's own.
    const body = (recap: typeof de) => text(recap).split("\n").slice(1).join("\n");
    expect(body(en)).not.toMatch(/Kampf|griff|Wunde|gelungen/);
    expect(body(de)).not.toMatch(/Fight|attacked|succeeded|expected/);
    const untitled = evening(PLAYER_EXPORT);
    expect(recapOf(untitled).title).toMatch(/^Spielabend vom \d\d\.\d\d\.\d{4}$/);
    expect(recapOf(untitled).subtitle).toBeNull();
  });

  it("answers as the route's schema says, with the luck table as a list for a chat", () => {
    const response = recapResponseSchema.parse(recapResponse(recapOf(gm)));
    expect(response.to).not.toBeNull();
    expect(response.markdown).toMatch(/^\*\*Der Kampfabend\*\*\n_Spielabend vom /);
    expect(response.markdown).toContain("**Würfelglück**\n- ");
    expect(response.luck.map((l) => l.name).sort()).toEqual(["Ork", "Salamon Lazaro de Aicega", "Schatten"]);
  });

  it("refuses an evening that does not start at the given event: 404 with the path", () => {
    expect(() => buildRecap(player.events, 2, { system: "ews", names: player.names, lang: "de" })).toThrow(
      expect.objectContaining({ status: 404, code: "session-not-found", path: ["session"] }),
    );
  });
});

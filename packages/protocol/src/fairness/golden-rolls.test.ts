import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type TableExport, tableExportSchema } from "../api/export.js";
import { derivationPrefix, deriveRoll, type RollRequest } from "./derive-roll.js";
import { seedCommitment } from "./hmac-rng.js";
import { verifyExport } from "./verify.js";

/**
 * Rolls recorded before the action pipeline and the one table-option shape existed: every action
 * of every system, on tables with no options and with the older house-rule spellings
 * (`houseRules: "a,b"`, `"houseRule.<code>": true`). The JSON of each roll is kept as the exact
 * string the server stored then.
 */
interface GoldenRoll {
  readonly counter: number;
  readonly request: RollRequest;
  readonly json: string;
}
const golden: { readonly seed: string; readonly rolls: readonly GoldenRoll[] } = JSON.parse(
  readFileSync(new URL("./golden-rolls.json", import.meta.url), "utf8"),
);

/** An export of one table holding every golden roll, as the old server would have written it. */
function oldExport(): TableExport {
  const seedId = "seed-1";
  const at = "2024-01-01T00:00:00.000Z";
  // The recorded counters start at 1 and have gaps (other events stood between the rolls): the
  // table stream's seed is committed in a GM-only event, and notes fill the gaps, so the log is
  // numbered as a real one is.
  const committed = {
    fullSeq: 1,
    tableSeq: null,
    kind: "seed-committed",
    secret: true,
    by: "gm",
    at,
    seed: { stream: "table", seedId, commitment: seedCommitment(golden.seed) },
  };
  const events: Record<string, unknown>[] = [committed];
  let tableSeq = 0;
  for (const roll of golden.rolls) {
    while (tableSeq + 1 < roll.counter) {
      tableSeq++;
      events.push({
        fullSeq: events.length + 1,
        tableSeq,
        kind: "note",
        secret: false,
        by: "gm",
        at,
        text: "…",
        byName: "SL",
      });
    }
    tableSeq++;
    events.push({
      fullSeq: events.length + 1,
      tableSeq,
      kind: "roll",
      secret: false,
      by: "gm",
      at,
      action: roll.request.action,
      system: roll.request.system,
      modules: roll.request.modules,
      houseRules: roll.request.houseRules,
      options: roll.request.options,
      byName: "SL",
      stream: "table",
      seedId,
      counter: roll.counter,
      ...JSON.parse(roll.json),
    });
  }
  return tableExportSchema.parse({
    format: "spieltisch/table-export@1",
    table: { id: "t", name: "Alt", system: "ews", modules: [], houseRules: {}, createdAt: at },
    members: [],
    characters: [],
    seeds: [{ seedId, stream: "table", commitment: seedCommitment(golden.seed), seed: golden.seed }],
    events,
  });
}

describe("rolls recorded before the action pipeline", () => {
  it("cover every action of every system, with and without older house-rule spellings", () => {
    const actions = new Set(golden.rolls.map((r) => `${r.request.system}/${r.request.action}`));
    expect(actions.size).toBe(21);
    expect(golden.rolls.some((r) => typeof r.request.houseRules.houseRules === "string")).toBe(true);
    expect(golden.rolls.some((r) => "houseRule.ews.over-budget" in r.request.houseRules)).toBe(true);
  });

  it.each(golden.rolls.map((r) => [r.counter, r] as const))("roll %i comes out byte for byte", (_, roll) => {
    const prefix = derivationPrefix(roll.request, { counter: roll.counter, by: null, byName: null }, 1);
    expect(JSON.stringify(deriveRoll(golden.seed, prefix, roll.request).json)).toBe(roll.json);
  });

  it("verify as an old export", () => {
    expect(verifyExport(oldExport())).toEqual({
      verified: golden.rolls.length,
      unrevealed: 0,
      serverOnly: golden.rolls.length,
      entered: 0,
      mismatch: null,
    });
  });
});

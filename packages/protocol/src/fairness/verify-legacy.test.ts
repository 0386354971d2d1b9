import { describe, expect, it } from "vitest";
import { ewsCheckAdapter } from "../actions/ews-actions.js";
import { rollWithAdapter } from "../actions/pipeline.js";
import { tableExportSchema } from "../api/export.js";
import { derivationPrefix, type RollRequest } from "./derive-roll.js";
import { HmacRng, seedCommitment } from "./hmac-rng.js";
import { verifyExport } from "./verify.js";

const SEED = "5a".repeat(32);
const at = "2026-11-30T00:00:00.000Z";

/**
 * An Urfassung check logged before issue #16 fixed it: the server rolled it with EWS 2's check,
 * whose automatic success (value ≥ MW + 6) the Urfassung text does not have. Exports holding such
 * rolls (first derivation) must still verify.
 */
function oldUrfassungExport(value: number, target: number) {
  const request: RollRequest = {
    system: "ews-urfassung",
    modules: [],
    houseRules: {},
    action: "check",
    options: { value, target },
  };
  const table = { modules: [], options: {} };
  const prefix = derivationPrefix(request, { counter: 2, by: "gm", byName: "SL" }, 1);
  const json = rollWithAdapter(
    ewsCheckAdapter,
    ewsCheckAdapter.options.parse(request.options),
    new HmacRng(SEED, prefix),
    table,
  ).json;
  return tableExportSchema.parse({
    format: "spieltisch/table-export@1",
    table: { id: "t", name: "Alt", system: "ews-urfassung", modules: [], houseRules: {}, createdAt: at },
    members: [],
    characters: [],
    seeds: [{ seedId: "s1", stream: "table", commitment: seedCommitment(SEED), seed: SEED }],
    events: [
      {
        fullSeq: 1,
        tableSeq: 1,
        kind: "table-created",
        secret: false,
        by: "gm",
        at,
        name: "Alt",
        system: "ews-urfassung",
        modules: [],
        houseRules: {},
        seed: { stream: "table", seedId: "s1", commitment: seedCommitment(SEED) },
      },
      {
        fullSeq: 2,
        tableSeq: 2,
        kind: "roll",
        secret: false,
        by: "gm",
        at,
        ...request,
        byName: "SL",
        stream: "table",
        seedId: "s1",
        counter: 2,
        ...json,
      },
    ],
  });
}

describe("rolls of the first derivation verify with the rules they were rolled with", () => {
  it("an Urfassung check with EWS 2's automatic success (value ≥ MW + 6)", () => {
    const exported = oldUrfassungExport(13, 6);
    const roll = exported.events[1]!;
    expect(roll.kind === "roll" && roll.auto).toBe(true);
    expect(verifyExport(exported)).toMatchObject({ verified: 1, mismatch: null });
  });

  it("an ordinary Urfassung check too", () => {
    expect(verifyExport(oldUrfassungExport(10, 12))).toMatchObject({ verified: 1, mismatch: null });
  });
});

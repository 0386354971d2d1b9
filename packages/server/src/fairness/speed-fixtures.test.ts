import { readdirSync, readFileSync } from "node:fs";
import {
  type Derivation,
  derivationPrefix,
  deriveRoll,
  portableMac,
  rollRequestOf,
  rollResultFields,
  type TableExport,
  tableExportSchema,
  verifyExport,
} from "@spieltisch/protocol";
import { describe, expect, it } from "vitest";
import { nativeMac } from "./native-mac.js";

/**
 * Exports made before the speed work (issue #32), by `scripts/write-speed-fixtures.ts` with the
 * code as it was: per rule system every adapter example rolled by the player and the GM (client
 * seeds, server-only, secret, labelled), and the FoKa evening of fights with characters and
 * `apply`. Whatever the speed work changed (HMAC implementation, dice buffering, the server's hot
 * path), these must verify exactly as before, and the server's own derivation must give the same
 * dice and proofs.
 */
const dir = new URL("fixtures/", import.meta.url);
const fixtures = readdirSync(dir)
  .filter((name) => name.startsWith("speed-") && name.endsWith(".json"))
  .sort();

const load = (name: string): TableExport =>
  tableExportSchema.parse(JSON.parse(readFileSync(new URL(name, dir), "utf8")));

type Roll = Extract<TableExport["events"][number], { kind: "roll" }>;
const rollsOf = (data: TableExport): Roll[] =>
  data.events.filter((event): event is Roll => event.kind === "roll");

describe("exports made before the speed work", () => {
  it("are all there: one per rule system and the FoKa evening", () => {
    expect(fixtures.length).toBeGreaterThanOrEqual(6);
  });

  it.each(fixtures)("%s verifies: every roll recomputed, nothing unrevealed, no mismatch", (name) => {
    const data = load(name);
    const report = verifyExport(data);
    expect(report.mismatch).toBeNull();
    expect(report.unrevealed).toBe(0);
    expect(report.verified).toBe(rollsOf(data).length);
    expect(report.verified).toBeGreaterThanOrEqual(10);
  });

  it.each(fixtures)("%s: the server's native HMAC and the portable one derive every logged roll", (name) => {
    const data = load(name);
    for (const event of rollsOf(data)) {
      const seed = data.seeds.find((s) => s.seedId === event.seedId)!.seed!;
      const derivation = (event.derivation ?? 1) as Derivation;
      const sides = {
        ...(event.actor?.digest ? { actor: event.actor.digest } : {}),
        ...(event.opponent?.digest ? { opponent: event.opponent.digest } : {}),
      };
      const request = rollRequestOf(event);
      const prefix = derivationPrefix(
        request,
        {
          counter: event.counter!,
          by: event.by,
          byName: event.byName,
          label: event.label,
          clientSeed: event.clientSeed,
          sides,
          apply: event.apply,
        },
        derivation,
      );
      const logged = rollResultFields(event);
      for (const mac of [nativeMac, portableMac]) {
        const derived = deriveRoll(seed, prefix, request, derivation, mac);
        expect(derived.proof, `${name} #${event.fullSeq}`).toBe(event.proof);
        // As it travels (JSON has no −0).
        const json = JSON.parse(JSON.stringify(derived.json)) as Record<string, unknown>;
        for (const [key, value] of Object.entries(json)) {
          expect(logged[key], `${name} #${event.fullSeq} ${key}`).toEqual(value);
        }
      }
    }
  });
});

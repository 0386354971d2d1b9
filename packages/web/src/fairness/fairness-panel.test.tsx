import {
  derivationPrefix,
  deriveRoll,
  ROLL_DERIVATION,
  type RollRequest,
  rollProof,
  seedCommitment,
  type TableEvent,
  tableEventSchema,
  type VerifyReport,
} from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import type { TableSession } from "../session/types.js";
import { knownClientSeeds, newClientSeed, rememberClientSeed } from "./client-seeds.js";
import { FairnessPanel } from "./fairness-panel.js";

afterEach(cleanup);

const SEED = "ab".repeat(32);
const at = "2026-12-01T00:00:00.000Z";
const request: RollRequest = {
  system: "ews",
  modules: [],
  houseRules: {},
  action: "check",
  options: { value: 12, target: 12 },
};

/** A roll as the server logs it for a player, with this browser's client seed. */
function roll(seq: number, seedId: string, clientSeed: string): TableEvent {
  const binding = { counter: seq, by: "p1", byName: "Alrik", label: "Klettern", clientSeed };
  const prefix = derivationPrefix(request, binding, ROLL_DERIVATION);
  return tableEventSchema.parse({
    seq,
    kind: "roll",
    by: "p1",
    at,
    ...request,
    label: "Klettern",
    byName: "Alrik",
    stream: "table",
    seedId,
    counter: seq,
    derivation: ROLL_DERIVATION,
    clientSeed,
    proof: rollProof(SEED, prefix),
    ...deriveRoll(SEED, prefix, request).json,
  });
}

const rotated = (seq: number): TableEvent =>
  tableEventSchema.parse({
    seq,
    kind: "seed-rotated",
    by: "gm",
    at,
    stream: "table",
    revealed: { seedId: "s1", seed: SEED, commitment: seedCommitment(SEED) },
    next: { seedId: "s2", commitment: seedCommitment("cd".repeat(32)) },
  });

function fakeSession(events: TableEvent[], mine: string[], role: "gm" | "player" = "player") {
  const session = {
    config: { id: "t1", name: "T", system: "ews", modules: [], houseRules: {}, role, local: false },
    events: () => events,
    subscribe: () => () => {},
    ownClientSeeds: () => new Set(mine),
    rotateSeeds: vi.fn(async () => {}),
    verifyTable: vi.fn(
      async (): Promise<VerifyReport> => ({
        verified: 7,
        unrevealed: 2,
        serverOnly: 1,
        entered: 3,
        mismatch: null,
      }),
    ),
  };
  return session as unknown as TableSession & typeof session;
}

const show = (session: TableSession) =>
  render(
    <I18nProvider lang="de">
      <FairnessPanel session={session} />
    </I18nProvider>,
  );

describe("FairnessPanel", () => {
  it("checks this browser's own rolls against the revealed seed and says so", () => {
    const mine = ["AAAAAAAAAAAAAAAAAAAAAA", "BBBBBBBBBBBBBBBBBBBBBB"];
    const events = [
      roll(2, "s1", mine[0]!),
      roll(3, "s1", "CCCCCCCCCCCCCCCCCCCCCC"),
      rotated(4),
      roll(5, "s2", mine[1]!),
    ];
    show(fakeSession(events, mine));
    expect(screen.getByText("1 deiner Würfe geprüft ✓")).toBeTruthy();
    expect(screen.getByText(/1 deiner Würfe warten auf die Offenlegung/)).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("names a roll of mine that the revealed seed does not give, in red", () => {
    const mine = ["AAAAAAAAAAAAAAAAAAAAAA"];
    const honest = roll(2, "s1", mine[0]!);
    const tampered = tableEventSchema.parse({
      ...honest,
      success: honest.kind === "roll" && !honest.success,
    });
    show(fakeSession([tampered, rotated(3)], mine));
    expect(screen.getByRole("alert").textContent).toContain(
      "Wurf Nr. 2 (Klettern) stimmt nicht mit dem offengelegten Seed überein!",
    );
  });

  it("gives the GM „Würfel offenlegen“ and everyone „Tisch prüfen“ with the result in words", async () => {
    const gm = fakeSession([], [], "gm");
    show(gm);
    expect(screen.getByText("Noch keine Würfe von diesem Gerät an diesem Tisch.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Würfel offenlegen" }));
    expect(await screen.findByText("Würfel offengelegt.")).toBeTruthy();
    expect(gm.rotateSeeds).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole("button", { name: "Tisch prüfen" }));
    expect((await screen.findByTestId("verify-result")).textContent).toBe(
      "Alle 7 prüfbaren Würfe stimmen. 2 Würfe sind noch nicht offengelegt. 1 Würfe ohne Client-Seed: die hat allein der Server bestimmt. 3 Würfe am Tisch gewürfelt: ihre Ergebnisse passen zu den eingegebenen Augen.",
    );
    cleanup();
    show(fakeSession([], []));
    expect(screen.queryByRole("button", { name: "Würfel offenlegen" })).toBeNull();
  });

  it("says a broken chain in words, not only as the technical detail (issue #31)", async () => {
    const session = fakeSession([], []);
    session.verifyTable.mockResolvedValueOnce({
      verified: 3,
      unrevealed: 0,
      serverOnly: 0,
      entered: 0,
      mismatch: { fullSeq: 5, reason: "event 5: prev does not match", code: "chain-broken", stream: "table" },
    });
    show(session);
    fireEvent.click(screen.getByRole("button", { name: "Tisch prüfen" }));
    const alert = await screen.findByTestId("verify-mismatch");
    expect(alert.textContent).toContain("Abweichung bei Ereignis 5!");
    expect(alert.textContent).toContain(
      "Die Kette des Tischprotokolls reißt: „prev“ ist nicht der Hash des Ereignisses davor",
    );
  });
});

describe("client seeds", () => {
  it("are 128 random bits in base64url, remembered per table", () => {
    const seeds = new Set(Array.from({ length: 50 }, newClientSeed));
    expect(seeds.size).toBe(50);
    for (const seed of seeds) expect(seed).toMatch(/^[A-Za-z0-9_-]{22}$/);
    localStorage.clear();
    rememberClientSeed("t1", "x1");
    rememberClientSeed("t1", "x2");
    rememberClientSeed("t2", "y1");
    expect(knownClientSeeds("t1")).toEqual(["x1", "x2"]);
    localStorage.setItem("spieltisch.clientSeeds.t3", "{kaputt");
    expect(knownClientSeeds("t3")).toEqual([]);
  });
});

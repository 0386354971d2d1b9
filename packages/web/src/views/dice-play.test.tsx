import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { ewsNpcFile } from "../components/npc-form.js";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import { RemoteSession } from "../session/remote-session.js";
import DiceView from "./dice-view.js";

/**
 * The dice view at a shared FoKa table, against a fake server that records every request: the
 * odds and roll bodies must carry exactly the play fields of CONTRACT §4.
 */

const ORK = ewsNpcFile(
  { name: "Ork", attribute: "Stark", attributeLevel: "+", skill: "Nahkampf", skillLevel: "+", secret: false },
  true,
);

const fresh = (tp: number, wounds = 0) => ({
  condition: {
    kind: "foka",
    attribute: tp,
    tpMax: tp,
    woundThreshold: 4,
    tp,
    wounds,
    criticalWounds: 0,
    levelReached: 0,
    passedZero: false,
    status: "active",
    pending: [],
    adrenaline: false,
    woundRecoveryTp: 0,
    criticalRecoveryTp: 0,
  },
  status: "active",
  due: [],
  modifiers: {
    action: wounds > 0 ? [{ amount: -3 * wounds, source: "wounds" }] : [],
    "condition-check": [],
    healing: [],
  },
});

const CHARACTERS = {
  characters: [
    {
      id: "c1",
      owner: "p1",
      version: 1,
      updatedAt: "2026-01-01T00:00:00Z",
      character: LAZARO,
      ...fresh(12, 1),
    },
    { id: "n1", owner: "gm1", version: 1, updatedAt: "2026-01-01T00:00:00Z", character: ORK, ...fresh(15) },
  ],
};

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** A fake server: table info, characters, odds with the actor's mali; rolls refused with a reason. */
function fakeServer(role: "player" | "gm") {
  const requests: Recorded[] = [];
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init: RequestInit) => {
      const body = init.body === undefined ? undefined : JSON.parse(String(init.body));
      requests.push({ method: init.method ?? "GET", path, body });
      if (path === "/api/tables/t1") {
        return json(200, {
          id: "t1",
          name: "T",
          system: "ews",
          modules: ["foka"],
          houseRules: {},
          you: { credentialId: role === "gm" ? "gm1" : "p1", role, name: "Pia" },
          stream: "table",
          lastSeq: 0,
          seeds: [],
        });
      }
      if (path === "/api/tables/t1/characters") return json(200, CHARACTERS);
      if (path === "/api/tables/t1/odds") {
        return json(200, {
          action: body.action,
          options: { attacker: 13, defender: 13 },
          pDefenderHit: 0.25,
          actor: { character: "c1", name: LAZARO.name, modifiers: [{ amount: -3, source: "wounds" }] },
          opponent: { character: "n1", name: "Ork", modifiers: [] },
        });
      }
      if (path === "/api/tables/t1/rolls") {
        return json(422, {
          error: {
            code: "character-not-active",
            message: "refused",
            path: ["actor"],
            reason: { de: "Der Charakter kann nicht handeln (out)", en: "The character cannot act (out)" },
          },
        });
      }
      return json(404, { error: { code: "not-found", message: path } });
    }),
  );
  vi.stubGlobal(
    "WebSocket",
    class {
      onopen = null;
      onmessage = null;
      onclose = null;
      close() {}
    },
  );
  return requests;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDice(role: "player" | "gm") {
  const requests = fakeServer(role);
  localStorage.setItem("spieltisch.dice.t1.action", JSON.stringify("melee"));
  const session = new RemoteSession(
    { id: "t1", name: "T", system: "ews", modules: ["foka"], houseRules: {}, role, local: false },
    "token",
  );
  render(
    <I18nProvider lang="de">
      <DiceView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );
  await screen.findByLabelText("Würfeln als");
  await waitFor(() =>
    expect(screen.getByLabelText("Würfeln als").querySelectorAll("option").length).toBeGreaterThan(1),
  );
  return { requests, session };
}

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("rolling as a character at a shared table", () => {
  it("a player rolls only as their own character; the odds request names both sides and their values", async () => {
    const { requests } = await openDice("player");
    const mine = [...screen.getByLabelText("Würfeln als").querySelectorAll("option")].map(
      (o) => o.textContent,
    );
    expect(mine).toEqual(["– ohne Charakter –", LAZARO.name]);
    choose("Würfeln als", "c1");
    choose("Wert vom Bogen", "Nahkampf");
    choose("Gegenüber", "n1");
    choose("Wert des Gegenübers", "Nahkampf");
    await waitFor(() => expect(screen.getByTestId("play-odds-value").textContent).toBe("25,0 %"));
    const odds = requests.filter((r) => r.path === "/api/tables/t1/odds").at(-1)!;
    // His Degen goes by name: the table fills its Schaden (CONTRACT §6).
    // The action's options nested apart from the sides (the one shape the table takes).
    expect(odds.body).toEqual({
      action: "melee",
      options: {},
      actor: "c1",
      skill: "Nahkampf",
      weapon: "Degen",
      opponent: "n1",
      opponentSkill: "Nahkampf",
    });
    expect(screen.getByText(`${LAZARO.name}: −3 auf alle Proben: Wunden −3`)).toBeTruthy();
    expect(screen.getByText("Ork: keine Mali auf Proben")).toBeTruthy();
  });

  it("a value typed over the sheet's is sent as the option and shown as changed", async () => {
    const { requests } = await openDice("player");
    choose("Würfeln als", "c1");
    choose("Wert vom Bogen", "Nahkampf");
    fireEvent.change(screen.getByLabelText("Angreifer: Wert"), { target: { value: "15" } });
    await waitFor(() =>
      expect(screen.getByTestId("play-override").textContent).toBe(
        "Von Hand geändert: Angreifer: Wert 13 → 15",
      ),
    );
    await waitFor(() =>
      expect(requests.filter((r) => r.path === "/api/tables/t1/odds").at(-1)!.body).toEqual({
        action: "melee",
        options: { attacker: 15, defender: 12 },
        actor: "c1",
        weapon: "Degen",
      }),
    );
  });

  it("„Ergebnis anwenden“ sends apply; a refusal is shown in German and the form keeps its values", async () => {
    const { requests } = await openDice("player");
    choose("Würfeln als", "c1");
    choose("Wert vom Bogen", "Nahkampf");
    choose("Gegenüber", "n1");
    fireEvent.change(screen.getByLabelText("Verteidiger: Wert"), { target: { value: "11" } });
    fireEvent.click(screen.getByLabelText("Ergebnis anwenden"));
    fireEvent.click(screen.getByRole("button", { name: "Würfeln" }));
    const alert = await screen.findByText(/Der Charakter kann nicht handeln \(out\)/);
    expect(alert.getAttribute("role")).toBe("alert");
    const roll = requests.find((r) => r.path === "/api/tables/t1/rolls")!;
    expect(roll.body).toEqual({
      action: "melee",
      options: { defender: 11 },
      actor: "c1",
      skill: "Nahkampf",
      weapon: "Degen",
      opponent: "n1",
      apply: true,
      // Every roll of a shared table carries a fresh client seed (CONTRACT §5).
      clientSeed: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
    });
    expect((screen.getByLabelText("Verteidiger: Wert") as HTMLInputElement).value).toBe("11");
    expect((screen.getByLabelText("Wert vom Bogen") as HTMLSelectElement).value).toBe("Nahkampf");
  });

  it("the GM rolls as anyone, NPCs included, and may apply a roll of an NPC", async () => {
    await openDice("gm");
    const all = [...screen.getByLabelText("Würfeln als").querySelectorAll("option")].map(
      (o) => o.textContent,
    );
    expect(all).toEqual(["– ohne Charakter –", LAZARO.name, "Ork (NSC)"]);
    choose("Würfeln als", "n1");
    expect(screen.getByLabelText("Ergebnis anwenden")).toBeTruthy();
  });

  it("a player gets no „Ergebnis anwenden“ for a roll without their character as actor", async () => {
    await openDice("player");
    choose("Gegenüber", "n1");
    expect(screen.queryByLabelText("Ergebnis anwenden")).toBeNull();
  });
});

/**
 * A local FoKa table with Lazaro and an Ork, the dice view set to a melee exchange of the Ork
 * (actor) against Lazaro, both with their Nahkampf from the sheet.
 */
async function orkAgainstLazaro() {
  const session = new LocalSession(
    createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} }),
  );
  const lazaro = (await session.saveCharacter(null, LAZARO, null)).id;
  const ork = (await session.saveCharacter(null, ORK, null)).id;
  localStorage.setItem("spieltisch.dice.local.action", JSON.stringify("melee"));
  render(
    <I18nProvider lang="de">
      <DiceView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );
  choose("Würfeln als", ork);
  choose("Wert vom Bogen", "Nahkampf");
  choose("Gegenüber", lazaro);
  choose("Wert des Gegenübers", "Nahkampf");
  return { session, lazaro, ork };
}

describe("rolling as a character at a local table", () => {
  it("the same picker rolls through the local session and books the result with apply", async () => {
    const { session, lazaro, ork } = await orkAgainstLazaro();
    await waitFor(() => expect(screen.getByTestId("play-odds-value").textContent).toMatch(/%$/));
    fireEvent.click(screen.getByLabelText("Ergebnis anwenden"));
    fireEvent.click(screen.getByRole("button", { name: "Würfeln" }));
    await waitFor(() => expect(session.events().at(-1)?.kind).toBe("roll"));
    const roll = session.events().at(-1)!;
    expect(roll).toMatchObject({ actor: { character: ork }, opponent: { character: lazaro } });
    if (roll.kind !== "roll") throw new Error("a roll was expected");
    // Booked on the side the blow hurt (the other's condition did not change: no entry); a
    // blow the armour stopped (0 damage) books nothing, so the roll has no `applied` at all.
    const hurt = roll.hit === "defender" ? lazaro : ork;
    expect(typeof roll.damage).toBe("number");
    expect(roll.applied?.map((a) => a.character)).toEqual(Number(roll.damage) > 0 ? [hurt] : undefined);
  });

  it("a wound booked after the odds were shown asks them again: the next roll's number counts it", async () => {
    const { session, ork } = await orkAgainstLazaro();
    await waitFor(() => expect(screen.getByText("Ork: keine Mali auf Proben")).toBeTruthy());
    const unhurt = screen.getByTestId("play-odds-value").textContent;
    await act(async () => {
      await session.conditionCommand(ork, { command: "wounds", change: 1 });
    });
    await waitFor(() => expect(screen.getByText(/^Ork: −3 auf alle Proben/)).toBeTruthy());
    expect(screen.getByTestId("play-odds-value").textContent).not.toBe(unhurt);
  });
});

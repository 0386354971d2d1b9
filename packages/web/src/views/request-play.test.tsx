import type { MemberEvent, TableEvent } from "@spieltisch/protocol";
import { ApiError } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import { ewsNpcFile } from "../components/npc-form.js";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import { RemoteSession } from "../session/remote-session.js";
import type { PlayCharacterView, RequestInfo } from "../session/types.js";
import DiceView from "./dice-view.js";

/**
 * Roll requests to a character (CONTRACT §6) in the dice view: the GM's request form names who
 * rolls and what, with the exact odds of that character before sending; the player's prompt says
 * who rolls, shows the odds it has now, and the answer takes the prompt's place.
 */

const ORK = ewsNpcFile(
  { name: "Ork", attribute: "Stark", attributeLevel: "+", skill: "Nahkampf", skillLevel: "+", secret: false },
  true,
);
const SHADOW = { ...ORK, name: "Schatten", secret: true };

/** A FoKa condition view with `wounds` wounds (−3 each on every check). */
const condition = (wounds: number) => ({
  condition: {
    kind: "foka",
    attribute: 12,
    tpMax: 12,
    woundThreshold: 4,
    tp: 12,
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

const at = "2026-01-01T00:00:00Z";

interface Recorded {
  readonly method: string;
  readonly path: string;
  readonly body: unknown;
}

/** A fake server for the GM: characters, members, odds of play, the request it stores. */
function fakeServer() {
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
          you: { credentialId: "gm1", role: "gm", name: "Mara" },
          stream: "gm",
          lastSeq: 0,
          seeds: [],
        });
      }
      if (path === "/api/tables/t1/characters") {
        return json(200, {
          characters: [
            { id: "c1", owner: "p1", version: 1, updatedAt: at, character: LAZARO, ...condition(4) },
            { id: "n1", owner: "gm1", version: 1, updatedAt: at, character: ORK, ...condition(0) },
            { id: "s1", owner: "gm1", version: 1, updatedAt: at, character: SHADOW, ...condition(0) },
          ],
        });
      }
      if (path === "/api/tables/t1/credentials") {
        const credential = (id: string, name: string, role: string) => ({
          id,
          name,
          role,
          kind: "member",
          revoked: false,
          createdAt: at,
        });
        return json(200, {
          credentials: [credential("gm1", "Mara", "gm"), credential("p1", "Ayla", "player")],
        });
      }
      if (path === "/api/tables/t1/odds") {
        return json(200, {
          action: body.action,
          options: { value: 13, target: 15 },
          pSuccess: 1 / 12,
          actor: { character: "c1", name: LAZARO.name, modifiers: [{ amount: -12, source: "wounds" }] },
        });
      }
      if (path === "/api/tables/t1/roll-requests") {
        return json(201, {
          seq: 5,
          kind: "roll-request",
          by: "gm1",
          at,
          secret: false,
          requestId: "r1",
          action: body.action,
          options: body.options,
          label: body.label,
          to: "p1",
          actor: "c1",
          skill: "Nahkampf",
          odds: { action: body.action, options: { value: 13, target: 15 }, pSuccess: 1 / 12 },
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
  vi.restoreAllMocks();
});

const choose = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe("the GM's request to a character", () => {
  it("names Lazaro and his Nahkampf, shows the odds with his wounds, books on answer, goes to Ayla", async () => {
    const requests = fakeServer();
    localStorage.setItem("spieltisch.dice.t1.action", JSON.stringify("check"));
    const session = new RemoteSession(
      { id: "t1", name: "T", system: "ews", modules: ["foka"], houseRules: {}, role: "gm", local: false },
      "token",
    );
    render(
      <I18nProvider lang="de">
        <DiceView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    const form = await screen.findByTestId("request-form");
    // Folded away until the GM opens it: the dice form above has fields of the same names.
    expect(form.querySelector("#request-body")).toBeNull();
    fireEvent.click(within(form).getByRole("button", { name: "Um einen Wurf bitten" }));
    expect(
      within(form).getByRole("button", { name: "Um einen Wurf bitten" }).getAttribute("aria-expanded"),
    ).toBe("true");
    const who = within(form).getByLabelText("Wer würfelt?");
    await waitFor(() =>
      expect(within(who).getByRole("option", { name: `${LAZARO.name} (Ayla)` })).toBeTruthy(),
    );
    // Players' characters with who plays them, NPCs as such; a secret NPC is asked of nobody.
    expect([...who.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Niemand Bestimmtes (Werte von Hand)",
      `${LAZARO.name} (Ayla)`,
      "Ork (NSC)",
    ]);
    // Without a character the request goes to whom the GM says.
    expect(within(form).getByLabelText("An wen?")).toBeTruthy();
    choose("Wer würfelt?", "c1");
    choose("Welcher Wert?", "Nahkampf");
    // The value comes from the sheet when the answer is rolled: no field for it, MW by hand.
    expect(form.querySelector("#request-check-value")).toBeNull();
    fireEvent.change(within(form).getByLabelText("Mindestwurf (MW)"), { target: { value: "15" } });
    await waitFor(() => expect(within(form).getByTestId("play-odds-value").textContent).toBe("8,33 %"));
    expect(within(form).getByText(`${LAZARO.name}: −12 auf alle Proben: Wunden −12`)).toBeTruthy();
    expect(requests.filter((r) => r.path === "/api/tables/t1/odds").at(-1)?.body).toEqual({
      action: "check",
      options: { target: 15 },
      actor: "c1",
      skill: "Nahkampf",
    });
    // A player's character goes to whoever plays it.
    expect(within(form).queryByLabelText("An wen?")).toBeNull();
    expect(within(form).getByTestId("request-goes-to").textContent).toBe(
      `Geht an Ayla (spielt ${LAZARO.name})`,
    );
    fireEvent.click(within(form).getByLabelText("Ergebnis anwenden"));
    fireEvent.change(within(form).getByLabelText("Wofür wird gewürfelt? (optional)"), {
      target: { value: "Nahkampf-Probe" },
    });
    fireEvent.click(within(form).getByRole("button", { name: "Wurf anfordern" }));
    expect((await within(form).findByTestId("request-sent")).textContent).toBe(
      "Anfrage verschickt: Nahkampf-Probe",
    );
    expect(requests.find((r) => r.path === "/api/tables/t1/roll-requests")?.body).toEqual({
      action: "check",
      options: { target: 15 },
      label: "Nahkampf-Probe",
      to: "p1",
      actor: "c1",
      skill: "Nahkampf",
      apply: true,
    });
    session.close();
  });

  it("a local table has nobody to ask: no request form", () => {
    const session = new LocalSession(
      createLocalTable({ name: "T", system: "ews", modules: [], houseRules: {} }),
    );
    render(
      <I18nProvider lang="de">
        <DiceView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    expect(screen.queryByTestId("request-form")).toBeNull();
    expect(screen.queryByRole("button", { name: "Wurf anfordern" })).toBeNull();
  });
});

/** Lazaro (Ayla's) with `wounds` wounds as the player's session lists him. */
const lazaroView = (wounds: number): PlayCharacterView => ({
  id: "c1",
  version: 1,
  character: LAZARO,
  owner: "p1",
  mine: true,
  play: condition(wounds) as PlayCharacterView["play"],
});

/** The GM's request to Ayla: Lazaro's Nahkampf against MW 15, asked while he had one wound. */
const request = (seq: number, requestId: string, label: string): MemberEvent<"roll-request"> => ({
  seq,
  kind: "roll-request",
  by: "gm1",
  at: `2026-01-01T00:0${seq}:00Z`,
  requestId,
  action: "check",
  options: { target: 15 },
  label,
  to: "p1",
  actor: "c1",
  skill: "Nahkampf",
  odds: {
    action: "check",
    options: { value: 13, target: 15 },
    pSuccess: 0.25,
    actor: { character: "c1", name: LAZARO.name, modifiers: [{ amount: -3, source: "wounds" }] },
  },
});

/** What the server says about the request now: four wounds, −12. */
const now = (requestId: string): RequestInfo => ({
  id: requestId,
  action: "check",
  label: "Nahkampf-Probe",
  to: "p1",
  status: "open",
  actor: "c1",
  skill: "Nahkampf",
  odds: {
    action: "check",
    options: { value: 13, target: 15 },
    pSuccess: 1 / 12,
    actor: { character: "c1", name: LAZARO.name, modifiers: [{ amount: -12, source: "wounds" }] },
  },
});

/** Ayla's answer as the server logs it: rolled as Lazaro, with his −12. */
const answer = (requestId: string): MemberEvent<"roll"> => ({
  seq: 9,
  kind: "roll",
  by: "p1",
  at: "2026-01-01T00:09:00Z",
  action: "check",
  system: "ews",
  modules: ["foka"],
  houseRules: {},
  options: { value: 13, target: 15 },
  requestId,
  label: "Nahkampf-Probe",
  byName: "Ayla",
  stream: "table",
  actor: { character: "c1", name: LAZARO.name, modifiers: [{ amount: -12, source: "wounds" }] },
  dice: [6],
  result: 7,
  target: 15,
  success: false,
});

describe("the player's prompt of a request to their character", () => {
  it("says who rolls, shows the odds it has now, rolls with one tap, and answers in its place", async () => {
    const data = createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} });
    const session = new LocalSession({ ...data, config: { ...data.config, role: "player", local: false } });
    vi.spyOn(session, "memberId").mockReturnValue("p1");
    const events: TableEvent[] = [request(1, "r1", "Nahkampf-Probe"), request(2, "r2", "Noch eine")];
    vi.spyOn(session, "events").mockImplementation(() => events);
    vi.spyOn(session, "playCharacters").mockReturnValue([lazaroView(4)]);
    const info = vi.fn(async (id: string) => now(id));
    Object.assign(session, { requestInfo: info });
    const roll = vi.spyOn(session, "roll").mockResolvedValue(answer("r1"));
    render(
      <I18nProvider lang="de">
        <DiceView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    const [prompt] = screen.getAllByTestId("roll-request");
    expect(within(prompt!).getByTestId("request-actor").textContent).toBe(`Es würfelt: ${LAZARO.name}`);
    expect(within(prompt!).getByTestId("request-values").textContent).toBe(
      "Probe (Nahkampf) · Wert 13 · Mindestwurf (MW) 15",
    );
    // The odds now, not those of the moment it was asked: Lazaro has taken three more wounds.
    await waitFor(() => expect(within(prompt!).getByTestId("odds-value").textContent).toBe("8,33 %"));
    expect(within(prompt!).getByText(`${LAZARO.name}: −12 auf alle Proben: Wunden −12`)).toBeTruthy();
    expect(info).toHaveBeenCalledWith("r1");
    fireEvent.click(within(prompt!).getByRole("button", { name: "Würfeln" }));
    await waitFor(() =>
      expect(roll).toHaveBeenCalledWith("check", {}, { requestId: "r1", label: "Nahkampf-Probe" }),
    );
    // The log has the answer now: the request is no longer open, its answer is where it was.
    events.push(answer("r1"));
    const answered = await screen.findByTestId("request-answer");
    expect(answered.querySelector("h3")?.textContent).toBe("Gewürfelt: Nahkampf-Probe");
    expect(within(answered).getByText(`Es würfelte: ${LAZARO.name}`)).toBeTruthy();
    expect(within(answered).getByTestId("roll-result")).toBeTruthy();
    // In the prompt's place: first, before the other request still open.
    const cards = screen.getAllByTestId(/^(request-answer|roll-request)$/);
    expect(cards.map((c) => c.dataset.testid)).toEqual(["request-answer", "roll-request"]);
    fireEvent.click(within(answered).getByRole("button", { name: "Schließen" }));
    expect(screen.queryByTestId("request-answer")).toBeNull();
  });

  it("a refusal now (Lazaro out of action) is said in the prompt", async () => {
    const data = createLocalTable({ name: "T", system: "ews", modules: ["foka"], houseRules: {} });
    const session = new LocalSession({ ...data, config: { ...data.config, role: "player", local: false } });
    vi.spyOn(session, "memberId").mockReturnValue("p1");
    vi.spyOn(session, "events").mockReturnValue([request(1, "r1", "Nahkampf-Probe")]);
    vi.spyOn(session, "playCharacters").mockReturnValue([lazaroView(4)]);
    const refusal = ApiError.fromBody(422, {
      error: {
        code: "character-not-active",
        message: "refused",
        reason: { de: "Lazaro ist kampfunfähig", en: "Lazaro is out of action" },
      },
    });
    Object.assign(session, { requestInfo: vi.fn().mockRejectedValue(refusal) });
    render(
      <I18nProvider lang="de">
        <DiceView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    const prompt = screen.getByTestId("roll-request");
    expect((await within(prompt).findByRole("alert")).textContent).toBe(
      "Nicht möglich: Lazaro ist kampfunfähig",
    );
  });
});

import type { AddressedEvent, MemberEvent, TableEvent } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import type { Member } from "../session/types.js";
import DiceView from "./dice-view.js";
import { RequestBanner } from "./table-shell.js";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const member = (id: string, name: string, role: Member["role"] = "player"): Member => ({
  id,
  name,
  role,
  kind: "member",
  revoked: false,
  createdAt: "2026-12-01T00:00:00.000Z",
});

/** A table as a shared one looks to the views: a local session with the role and `local: false`. */
const sharedSession = (role: "gm" | "player" | "viewer") => {
  const data = createLocalTable({ name: "T", system: "ews", modules: [], houseRules: {} });
  return new LocalSession({ ...data, config: { ...data.config, role, local: false } });
};

const show = (session: LocalSession) =>
  render(
    <I18nProvider lang="de">
      <DiceView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );

/** A request event as the server logs it. */
const request = (seq: number, requestId: string, to?: string): TableEvent => ({
  seq,
  kind: "roll-request",
  by: "gm1",
  at: "2026-12-01T00:00:00.000Z",
  requestId,
  action: "check",
  options: { value: 12, target: 15, mod: [-3] },
  label: `GE-Probe ${requestId}`,
  ...(to ? { to } : {}),
  odds: { action: "check", options: { value: 12, target: 15, mod: [-3] }, pSuccess: 1 / 6 },
});

/** A player's answering roll of a request (a secret one is numbered in the GM stream). */
const answer = (requestId: string): MemberEvent<"roll"> => ({
  seq: 10,
  kind: "roll",
  by: "c-mara",
  at: "2026-12-01T00:02:00.000Z",
  secret: true,
  action: "check",
  system: "ews",
  modules: [],
  houseRules: {},
  options: { value: 12, target: 15 },
  requestId,
  byName: "Mara",
  stream: "gm",
  dice: [4],
  result: 16,
  target: 15,
  success: true,
});

describe("roll requests", () => {
  it("the GM addresses one person and marks it secret; both go with the request", async () => {
    const session = sharedSession("gm");
    vi.spyOn(session, "members").mockResolvedValue([
      member("c-gm", "Spielleitung", "gm"),
      member("c-mara", "Mara"),
      { ...member("c-inv", "Einladung"), kind: "invite" as const },
      { ...member("c-old", "Weg"), revoked: true },
    ]);
    const requestRoll = vi.spyOn(session, "requestRoll").mockResolvedValue();
    show(session);
    fireEvent.click(screen.getByRole("button", { name: "Um einen Wurf bitten" }));
    const to = await screen.findByLabelText("An wen?");
    await within(to).findByRole("option", { name: "Mara" });
    // Only players who joined and were not removed can be asked.
    expect(
      within(to)
        .getAllByRole("option")
        .map((o) => o.textContent),
    ).toEqual(["Alle am Tisch", "Mara"]);
    fireEvent.change(to, { target: { value: "c-mara" } });
    fireEvent.click(screen.getByLabelText("nur zwischen SL und der gefragten Person (geheim)"));
    fireEvent.click(screen.getByRole("button", { name: "Wurf anfordern" }));
    expect((await screen.findByTestId("request-sent")).textContent).toBe("Anfrage verschickt: Probe");
    expect(requestRoll).toHaveBeenCalledWith("check", expect.objectContaining({ value: 12 }), "Probe", {
      to: "c-mara",
      secret: true,
    });
  });

  it("reads the members again when the GM opens the choice: someone who just joined is there", async () => {
    const session = sharedSession("gm");
    const members = vi
      .spyOn(session, "members")
      .mockResolvedValueOnce([])
      .mockResolvedValue([member("c-bo", "Bo")]);
    show(session);
    fireEvent.click(screen.getByRole("button", { name: "Um einen Wurf bitten" }));
    const to = await screen.findByLabelText("An wen?");
    expect(within(to).queryByRole("option", { name: "Bo" })).toBeNull();
    fireEvent.focus(to);
    await within(to).findByRole("option", { name: "Bo" });
    expect(members).toHaveBeenCalledTimes(2);
  });

  it("a player sees the requests for everyone and for them (not another's), with value, MW and modifier", () => {
    const session = sharedSession("player");
    vi.spyOn(session, "memberId").mockReturnValue("c-mara");
    vi.spyOn(session, "events").mockReturnValue([
      request(1, "r-all"),
      request(2, "r-mara", "c-mara"),
      request(3, "r-bo", "c-bo"),
    ]);
    show(session);
    const prompts = screen.getAllByTestId("roll-request");
    expect(prompts.map((p) => p.querySelector("h3")?.textContent)).toEqual([
      "Die Spielleitung bittet um einen Wurf: GE-Probe r-all",
      "Die Spielleitung bittet um einen Wurf: GE-Probe r-mara für dich",
    ]);
    expect(within(prompts[1]!).getByTestId("request-values").textContent).toBe(
      "Probe · Wert 12 · Mindestwurf (MW) 15 · Modifikator −3",
    );
  });

  it("a player gets the GM's secret request addressed to them (outside the log) and answers it", async () => {
    const session = sharedSession("player");
    vi.spyOn(session, "memberId").mockReturnValue("c-mara");
    vi.spyOn(session, "events").mockReturnValue([request(1, "r-all")]);
    // As the server sends it to her alone: GM-stream number, secret.
    const secret = { ...request(9, "r-secret", "c-mara"), secret: true } as MemberEvent<"roll-request">;
    const addressed: AddressedEvent[] = [secret];
    Object.assign(session, { addressedToMe: () => addressed });
    const roll = vi.spyOn(session, "roll").mockResolvedValue(answer("r-secret"));
    show(session);
    const prompt = screen
      .getAllByTestId("roll-request")
      .find((p) => p.textContent?.includes("GE-Probe r-secret"))!;
    expect(prompt.querySelector("h3")?.textContent).toBe(
      "Die Spielleitung bittet um einen Wurf: GE-Probe r-secret für dich (geheim)",
    );
    fireEvent.click(within(prompt).getByRole("button", { name: "Würfeln" }));
    await vi.waitFor(() =>
      expect(roll).toHaveBeenCalledWith(
        "check",
        {},
        {
          requestId: "r-secret",
          label: "GE-Probe r-secret",
        },
      ),
    );
    // The answer takes the prompt's place.
    const answered = await screen.findByTestId("request-answer");
    expect(answered.querySelector("h3")?.textContent).toBe("Gewürfelt: GE-Probe r-secret");
    expect(within(answered).getByTestId("roll-result")).toBeTruthy();
    cleanup();
    // Answered (her secret roll comes among the addressed events too): the prompt is gone.
    addressed.push(answer("r-secret"));
    show(session);
    expect(screen.getAllByTestId("roll-request").map((p) => p.textContent)).not.toContainEqual(
      expect.stringContaining("r-secret"),
    );
  });

  it("a player does not get another player's secret request, even if it were sent to them", () => {
    const session = sharedSession("player");
    vi.spyOn(session, "memberId").mockReturnValue("c-mara");
    const other = { ...request(9, "r-bo", "c-bo"), secret: true } as MemberEvent<"roll-request">;
    Object.assign(session, { addressedToMe: () => [other] });
    show(session);
    expect(screen.queryByTestId("roll-request")).toBeNull();
  });

  it("a failed request is said on screen", async () => {
    const session = sharedSession("gm");
    vi.spyOn(session, "members").mockResolvedValue([]);
    vi.spyOn(session, "requestRoll").mockRejectedValue(new TypeError("Failed to fetch"));
    show(session);
    fireEvent.click(screen.getByRole("button", { name: "Um einen Wurf bitten" }));
    fireEvent.click(screen.getByRole("button", { name: "Wurf anfordern" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Keine Verbindung zum Server. Es wurde nichts gespeichert – bitte gleich noch einmal.",
    );
  });
});

describe("viewers", () => {
  it("get a roll button that is off and says why, and no request prompts to roll", () => {
    const session = sharedSession("viewer");
    vi.spyOn(session, "events").mockReturnValue([request(1, "r-all")]);
    show(session);
    const button = screen.getByRole("button", { name: "Würfeln" });
    expect(button).toHaveProperty("disabled", true);
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(button.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Als Zuschauer:in siehst du zu – würfeln können Spielleitung und Spieler:innen.",
    );
    expect(screen.queryByTestId("roll-request")).toBeNull();
  });
});

describe("a request waiting while another view is open", () => {
  const banner = (role: "player" | "viewer", me: string, events: TableEvent[]) => {
    const session = sharedSession(role);
    vi.spyOn(session, "memberId").mockReturnValue(me);
    vi.spyOn(session, "events").mockReturnValue(events);
    render(
      <I18nProvider lang="de">
        <RequestBanner session={session} href="#/table/t1/dice" />
      </I18nProvider>,
    );
    return screen.queryByTestId("request-banner");
  };

  it("shows the player a line on top that leads to the dice view", () => {
    const line = banner("player", "c-mara", [request(1, "r-mara", "c-mara")]);
    expect(line?.textContent).toBe(
      "Die Spielleitung bittet um einen Wurf: GE-Probe r-mara (1 offen) – jetzt würfeln",
    );
    expect(line?.querySelector("a")?.getAttribute("href")).toBe("#/table/t1/dice");
  });

  it("says nothing for another person's request, an answered one, or to a viewer", () => {
    expect(banner("player", "c-mara", [request(1, "r-bo", "c-bo")])).toBeNull();
    cleanup();
    const answered: TableEvent = {
      seq: 2,
      kind: "roll",
      by: "c-mara",
      at: "2026-12-01T00:01:00.000Z",
      action: "check",
      system: "ews",
      modules: [],
      houseRules: {},
      options: { value: 12, target: 15 },
      requestId: "r-all",
      byName: "Mara",
      stream: "table",
      dice: [4],
      result: 16,
      target: 15,
      success: true,
    };
    expect(banner("player", "c-mara", [request(1, "r-all"), answered])).toBeNull();
    cleanup();
    expect(banner("viewer", "c-zoe", [request(1, "r-all")])).toBeNull();
  });
});

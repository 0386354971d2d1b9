import { ApiError } from "@spieltisch/protocol";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import { loadInviteLinks, saveInviteLinks } from "../session/my-tables.js";
import type { Member, TableSession } from "../session/types.js";
import SettingsView from "./settings-view.js";

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const at = (minute: number) => `2026-12-01T20:${String(minute).padStart(2, "0")}:00.000Z`;
const credential = (
  id: string,
  role: Member["role"],
  kind: Member["kind"],
  name: string | null,
  minute: number,
) => ({
  id,
  role,
  kind,
  name,
  revoked: false,
  createdAt: at(minute),
});

/** The table as the server lists it: the three invites made with it, the GM, Ayla. */
const MEMBERS: Member[] = [
  // The server names the GM invite it makes with the table "GM" (for its own log).
  credential("inv-gm", "gm", "invite", "GM", 0),
  credential("inv-player", "player", "invite", null, 0),
  credential("inv-viewer", "viewer", "invite", null, 0),
  credential("c-mara", "gm", "member", "Mara", 1),
  credential("c-ayla", "player", "member", "Ayla", 2),
];

/** A shared table as the views see it, with the GM's management calls stubbed. */
function sharedTable(role: "gm" | "player" = "gm", members: Member[] = MEMBERS) {
  const data = createLocalTable({ name: "Nebelrunde", system: "ews", modules: [], houseRules: {} });
  const session = new LocalSession({ ...data, config: { ...data.config, role, local: false } });
  const calls = {
    members: vi.fn(async () => members),
    renameTable: vi.fn(async (_name: string) => {}),
    createInvite: vi.fn(async (r: Member["role"], _name?: string) => ({
      credentialId: "inv-new",
      token: "tok-new",
      role: r,
    })),
    revokeMember: vi.fn(async (_id: string) => {}),
    memberId: () => "c-mara",
  };
  Object.assign(session, calls);
  const id = session.config.id;
  saveInviteLinks(id, [
    { role: "gm", link: `http://x/#/join/${id}?token=tok-gm` },
    { role: "player", link: `http://x/#/join/${id}?token=tok-player` },
    { role: "viewer", link: `http://x/#/join/${id}?token=tok-viewer` },
  ]);
  return { session: session as TableSession, calls, id };
}

const show = (session: TableSession, lang: "de" | "en" = "de") =>
  render(
    <I18nProvider lang={lang}>
      <SettingsView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );

describe("table settings (GM)", () => {
  it("renames the table; a refused name is said and stays in the field", async () => {
    const { session, calls } = sharedTable();
    show(session);
    const field = screen.getByLabelText("Name des Tisches");
    expect((field as HTMLInputElement).value).toBe("Nebelrunde");
    fireEvent.change(field, { target: { value: "  Die Nebelinseln " } });
    fireEvent.click(screen.getByRole("button", { name: "Umbenennen" }));
    expect((await screen.findByTestId("settings-notice")).textContent).toBe(
      "Der Tisch heißt jetzt „Die Nebelinseln“.",
    );
    expect(calls.renameTable).toHaveBeenCalledWith("Die Nebelinseln");

    calls.renameTable.mockRejectedValueOnce(
      ApiError.fromBody(403, { error: { code: "gm-only", message: "Only the GM may do this" } }),
    );
    fireEvent.change(field, { target: { value: "Zweiter Versuch" } });
    fireEvent.click(screen.getByRole("button", { name: "Umbenennen" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Das darf nur die Spielleitung.");
    expect((field as HTMLInputElement).value).toBe("Zweiter Versuch");
  });

  it("lists the invite links with copy and QR code; a revoked invite's link is not offered", async () => {
    const members = MEMBERS.map((m) => (m.id === "inv-player" ? { ...m, revoked: true } : m));
    const { session } = sharedTable("gm", members);
    show(session);
    await screen.findByText("Ayla");
    const links = screen.getByTestId("invite-links");
    expect(
      within(links)
        .getAllByRole("listitem")
        .map((li) => li.dataset.role),
    ).toEqual(["gm", "viewer"]);
    // The invite links' codes wait until asked (the table screen's shows at once, below them).
    expect(within(links).queryByTestId("qr-code")).toBeNull();
    fireEvent.click(within(links).getByRole("button", { name: "QR-Code für den Zuschauer:in-Link zeigen" }));
    const qr = screen.getByRole("img", { name: "QR-Code des Einladungslinks für Zuschauer:in" });
    // A real QR symbol: at least version 1 (21 modules) plus the quiet zone, square.
    expect(Number(qr.dataset.modules)).toBeGreaterThanOrEqual(29);
    expect(qr.getAttribute("viewBox")).toBe(`0 0 ${qr.dataset.modules} ${qr.dataset.modules}`);
    fireEvent.click(within(links).getByRole("button", { name: "QR-Code ausblenden" }));
    expect(within(links).queryByTestId("qr-code")).toBeNull();
  });

  it("names people by name and invites by their role's link, the one a named invite is for too", async () => {
    const members = [...MEMBERS, credential("inv-hilde", "viewer", "invite", "Oma Hilde", 3)];
    const { session } = sharedTable("gm", members);
    show(session);
    const people = await screen.findByTestId("members");
    const rows = within(people)
      .getAllByRole("listitem")
      .map((li) => li.querySelector("p")?.textContent);
    expect(rows).toEqual([
      "Spielleitung-LinkEinladungslink, mit dem Tisch angelegt",
      "Spieler:in-LinkEinladungslink, mit dem Tisch angelegt",
      "Zuschauer:in-LinkEinladungslink, mit dem Tisch angelegt",
      "Mara (du)Spielleitung · sitzt am Tisch",
      "AylaSpieler:in · sitzt am Tisch",
      "Zuschauer:in-LinkEinladungslink für Oma Hilde",
    ]);
    expect(within(people).getByRole("button", { name: "Oma Hilde widerrufen" })).toBeTruthy();
    expect(within(people).getByRole("button", { name: "Spielleitung-Link widerrufen" })).toBeTruthy();
  });

  it("makes a new invite link for a role and a name, and keeps it in this browser", async () => {
    const { session, calls, id } = sharedTable();
    show(session);
    await screen.findByText("Ayla");
    calls.members.mockResolvedValue([...MEMBERS, credential("inv-new", "viewer", "invite", "Oma Hilde", 3)]);
    fireEvent.change(screen.getByLabelText("Rolle"), { target: { value: "viewer" } });
    fireEvent.change(screen.getByLabelText("Für wen? (freiwillig)"), { target: { value: "Oma Hilde" } });
    fireEvent.click(screen.getByRole("button", { name: "Link anlegen" }));
    await screen.findByText("Neuer Link für Zuschauer:in angelegt – er steht oben bei den Einladungslinks.");
    expect(calls.createInvite).toHaveBeenCalledWith("viewer", "Oma Hilde");
    const stored = loadInviteLinks(id)!;
    expect(stored.at(-1)).toMatchObject({ role: "viewer", credentialId: "inv-new" });
    expect(stored.at(-1)?.link).toContain("token=tok-new");
    expect(within(screen.getByTestId("invite-links")).getAllByRole("listitem")).toHaveLength(4);
    // The server lists the new invite with its name: its link says whom it is for.
    expect(
      within(screen.getByTestId("invite-links")).getByLabelText("Zuschauer:in – für Oma Hilde"),
    ).toBeTruthy();
    // The list of people was read again: the new invite is there once the server says so.
    expect(calls.members).toHaveBeenCalledTimes(2);
  });

  it("revokes a member after asking once more; the GM's own access has no button", async () => {
    const { session, calls } = sharedTable();
    show(session);
    const people = await screen.findByTestId("members");
    const mara = within(people).getByText("Mara").closest("li")!;
    expect(within(mara).queryByRole("button")).toBeNull();
    fireEvent.click(within(people).getByRole("button", { name: "Ayla widerrufen" }));
    // Asked first: nothing happened yet, and it can be called off.
    expect(calls.revokeMember).not.toHaveBeenCalled();
    fireEvent.click(within(people).getByRole("button", { name: "Abbrechen" }));
    expect(within(people).queryByRole("button", { name: "Ja, widerrufen" })).toBeNull();
    fireEvent.click(within(people).getByRole("button", { name: "Ayla widerrufen" }));
    fireEvent.click(within(people).getByRole("button", { name: "Ja, widerrufen" }));
    expect((await screen.findByTestId("settings-notice")).textContent).toBe("Ayla ist widerrufen.");
    expect(calls.revokeMember).toHaveBeenCalledWith("c-ayla", false);
  });

  it("revokes a person who came by a shared link together with that link, and keeps the new one (#29)", async () => {
    const members: Member[] = [
      ...MEMBERS.slice(0, 4),
      { ...credential("c-ina", "player", "member", "Ina", 3), invite: "inv-player", earlier: [] },
    ];
    const { session, calls, id } = sharedTable("gm", members);
    const revoke = vi.fn(async (cid: string, renew?: boolean) => ({
      revoked: renew ? [cid, "inv-player"] : [cid],
      invite: renew
        ? { credentialId: "inv-renewed", token: "tok-renewed", role: "player" as const, name: null }
        : null,
    }));
    Object.assign(session, { revokeMember: revoke });
    show(session);
    const people = await screen.findByTestId("members");
    const ina = within(people).getByText("Ina").closest("li")!;
    expect(within(ina).getByText("kam über: Spieler:in-Link")).toBeTruthy();
    fireEvent.click(within(people).getByRole("button", { name: "Ina widerrufen" }));
    const renew = within(people).getByLabelText("Auch den Spieler:in-Link erneuern, über den Ina kam");
    expect((renew as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(people).getByRole("button", { name: "Ja, widerrufen" }));
    expect((await screen.findByTestId("settings-notice")).textContent).toContain(
      "Ina ist widerrufen, der alte Spieler:in-Link geht nicht mehr.",
    );
    expect(revoke).toHaveBeenCalledWith("c-ina", true);
    const stored = loadInviteLinks(id) ?? [];
    expect(stored.at(-1)).toMatchObject({ role: "player", credentialId: "inv-renewed" });
    expect(stored.at(-1)?.link).toContain("token=tok-renewed");
    expect(calls.members).toHaveBeenCalledTimes(2);
  });

  it("shows a person back in the same browser as the one before, and hands characters on (#29)", async () => {
    const members: Member[] = [
      ...MEMBERS.slice(0, 4),
      {
        ...credential("c-ina", "player", "member", "Ina", 3),
        revoked: true,
        invite: "inv-player",
        earlier: [],
      },
      { ...credential("c-ina2", "player", "member", "Ina", 5), invite: "inv-player", earlier: ["c-ina"] },
      credential("c-ayla", "player", "member", "Ayla", 6),
    ];
    const { session } = sharedTable("gm", members);
    const give = vi.fn(async (_c: string, _o: string) => {});
    const drasnik = {
      id: "ch-drasnik",
      version: 1,
      character: { format: "spieltisch/character@1", system: "ews", name: "Drasnik" },
      owner: "c-ina",
      ownerName: "Ina",
      mine: true,
      play: { condition: { wounds: 0 }, status: "active", due: [], modifiers: {} },
    };
    Object.assign(session, { changeOwner: give, playCharacters: () => [drasnik] });
    show(session);
    const people = await screen.findByTestId("members");
    const back = people.querySelector('[data-member="c-ina2"]')!;
    expect(within(back as HTMLElement).getByTestId("member-returning").textContent).toBe(
      "Wieder da – im selben Browser schon als „Ina“ (widerrufen) am Tisch",
    );
    const choose = within(people).getByLabelText("Drasnik weitergeben an");
    fireEvent.change(choose, { target: { value: "c-ayla" } });
    fireEvent.click(within(people).getByRole("button", { name: "Weitergeben" }));
    expect((await screen.findByTestId("settings-notice")).textContent).toBe("Drasnik gehört jetzt Ayla.");
    expect(give).toHaveBeenCalledWith("ch-drasnik", "c-ayla");
    // Only people still at the table who play: not the revoked Ina, not a link.
    const offered = [...(choose as HTMLSelectElement).options].map((o) => o.textContent);
    expect(offered).toEqual(["– wählen –", "Mara (Spielleitung)", "Ina (Spieler:in)", "Ayla (Spieler:in)"]);
  });

  it("says a failed revocation in words", async () => {
    const { session, calls } = sharedTable();
    calls.revokeMember.mockRejectedValueOnce(
      ApiError.fromBody(404, {
        error: { code: "credential-not-found", message: "No such active credential" },
      }),
    );
    show(session);
    const people = await screen.findByTestId("members");
    fireEvent.click(within(people).getByRole("button", { name: "Ayla widerrufen" }));
    fireEvent.click(within(people).getByRole("button", { name: "Ja, widerrufen" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Diesen Zugang gibt es nicht (mehr) – vielleicht schon widerrufen.",
    );
  });

  it("speaks English too", async () => {
    const { session } = sharedTable();
    show(session, "en");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Manage the table");
    await screen.findByRole("button", { name: "Revoke Ayla" });
    expect(screen.getByRole("button", { name: "Create link" })).toBeTruthy();
  });
});

describe("table settings for others", () => {
  it("a player is told that the GM manages the table, and nothing is asked of the server", () => {
    const { session, calls } = sharedTable("player");
    show(session);
    expect(screen.getByText("Den Tisch verwaltet die Spielleitung.")).toBeTruthy();
    expect(calls.members).not.toHaveBeenCalled();
  });

  it("a local table has nothing to manage", () => {
    const data = createLocalTable({ name: "Allein", system: "ews", modules: [], houseRules: {} });
    show(new LocalSession(data));
    expect(
      screen.getByText("Ein Tisch nur in diesem Browser hat keine Einladungen und keine Leute zu verwalten."),
    ).toBeTruthy();
  });
});

describe("the table's rules in the settings", () => {
  /** A Kampfwürfel table as its GM (or a player) sees it, shared unless `local`. */
  const kampfwuerfel = (role: "gm" | "player" = "gm", local = false) => {
    const data = createLocalTable({ name: "Arena", system: "kampfwuerfel", modules: [], houseRules: {} });
    const session = new LocalSession({ ...data, config: { ...data.config, role, local } });
    if (!local) Object.assign(session, { members: vi.fn(async () => MEMBERS), memberId: () => "c-mara" });
    return session;
  };
  const rules = () => screen.getByTestId("table-rules");

  it("the GM turns heavy hits on before play with the text's words; the change is logged", async () => {
    const session = kampfwuerfel();
    show(session);
    expect(within(rules()).getByText(/Noch ist nicht gewürfelt/)).toBeTruthy();
    const heavy = within(rules()).getByLabelText("Besonders schwere Treffer") as HTMLInputElement;
    expect(heavy.checked).toBe(false);
    expect(document.getElementById(heavy.getAttribute("aria-describedby")!)?.textContent).toMatch(
      /^Z\. 51–55: „OPTIONAL: Auswirkungen von besonders schweren Treffern“/,
    );
    fireEvent.click(heavy);
    await waitFor(() => expect(session.config.houseRules).toEqual({ kampfwuerfelHeavyHits: true }));
    expect(session.events().at(-1)).toMatchObject({
      kind: "table-options-changed",
      change: { kampfwuerfelHeavyHits: true },
      options: { kampfwuerfelHeavyHits: true },
    });
    expect((within(rules()).getByLabelText("Besonders schwere Treffer") as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it("once rolled, the rules that decide rolls are read-only with the reason; those of play still switch", async () => {
    const session = kampfwuerfel();
    await session.setTableOptions({ kampfwuerfelHeavyHits: true });
    await session.roll("check", { pool: 5 });
    show(session);
    expect(within(rules()).getByText(/^Seit dem ersten Wurf bleiben die Regeln/)).toBeTruthy();
    expect(within(rules()).queryByLabelText("Besonders schwere Treffer")).toBeNull();
    const heavy = within(rules()).getByText("Besonders schwere Treffer", { exact: false }).closest("p")!;
    expect(heavy.textContent).toBe("Besonders schwere Treffer: an");
    expect(within(rules()).getByText("Gesamtschutz runden", { exact: false }).closest("p")?.textContent).toBe(
      "Gesamtschutz runden: Abrunden",
    );
    fireEvent.click(
      within(rules()).getByLabelText("Spieler:innen ändern den Zustand ihres Charakters selbst"),
    );
    await waitFor(() =>
      expect(session.config.houseRules).toEqual({
        kampfwuerfelHeavyHits: true,
        playersEditOwnCondition: true,
      }),
    );
    // The session refuses what the screen does not offer, as the server does.
    await expect(session.setTableOptions({ kampfwuerfelHeavyHits: false })).rejects.toMatchObject({
      status: 409,
      code: "table-in-play",
      path: ["kampfwuerfelHeavyHits"],
    });
    await expect(session.setTableOptions({ faarDefenseDivisor: 2 })).rejects.toMatchObject({
      status: 400,
      code: "option-not-offered",
      path: ["faarDefenseDivisor"],
    });
  });

  it("a number is set when the field is left, not on every key", async () => {
    const data = createLocalTable({ name: "Faar", system: "faar", modules: [], houseRules: {} });
    const session = new LocalSession(data);
    show(session);
    const days = within(rules()).getByLabelText("Ruhetage je LP mit schwerer Verletzung") as HTMLInputElement;
    expect(days.value).toBe("2");
    fireEvent.change(days, { target: { value: "3" } });
    expect(session.config.houseRules).toEqual({});
    fireEvent.blur(days);
    await waitFor(() => expect(session.config.houseRules).toEqual({ faarInjuryRestDays: 3 }));
    fireEvent.change(days, { target: { value: "0" } });
    expect(within(rules()).getByText("Eine ganze Zahl von 1 bis 30.")).toBeTruthy();
    fireEvent.blur(days);
    expect(session.config.houseRules).toEqual({ faarInjuryRestDays: 3 });
    // A table played alone has nobody else: who may change conditions is not asked.
    expect(within(rules()).queryByText(/Spieler:innen ändern/)).toBeNull();
  });

  it("a player reads the rules with their values and nothing to change", () => {
    const session = kampfwuerfel("player");
    show(session);
    expect(screen.getByText("Den Tisch verwaltet die Spielleitung.")).toBeTruthy();
    expect(rules().querySelectorAll("input, select")).toHaveLength(0);
    expect(
      within(rules()).getByText("Besonders schwere Treffer", { exact: false }).closest("p")?.textContent,
    ).toBe("Besonders schwere Treffer: aus");
  });
});

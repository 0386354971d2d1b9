import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import { saveInviteLinks } from "../session/my-tables.js";
import type { Member, TableSession } from "../session/types.js";
import SettingsView from "./settings-view.js";

/** The table screen in the GM's settings: a QR code and a link made from a viewer invite, never the GM's. */

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const invite = (id: string, role: Member["role"], name: string | null, revoked = false): Member => ({
  id,
  role,
  kind: "invite",
  name,
  revoked,
  createdAt: "2026-12-01T20:00:00.000Z",
});

/** A shared table as the GM's settings see it: the invites made with it, the management calls stubbed. */
function sharedTable(members: Member[], role: "gm" | "player" = "gm") {
  const data = createLocalTable({ name: "Nebelrunde", system: "ews", modules: [], houseRules: {} });
  const session = new LocalSession({ ...data, config: { ...data.config, role, local: false } });
  const createInvite = vi.fn(async (r: Member["role"], name?: string) => {
    members.push(invite("inv-new", r, name ?? null));
    return { credentialId: "inv-new", token: "tok-new", role: r };
  });
  Object.assign(session, {
    members: vi.fn(async () => [...members]),
    createInvite,
    memberId: () => "c-mara",
  });
  return { session: session as TableSession, createInvite, id: session.config.id };
}

const show = (session: TableSession) =>
  render(
    <I18nProvider lang="de">
      <SettingsView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );

describe("the table screen in the settings", () => {
  it("shows the screen's QR code and link, made from the viewer invite — not the GM's", async () => {
    const { session, id } = sharedTable([invite("inv-gm", "gm", "GM"), invite("inv-viewer", "viewer", null)]);
    saveInviteLinks(id, [
      { role: "gm", link: `http://x/#/join/${id}?token=tok-gm&system=ews` },
      { role: "viewer", link: `http://x/#/join/${id}?token=tok-viewer&system=ews` },
    ]);
    show(session);
    const section = await screen.findByTestId("screen-invite");
    const link = `http://x/#/screen/${id}?token=tok-viewer`;
    expect((within(section).getByTestId("screen-link") as HTMLInputElement).value).toBe(link);
    expect(within(section).getByRole("img", { name: "QR-Code für den Tischbildschirm" })).toBeTruthy();
    expect(within(section).getByRole("link", { name: "In diesem Browser öffnen" }).getAttribute("href")).toBe(
      link,
    );
    expect(section.textContent).not.toContain("tok-gm");
  });

  it("prefers the viewer invite made for the screen", async () => {
    const { session, id } = sharedTable([
      invite("inv-viewer", "viewer", null),
      invite("inv-screen", "viewer", "Tischbildschirm"),
    ]);
    saveInviteLinks(id, [
      { role: "viewer", link: `http://x/#/join/${id}?token=tok-viewer` },
      { role: "viewer", link: `http://x/#/join/${id}?token=tok-screen`, credentialId: "inv-screen" },
    ]);
    show(session);
    const field = await screen.findByTestId("screen-link");
    await vi.waitFor(() =>
      expect((field as HTMLInputElement).value).toBe(`http://x/#/screen/${id}?token=tok-screen`),
    );
  });

  it("without a usable viewer link, creates a viewer invite for the screen first", async () => {
    const { session, id, createInvite } = sharedTable([
      invite("inv-player", "player", null),
      invite("inv-viewer", "viewer", null, true),
    ]);
    saveInviteLinks(id, [
      { role: "player", link: `http://x/#/join/${id}?token=tok-player` },
      { role: "viewer", link: `http://x/#/join/${id}?token=tok-viewer` },
    ]);
    show(session);
    const section = await screen.findByTestId("screen-invite");
    // The revoked viewer invite's link is no screen's.
    await within(section).findByText(
      "Der Bildschirm braucht eine Einladung als Zuschauer:in; dieser Browser kennt keine.",
    );
    fireEvent.click(within(section).getByRole("button", { name: "Einladung für den Bildschirm erstellen" }));
    const field = await within(section).findByTestId("screen-link");
    expect(createInvite).toHaveBeenCalledWith("viewer", "Tischbildschirm");
    expect((field as HTMLInputElement).value).toBe(`${location.origin}/#/screen/${id}?token=tok-new`);
  });

  it("is the GM's to hand out: a player's settings have none", () => {
    const { session } = sharedTable([], "player");
    show(session);
    expect(screen.queryByTestId("screen-invite")).toBeNull();
  });
});

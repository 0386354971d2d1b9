import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstInvites, linksWithCredentials, usableLinks } from "./invite-credentials.js";
import type { Member } from "./types.js";

const invite = (id: string, role: Member["role"], minute: number, revoked = false): Member => ({
  id,
  role,
  kind: "invite",
  name: null,
  revoked,
  createdAt: `2026-12-01T20:${String(minute).padStart(2, "0")}:00.000Z`,
});

describe("which credential a stored invite link is", () => {
  it("a link with its credential id is that invite; one made with the table, the first of its role", () => {
    const credentials = [
      invite("later-player", "player", 5),
      invite("first-player", "player", 0, true),
      invite("first-viewer", "viewer", 0),
      { ...invite("c-ayla", "player", 1), kind: "member" as const },
    ];
    const known = linksWithCredentials(
      [
        { role: "player", link: "a" },
        { role: "player", link: "b", credentialId: "later-player" },
        { role: "viewer", link: "c" },
        { role: "gm", link: "d" },
        // A member's id is never a link's credential.
        { role: "player", link: "e", credentialId: "c-ayla" },
      ],
      credentials,
    );
    expect(known.map((l) => l.credential?.id ?? null)).toEqual([
      "first-player",
      "later-player",
      "first-viewer",
      null,
      null,
    ]);
    // The revoked first player link is not offered; links the list says nothing about are.
    expect(usableLinks(known).map((l) => l.link)).toEqual(["b", "c", "d", "e"]);
  });

  it("the invites made with the table: one per role, each the oldest of its role, whatever the order", () => {
    const roles = fc.constantFrom<Member["role"]>("gm", "player", "viewer");
    fc.assert(
      fc.property(fc.array(fc.tuple(roles, fc.integer({ min: 0, max: 59 })), { maxLength: 12 }), (rows) => {
        const credentials = rows.map(([role, minute], i) => invite(`i${i}`, role, minute));
        const firsts = firstInvites(credentials);
        expect(new Set(firsts.map((m) => m.role)).size).toBe(firsts.length);
        expect(new Set(firsts.map((m) => m.role))).toEqual(new Set(credentials.map((m) => m.role)));
        for (const first of firsts) {
          for (const other of credentials.filter((m) => m.role === first.role)) {
            expect(first.createdAt <= other.createdAt).toBe(true);
          }
        }
      }),
    );
  });
});

import { afterAll, describe, expect, it } from "vitest";
import { appOn, auth, type Backend, newTable, testBackends } from "./testing/backends.js";

// Issue #15 §2: a player's export listed every credential with name and role — the GM's named
// invite for a secret NPC too — while GET /credentials is 403 for the same player.
const backends = await testBackends();

describe.each(backends)("export members on $name", (backend: Backend) => {
  afterAll(() => backend.cleanup());

  it("players and viewers see only who joined; the GM sees every credential", async () => {
    const { app } = await appOn(backend);
    try {
      const t = await newTable(app);
      await app.inject({
        method: "POST",
        url: `/api/tables/${t.id}/invites`,
        headers: auth(t.gmToken),
        payload: { role: "player", name: "Geheimer NSC" },
      });
      const joined = await app.inject({
        method: "POST",
        url: `/api/tables/${t.id}/join`,
        headers: auth(t.playerToken),
        payload: { name: "Ada" },
      });
      expect(joined.statusCode).toBe(201);
      const membersOf = async (token: string) =>
        (await app.inject({ url: `/api/tables/${t.id}/export`, headers: auth(token) })).json().members as {
          name: string | null;
          kind: string;
        }[];
      for (const token of [t.playerToken, t.viewerToken, joined.json().token as string]) {
        const members = await membersOf(token);
        expect(members.map((m) => [m.name, m.kind])).toEqual([["Ada", "member"]]);
        const listed = await app.inject({ url: `/api/tables/${t.id}/credentials`, headers: auth(token) });
        expect(listed.statusCode).toBe(403);
      }
      const all = await membersOf(t.gmToken);
      expect(all.map((m) => m.name)).toContain("Geheimer NSC");
      expect(all.filter((m) => m.kind === "invite").length).toBeGreaterThanOrEqual(4);
    } finally {
      await app.close();
    }
  });
});

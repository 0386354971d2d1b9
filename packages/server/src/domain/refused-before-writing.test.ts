import { afterAll, describe, expect, it, vi } from "vitest";
import { appOn, auth, type Backend, newTable, testBackends } from "../testing/backends.js";

// Issue #15 §4: a stale character save or `combat next` without a fight failed only inside the
// shared commit (a savepoint each in everyone's write queue): ~260 a second of them cut another
// table's throughput by a third to a half. What is already wrong when read is refused before.
const backends = await testBackends();
const character = { format: "spieltisch/character@1", system: "ews", name: "Ziel" };

describe.each(backends)("refused before the write queue on $name", (backend: Backend) => {
  afterAll(() => backend.cleanup());

  it("a save or delete against a stale version: 409 with the current version, no write job", async () => {
    const built = await appOn(backend);
    const { app } = built;
    try {
      const t = await newTable(app);
      const created = await app.inject({
        method: "POST",
        url: `/api/tables/${t.id}/characters`,
        headers: auth(t.gmToken),
        payload: character,
      });
      const id = created.json().id as string;
      const save = (version: string) =>
        app.inject({
          method: "PUT",
          url: `/api/tables/${t.id}/characters/${id}`,
          headers: { ...auth(t.gmToken), "if-match": version },
          payload: { ...character, name: "Neu" },
        });
      expect((await save("1")).statusCode).toBe(200);
      const write = vi.spyOn(built.context.writer, "write");
      for (const version of ["1", "999"]) {
        const stale = await save(version);
        expect(stale.statusCode).toBe(409);
        expect(stale.json().error).toMatchObject({ code: "version-conflict", currentVersion: 2 });
      }
      const staleDelete = await app.inject({
        method: "DELETE",
        url: `/api/tables/${t.id}/characters/${id}`,
        headers: { ...auth(t.gmToken), "if-match": "1" },
      });
      expect(staleDelete.statusCode).toBe(409);
      expect(write).not.toHaveBeenCalled();
      // The current version still saves.
      expect((await save("2")).statusCode).toBe(200);
      expect(write).toHaveBeenCalledTimes(1);
    } finally {
      await app.close();
    }
  });

  it("two saves of the same version racing: one wins, the other is 409 from the transaction", async () => {
    const built = await appOn(backend);
    const { app } = built;
    try {
      const t = await newTable(app);
      const id = (
        await app.inject({
          method: "POST",
          url: `/api/tables/${t.id}/characters`,
          headers: auth(t.gmToken),
          payload: character,
        })
      ).json().id as string;
      const answers = await Promise.all(
        ["A", "B", "C"].map((name) =>
          app.inject({
            method: "PUT",
            url: `/api/tables/${t.id}/characters/${id}`,
            headers: { ...auth(t.gmToken), "if-match": "1" },
            payload: { ...character, name },
          }),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
      const history = await app.inject({
        url: `/api/tables/${t.id}/characters/${id}/history`,
        headers: auth(t.gmToken),
      });
      expect(history.json().versions).toHaveLength(2);
    } finally {
      await app.close();
    }
  });

  it("a combat command without a fight: 409 no-combat, no write job", async () => {
    const built = await appOn(backend);
    const { app } = built;
    try {
      const t = await newTable(app);
      const command = (payload: Record<string, unknown>) =>
        app.inject({ method: "POST", url: `/api/tables/${t.id}/combat`, headers: auth(t.gmToken), payload });
      const write = vi.spyOn(built.context.writer, "write");
      const refused = await command({ command: "next" });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe("no-combat");
      expect(write).not.toHaveBeenCalled();
      expect(
        (await command({ command: "start", participants: [{ name: "A", initiative: 3 }] })).statusCode,
      ).toBe(201);
      expect((await command({ command: "next" })).statusCode).toBe(201);
      expect((await command({ command: "end" })).statusCode).toBe(201);
      write.mockClear();
      expect((await command({ command: "next" })).statusCode).toBe(409);
      expect(write).not.toHaveBeenCalled();
    } finally {
      await app.close();
    }
  });
});

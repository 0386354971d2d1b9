import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpieltischApp } from "./app.js";
import { DEFAULT_RATE_LIMITS } from "./rate-limits.js";
import { CREATE_TABLE_BODY_LIMIT } from "./routes.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";

// The attacks of issue #15 §3 that answered 500: each must be a 4xx with a code and the field.
const backends = await testBackends();

describe.each(backends)("hostile input on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  let ews: TestTable;
  let faar: TestTable;
  let exported: Record<string, unknown> & {
    table: Record<string, unknown>;
    events: Record<string, unknown>[];
    seeds: Record<string, unknown>[];
    characters: { versions: Record<string, unknown>[] }[];
  };

  const post = (url: string, payload: unknown, token?: string) =>
    app.inject({
      method: "POST",
      url,
      payload: payload as object,
      ...(token ? { headers: auth(token) } : {}),
    });
  const get = (url: string, token: string) => app.inject({ method: "GET", url, headers: auth(token) });

  beforeAll(async () => {
    // Every refused import counts against the address's import limit: this file sends dozens.
    built = await appOn(backend, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, importTable: { max: 1000, windowMs: 60_000 } },
    });
    app = built.app;
    ews = await newTable(app);
    faar = await newTable(app, { name: "Faar", system: "faar" });
    // A table with something of everything an import restores: public and secret events, two
    // seeds per stream (rotated), a character with two versions.
    await post(`/api/tables/${ews.id}/rolls`, { action: "check", value: 12, target: 11 }, ews.playerToken);
    await post(`/api/tables/${ews.id}/notes`, { text: "geheim", secret: true }, ews.gmToken);
    await post(`/api/tables/${ews.id}/notes`, { text: "offen" }, ews.gmToken);
    const character = await post(
      `/api/tables/${ews.id}/characters`,
      { format: "spieltisch/character@1", system: "ews", name: "Probe" },
      ews.gmToken,
    );
    await app.inject({
      method: "PUT",
      url: `/api/tables/${ews.id}/characters/${character.json().id}`,
      payload: { format: "spieltisch/character@1", system: "ews", name: "Probe II" },
      headers: { ...auth(ews.gmToken), "if-match": "1" },
    });
    await post(`/api/tables/${ews.id}/seeds/rotate`, {}, ews.gmToken);
    exported = (await get(`/api/tables/${ews.id}/export`, ews.gmToken)).json();
  });
  afterAll(async () => {
    await app.close();
    await backend.cleanup();
  });

  it("actions named like Object properties are unknown actions on rolls, odds and roll requests", async () => {
    for (const action of ["toString", "constructor", "valueOf", "__proto__", "hasOwnProperty"]) {
      for (const [route, body] of [
        ["rolls", { action, value: 1, target: 1 }],
        ["odds", { action, value: 1, target: 1 }],
        ["roll-requests", { action, options: {} }],
      ] as const) {
        const res = await post(`/api/tables/${ews.id}/${route}`, body, ews.gmToken);
        expect(res.statusCode, `${route} ${action}`).toBe(400);
        expect(res.json().error).toMatchObject({ code: "unknown-action", path: ["action"] });
      }
    }
  });

  it("a character whose system is named like an Object property is 422 at system", async () => {
    for (const system of ["__proto__", "toString", "constructor", "valueOf"]) {
      const res = await post(
        `/api/tables/${ews.id}/characters`,
        { format: "spieltisch/character@1", system, name: "X" },
        ews.gmToken,
      );
      expect(res.statusCode, system).toBe(422);
      expect(res.json().error).toMatchObject({ code: "invalid-character", path: ["system"] });
    }
  });

  it("an EWS character with bad FoKa weapons or armour is 422 at the field, a good one 201", async () => {
    const lazaro = { format: "spieltisch/character@1", system: "ews", name: "Lazaro" };
    const bad: [Record<string, unknown>, (string | number)[]][] = [
      [{ weapons: [{ name: "Degen", damage: -4 }] }, ["weapons", 0, "damage"]],
      [{ weapons: [{ name: "D".repeat(81), damage: 4 }] }, ["weapons", 0, "name"]],
      [{ weapons: Array.from({ length: 21 }, (_, i) => ({ name: `W${i}`, damage: 1 })) }, ["weapons"]],
      [{ armor: [{ name: "Wams", protection: "viel" }] }, ["armor", 0, "protection"]],
      [{ armor: "Kettenhemd" }, ["armor"]],
    ];
    for (const [fields, path] of bad) {
      const res = await post(`/api/tables/${ews.id}/characters`, { ...lazaro, ...fields }, ews.gmToken);
      expect(res.statusCode, JSON.stringify(path)).toBe(422);
      expect(res.json().error).toMatchObject({ code: "invalid-character", path });
    }
    const armed = {
      ...lazaro,
      weapons: [{ name: "Degen", damage: 4 }],
      armor: [{ name: "Lederwams", protection: 1 }],
    };
    const good = await post(`/api/tables/${ews.id}/characters`, armed, ews.gmToken);
    expect(good.statusCode, good.body).toBe(201);
    const stored = await get(`/api/tables/${ews.id}/characters/${good.json().id}`, ews.gmToken);
    expect(stored.json().character).toMatchObject({ weapons: armed.weapons, armor: armed.armor });
  });

  it("Faar damage dice too large for exact odds are 400, the largest allowed roll", async () => {
    for (const damage of ["8W100", "9W60", "9W100/2+1"]) {
      const options = { attack: 12, defense: 8, damage };
      for (const [route, body] of [
        ["rolls", { action: "melee", ...options }],
        ["odds", { action: "melee", ...options }],
        ["roll-requests", { action: "melee", options }],
      ] as const) {
        const res = await post(`/api/tables/${faar.id}/${route}`, body, faar.gmToken);
        expect(res.statusCode, `${route} ${damage}`).toBe(400);
        expect(res.json().error.code).toBe("damage-dice-too-large");
        expect(res.json().error.message).toContain(damage);
      }
    }
    const largest = await post(
      `/api/tables/${faar.id}/rolls`,
      { action: "melee", attack: 12, defense: 8, damage: "7W100", zones: true },
      faar.gmToken,
    );
    expect(largest.statusCode, largest.body).toBe(201);
  });

  it("house rules: only known codes, each once, nothing else (840 arbitrary keys were copied into every roll)", async () => {
    const many = Object.fromEntries(Array.from({ length: 840 }, (_, i) => [`k${i}`, "x".repeat(300)]));
    for (const houseRules of [
      many,
      { houseRules: Array.from({ length: 840 }, (_, i) => `c${i}`) },
      { houseRules: ["ews.over-budget", "ews.over-budget"] },
      { __proto__: { houseRules: ["x"] } },
    ]) {
      const res = await post("/api/tables", { name: "Haus", system: "ews", houseRules });
      if (res.statusCode === 201) {
        // Only an object without own keys gets through (a JSON `__proto__` key never does).
        const table = await get(`/api/tables/${res.json().id}`, res.json().gmToken);
        expect(table.json().houseRules).toEqual({});
        continue;
      }
      // 840 keys of 300 characters are refused from their size already, unread.
      if (JSON.stringify({ name: "Haus", system: "ews", houseRules }).length > CREATE_TABLE_BODY_LIMIT) {
        expect(res.statusCode).toBe(413);
        expect(res.json().error.code).toBe("body-too-large");
        continue;
      }
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toMatch(/invalid-body|malformed-json/);
    }
  });

  it("every JSON body nested deeper than 64 levels is 400 body-too-deep with the path", async () => {
    const character = await post(
      `/api/tables/${ews.id}/characters`,
      { format: "spieltisch/character@1", system: "ews", name: "Tief" },
      ews.gmToken,
    );
    const routes = [
      ["POST", "/api/tables"],
      ["POST", "/api/tables/import"],
      ["POST", `/api/tables/${ews.id}/rolls`],
      ["POST", `/api/tables/${ews.id}/odds`],
      ["POST", `/api/tables/${ews.id}/roll-requests`],
      ["POST", `/api/tables/${ews.id}/notes`],
      ["POST", `/api/tables/${ews.id}/join`],
      ["POST", `/api/tables/${ews.id}/invites`],
      ["POST", `/api/tables/${ews.id}/combat`],
      ["POST", `/api/tables/${ews.id}/seeds/rotate`],
      ["POST", `/api/tables/${ews.id}/characters`],
      ["PUT", `/api/tables/${ews.id}/characters/${character.json().id}`],
    ] as const;
    // 4 110 levels is what was stored (201) and then broke every export; 65 is one too many (73
    // for an import, which wraps what it stores).
    for (const depth of [73, 4110]) {
      const payload = `{"extra":${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`;
      const tooDeep = `{"extra":${"[".repeat(64)}${"]".repeat(64)}}`;
      for (const [method, url] of routes) {
        const importing = url.endsWith("/import");
        const res = await app.inject({
          method,
          url,
          payload,
          headers: { ...auth(ews.gmToken), "content-type": "application/json", "if-match": "1" },
        });
        expect(res.statusCode, `${url} ${depth}`).toBe(400);
        expect(res.json().error).toMatchObject({
          code: "body-too-deep",
          path: ["extra", ...Array.from({ length: importing ? 71 : 63 }, () => 0)],
        });
        if (importing) continue;
        const one = await app.inject({
          method,
          url,
          payload: tooDeep,
          headers: { ...auth(ews.gmToken), "content-type": "application/json", "if-match": "1" },
        });
        expect(one.json().error.code, url).toBe("body-too-deep");
      }
    }
    // 64 levels: the body, then 63 arrays.
    const extra = JSON.parse(`${"[".repeat(63)}${"]".repeat(63)}`);
    const deepest = { format: "spieltisch/character@1", system: "ews", name: "Tief", extra };
    const saved = await post(`/api/tables/${ews.id}/characters`, deepest, ews.gmToken);
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it("an export cannot fail because of data stored before the depth limit", async () => {
    const table = await newTable(app);
    const character = await post(
      `/api/tables/${table.id}/characters`,
      { format: "spieltisch/character@1", system: "ews", name: "Gift" },
      table.playerToken,
    );
    const id = character.json().id as string;
    // What a body without a depth limit could store: 50 000 levels (JSON.stringify overflows).
    const poison = `{"format":"spieltisch/character@1","system":"ews","name":"Gift","extra":${'{"x":'.repeat(50_000)}{}${"}".repeat(50_000)}}`;
    await built.storage.db
      .updateTable("character_versions")
      .set({ body: poison })
      .where("character_id", "=", id)
      .execute();
    await built.storage.db.updateTable("characters").set({ body: poison }).where("id", "=", id).execute();
    for (const token of [table.gmToken, table.playerToken]) {
      const res = await get(`/api/tables/${table.id}/export`, token);
      expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      const saved = res.json().characters[0].versions[0].character;
      expect(saved.name).toBe("Gift");
      expect(JSON.stringify(saved.extra)).toContain("[nested too deep]");
    }
    // The export imports again (the pruned value is plain data).
    const again = await post(
      "/api/tables/import",
      (await get(`/api/tables/${table.id}/export`, table.gmToken)).json(),
    );
    expect(again.statusCode, again.body.slice(0, 200)).toBe(201);
  });

  describe("import checks play state against the table's system (issue #31)", () => {
    let foka: TestTable;
    let fokaExport: typeof exported;
    let conditionIndex: number;
    const expectInvalid = async (body: unknown, path: (string | number)[]) => {
      const res = await post("/api/tables/import", body);
      expect(res.statusCode, res.body.slice(0, 300)).toBe(422);
      const error = res.json().error as { code: string; path: (string | number)[] };
      expect(error.code).toBe("invalid-export");
      expect(error.path.slice(0, path.length), JSON.stringify(error.path)).toEqual(path);
    };
    /** The export with the condition event's field replaced. */
    const withCondition = (field: "before" | "after" | "command", value: unknown) => ({
      ...fokaExport,
      events: fokaExport.events.map((e, i) => (i === conditionIndex ? { ...e, [field]: value } : e)),
    });

    beforeAll(async () => {
      foka = await newTable(app, { name: "FoKa", system: "ews", modules: ["foka"] });
      const created = await post(
        `/api/tables/${foka.id}/characters`,
        {
          format: "spieltisch/character@1",
          system: "ews",
          name: "Ork",
          npc: true,
          budget: 0,
          attributes: [{ name: "Stark", level: "++" }],
          skills: [],
          professions: [],
          traits: [],
          woundAttribute: "Stark",
        },
        foka.gmToken,
      );
      expect(created.statusCode, created.body).toBe(201);
      const damaged = await post(
        `/api/tables/${foka.id}/characters/${created.json().id}/condition`,
        { command: "damage", amount: 3 },
        foka.gmToken,
      );
      expect(damaged.statusCode, damaged.body).toBe(201);
      fokaExport = (await get(`/api/tables/${foka.id}/export`, foka.gmToken)).json();
      conditionIndex = fokaExport.events.findIndex((e) => e.kind === "condition");
      expect(conditionIndex).toBeGreaterThan(0);
    });

    it("the unchanged export imports and its characters read", async () => {
      const res = await post("/api/tables/import", fokaExport);
      expect(res.statusCode, res.body).toBe(201);
      const copy = res.json() as { id: string; gmToken: string; playerToken: string };
      for (const token of [copy.gmToken, copy.playerToken]) {
        expect((await get(`/api/tables/${copy.id}/characters`, token)).statusCode).toBe(200);
      }
    });

    it("a condition event whose after is no condition of the system ({}, tp null, tp as text, 100 000 pending)", async () => {
      const after = fokaExport.events[conditionIndex]!.after as Record<string, unknown>;
      const pending = Array.from({ length: 100_000 }, () => ({ level: 1, target: 12, onFail: "out" }));
      for (const [value, path] of [
        [{}, ["events", conditionIndex, "after"]],
        [{ kind: "foka", tp: null }, ["events", conditionIndex, "after"]],
        [{ ...after, tp: "12" }, ["events", conditionIndex, "after", "tp"]],
        [{ ...after, pending }, ["events", conditionIndex, "after", "pending"]],
        [
          { kind: "basic", wounds: 1, woundThreshold: 3, status: "active", extra: 1 },
          ["events", conditionIndex, "after"],
        ],
      ] as const) {
        await expectInvalid(withCondition("after", value), [...path]);
      }
      await expectInvalid(withCondition("before", { kind: "faar" }), ["events", conditionIndex, "before"]);
    });

    it("a condition event whose command is no command of the system", async () => {
      await expectInvalid(withCondition("command", { command: "damage", amount: "viel" }), [
        "events",
        conditionIndex,
        "command",
        "amount",
      ]);
      await expectInvalid(withCondition("command", { command: "fly" }), [
        "events",
        conditionIndex,
        "command",
      ]);
    });

    it("a log of another system than the table's (its rolls would book that system's conditions)", async () => {
      const table = { ...exported.table, system: "faar" };
      await expectInvalid({ ...exported, table }, ["events", 0, "system"]);
      const roll = exported.events.findIndex((e) => e.kind === "roll");
      const events = exported.events.map((e, i) => (i === 0 ? { ...e, system: "faar" } : e));
      await expectInvalid({ ...exported, table, events }, ["events", roll, "system"]);
    });
  });

  describe("import refuses what the database would refuse, with the path", () => {
    const expectInvalid = async (body: unknown, path: (string | number)[]) => {
      const res = await post("/api/tables/import", body);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().error).toMatchObject({ code: "invalid-export", path });
    };
    const publicIndex = () => exported.events.findIndex((e, i) => i > 0 && e.tableSeq !== null);

    it("the unchanged export imports", async () => {
      expect((await post("/api/tables/import", exported)).statusCode).toBe(201);
    });

    it("a log of 130 000 events (the last table-stream number was a Math.max over all of them)", async () => {
      if (backend.name !== "sqlite") return; // the same code on both; the size only costs time
      const notes = Array.from({ length: 130_000 }, () => ({
        kind: "note",
        secret: false,
        by: "x",
        byName: "GM",
        at: "t",
        text: ".",
      }));
      const lastTableSeq = Math.max(
        ...exported.events.flatMap((e) => (typeof e.tableSeq === "number" ? [e.tableSeq] : [])),
      );
      const events = [
        ...exported.events,
        ...notes.map((note, i) => ({
          ...note,
          fullSeq: exported.events.length + i + 1,
          tableSeq: lastTableSeq + i + 1,
        })),
      ];
      const res = await post("/api/tables/import", { ...exported, events });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
      const copy = res.json();
      const view = await get(`/api/tables/${copy.id}`, copy.playerToken);
      expect(view.json().lastSeq).toBe(lastTableSeq + 130_000 + 1);
    }, 60_000);

    it("a duplicate tableSeq", async () => {
      const i = publicIndex();
      const events = exported.events.map((e, j) => (j === i ? { ...e, tableSeq: 1 } : e));
      await expectInvalid({ ...exported, events }, ["events", i, "tableSeq"]);
    });

    it("a tableSeq of 2^53 − 1 (every later roll would fail)", async () => {
      const last = exported.events.length - 1;
      const events = exported.events.map((e, j) =>
        j === last ? { ...e, secret: false, tableSeq: Number.MAX_SAFE_INTEGER } : e,
      );
      await expectInvalid({ ...exported, events }, ["events", last, "tableSeq"]);
    });

    it("a secret event with a table-stream number", async () => {
      const i = exported.events.findIndex((e) => e.secret === true);
      const events = exported.events.map((e, j) => (j === i ? { ...e, tableSeq: 2 } : e));
      await expectInvalid({ ...exported, events }, ["events", i, "tableSeq"]);
    });

    it("a seed id twice", async () => {
      expect(exported.seeds.length).toBeGreaterThanOrEqual(2);
      const seeds = [...exported.seeds, exported.seeds[0]];
      await expectInvalid({ ...exported, seeds }, ["seeds", exported.seeds.length, "seedId"]);
    });

    it("two characters with the same id (issue #31: 500 UNIQUE constraint failed)", async () => {
      const [character] = exported.characters;
      const twin = { ...character, versions: character!.versions.slice(0, 1) };
      await expectInvalid({ ...exported, characters: [character, twin] }, ["characters", 1, "id"]);
    });

    it("a character version twice", async () => {
      const [character] = exported.characters;
      expect(character!.versions.length).toBe(2);
      const versions = [character!.versions[0], character!.versions[0]];
      await expectInvalid({ ...exported, characters: [{ ...character, versions }] }, [
        "characters",
        0,
        "versions",
        1,
        "version",
      ]);
    });
  });
});

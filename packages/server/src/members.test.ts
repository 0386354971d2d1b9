import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SpieltischApp } from "./app.js";
import { appOn, auth, type Backend, newTable, type TestTable, testBackends } from "./testing/backends.js";

// Issue #29 item 1: revoking keeps a person out, a revoked person's link can be renewed in the
// same step, a returning person is recognisable, and the GM hands characters to other members.
const backends = await testBackends();
const LAZARO = JSON.parse(
  readFileSync(new URL("../../../examples/characters/lazaro.json", import.meta.url), "utf8"),
) as Record<string, unknown>;
const INAS_PHONE = "aW5hcy10ZWxlZm9uLWRlci1rZWluZXIta2VubnQ";
const AYLAS_PHONE = "YXlsYXMtdGVsZWZvbi1kZXIta2VpbmVyLWtlbm50";

describe.each(backends)("members on $name", (backend: Backend) => {
  let built: SpieltischApp;
  let app: SpieltischApp["app"];
  beforeAll(async () => {
    built = await appOn(backend);
    app = built.app;
  });
  afterAll(async () => {
    await built.app.close();
    await backend.cleanup();
  });

  const join = (token: string, id: string, name: string, device?: string) =>
    app.inject({
      method: "POST",
      url: `/api/tables/${id}/join`,
      headers: auth(token),
      payload: { name, ...(device ? { device } : {}) },
    });
  const credentials = async (t: TestTable) =>
    (
      await app.inject({ method: "GET", url: `/api/tables/${t.id}/credentials`, headers: auth(t.gmToken) })
    ).json().credentials as {
      id: string;
      name: string | null;
      kind: string;
      revoked: boolean;
      invite?: string | null;
      earlier?: string[];
    }[];
  const revoke = (t: TestTable, cid: string, body?: Record<string, unknown>) =>
    app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/credentials/${cid}/revoke`,
      headers: auth(t.gmToken),
      ...(body ? { payload: body } : {}),
    });

  it("a revoked person does not get back in by the same link from the same browser", async () => {
    const t = await newTable(app);
    const ina = await join(t.playerToken, t.id, "Ina", INAS_PHONE);
    expect(ina.statusCode).toBe(201);
    expect((await revoke(t, ina.json().credentialId)).statusCode).toBe(200);
    const again = await join(t.playerToken, t.id, "Ina", INAS_PHONE);
    expect(again.statusCode).toBe(403);
    expect(again.json().error).toMatchObject({ code: "member-revoked", path: ["device"] });
    // Another browser (Ayla) still joins by the link the others got.
    expect((await join(t.playerToken, t.id, "Ayla", AYLAS_PHONE)).statusCode).toBe(201);
  });

  it("revoking with renewInvite ends the link the person came by and answers the new one", async () => {
    const t = await newTable(app);
    const ina = (await join(t.playerToken, t.id, "Ina")).json();
    const before = await credentials(t);
    const invite = before.find((c) => c.id === ina.credentialId)?.invite;
    expect(invite).toBeTruthy();
    const res = await revoke(t, ina.credentialId, { renewInvite: true });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer.revoked).toEqual([ina.credentialId, invite]);
    expect(answer.invite).toMatchObject({ role: "player" });
    // Without a browser key too: the old link is dead, the new one works.
    const old = await join(t.playerToken, t.id, "Ina");
    expect(old.statusCode).toBe(401);
    expect((await join(answer.invite.token, t.id, "Ayla")).statusCode).toBe(201);
    const after = await credentials(t);
    expect(after.find((c) => c.id === invite)?.revoked).toBe(true);
    expect(after.find((c) => c.id === answer.invite.credentialId)).toMatchObject({
      kind: "invite",
      revoked: false,
    });
  });

  it("refuses what it cannot do: its own credential, an unknown one, a member without a known link", async () => {
    const t = await newTable(app);
    const me = await app.inject({ method: "GET", url: `/api/tables/${t.id}`, headers: auth(t.gmToken) });
    const self = await revoke(t, me.json().you.credentialId, { renewInvite: true });
    expect(self.statusCode).toBe(400);
    expect(self.json().error.code).toBe("cannot-revoke-self");
    const unknown = await revoke(t, "nope");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: "credential-not-found", path: ["cid"] });
    // An invite itself came by no link.
    const invite = (await credentials(t)).find(
      (c) => c.kind === "invite" && c.id !== me.json().you.credentialId,
    );
    const renewing = await revoke(t, invite!.id, { renewInvite: true });
    expect(renewing.statusCode).toBe(422);
    expect(renewing.json().error).toMatchObject({ code: "invite-unknown", path: ["renewInvite"] });
    const body = await revoke(t, invite!.id, { renewInvite: "ja" });
    expect(body.statusCode).toBe(400);
    expect(body.json().error).toMatchObject({ code: "invalid-body", path: ["renewInvite"] });
    const player = (await join(t.playerToken, t.id, "Ina")).json();
    const byPlayer = await app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/credentials/${invite!.id}/revoke`,
      headers: auth(player.token),
    });
    expect(byPlayer.statusCode).toBe(403);
  });

  it("a person who comes back by a new link is recognisable as the one before", async () => {
    const t = await newTable(app);
    const first = (await join(t.playerToken, t.id, "Ina", INAS_PHONE)).json();
    const renewed = (await revoke(t, first.credentialId, { renewInvite: true })).json();
    const back = (await join(renewed.invite.token, t.id, "Ina", INAS_PHONE)).json();
    const ayla = (await join(renewed.invite.token, t.id, "Ayla", AYLAS_PHONE)).json();
    const list = await credentials(t);
    expect(list.find((c) => c.id === back.credentialId)?.earlier).toEqual([first.credentialId]);
    expect(list.find((c) => c.id === ayla.credentialId)?.earlier).toEqual([]);
    // The browser's key itself is never answered, nor its hash.
    expect(JSON.stringify(list)).not.toContain(INAS_PHONE);
    expect(JSON.stringify(list)).not.toMatch(/[0-9a-f]{64}/);
  });

  it("the GM hands a revoked member's character to another member; it is theirs from then on", async () => {
    const t = await newTable(app);
    const ina = (await join(t.playerToken, t.id, "Ina")).json();
    const ayla = (await join(t.playerToken, t.id, "Ayla")).json();
    const viewer = (await join(t.viewerToken, t.id, "Zoe")).json();
    const created = await app.inject({
      method: "POST",
      url: `/api/tables/${t.id}/characters`,
      headers: auth(ina.token),
      payload: LAZARO,
    });
    const cid = created.json().id as string;
    await revoke(t, ina.credentialId);
    const give = (owner: string, token = t.gmToken) =>
      app.inject({
        method: "PUT",
        url: `/api/tables/${t.id}/characters/${cid}/owner`,
        headers: auth(token),
        payload: { owner },
      });
    expect((await give(ayla.credentialId, ayla.token)).statusCode).toBe(403);
    const unknown = await give("nobody");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: "member-not-found", path: ["owner"] });
    const toViewer = await give(viewer.credentialId);
    expect(toViewer.statusCode).toBe(422);
    expect(toViewer.json().error).toMatchObject({ code: "owner-viewer", path: ["owner"] });
    const toRevoked = await give(ina.credentialId);
    expect(toRevoked.statusCode).toBe(422);
    expect(toRevoked.json().error).toMatchObject({ code: "owner-revoked", path: ["owner"] });
    const noCharacter = await app.inject({
      method: "PUT",
      url: `/api/tables/${t.id}/characters/none/owner`,
      headers: auth(t.gmToken),
      payload: { owner: ayla.credentialId },
    });
    expect(noCharacter.statusCode).toBe(404);

    const given = await give(ayla.credentialId);
    expect(given.statusCode).toBe(200);
    expect(given.json()).toMatchObject({ id: cid, owner: ayla.credentialId, ownerName: "Ayla", version: 1 });
    const listed = await app.inject({
      method: "GET",
      url: `/api/tables/${t.id}/characters`,
      headers: auth(ayla.token),
    });
    expect(listed.json().characters[0]).toMatchObject({ owner: ayla.credentialId, ownerName: "Ayla" });
    // Ayla may now change the sheet.
    const saved = await app.inject({
      method: "PUT",
      url: `/api/tables/${t.id}/characters/${cid}`,
      headers: { ...auth(ayla.token), "if-match": "1" },
      payload: { ...LAZARO, notes: "Jetzt Aylas" },
    });
    expect(saved.statusCode).toBe(200);
    const events = await app.inject({
      method: "GET",
      url: `/api/tables/${t.id}/events`,
      headers: auth(ayla.token),
    });
    const changed = events.json().events.find((e: { kind: string }) => e.kind === "character-owner-changed");
    expect(changed).toMatchObject({
      characterId: cid,
      name: LAZARO.name,
      owner: ayla.credentialId,
      ownerName: "Ayla",
    });
  });
});

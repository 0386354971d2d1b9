import LAZARO from "../../../../examples/characters/lazaro.json" with { type: "json" };
import type { SpieltischApp } from "../app.js";
import { auth, newTable, type TestTable } from "./backends.js";
import { ORK } from "./ork.js";

type Json = Record<string, unknown>;

/** A secret NPC with its own weapon, as a fight's hidden fighter. */
const SHADOW = { ...ORK, name: "Schatten", secret: true, weapons: [{ name: "Dolch", damage: 3 }] };

/** The characters of {@link playedTable} and the exports taken at its end. */
export interface PlayedTable {
  readonly table: TestTable;
  readonly lazaro: string;
  readonly ork: string;
  readonly shadow: string;
  /** The GM's export (every event), after both seeds were rotated. */
  readonly gm: Json;
  /** The player's export (the table stream), after both seeds were rotated. */
  readonly player: Json;
}

/**
 * Plays an evening of fights at a new FoKa table, as the server logs it today (issue #31: the
 * third derivation binds who acted and `apply`), and exports it for the GM and the player once
 * both seeds are revealed. Lazaro is the player's, the Ork and a secret NPC Schatten the GM's; a
 * fight of the three runs. In order:
 *
 *  1. GM: Ork → Lazaro, melee with `apply`, client seed
 *  2. player: Lazaro → Ork, with `apply`, client seed
 *  3. GM: damage 2 on Lazaro (public `condition` event)
 *  4. GM: Ork → Lazaro with `apply`, server-only
 *  5. GM: damage 1 on Lazaro in secret; 6. a secret roll Ork → Lazaro with `apply`
 *  7. GM: Schatten → Lazaro with `apply` (a public roll of the secret NPC)
 *  8. player: Lazaro → the fight's `f2` (Schatten) with `apply`, client seed
 *  9. GM: Ork → Lazaro without `apply`, server-only
 * 10. player: Lazaro → Ork with `apply`; 11. GM: Ork → Lazaro with `apply`
 * 12. player: a check without characters
 *
 * The dice fall as they fall: who is hit, and whether a roll with `apply` changes anyone, differs
 * from run to run. A fighter the rules no longer let act is set back up by the GM first (a public
 * `condition` event, as at a real table). `fixtures/play3-*-export.json` of the protocol's verify
 * suite were made with this (`packages/server/scripts/write-play-fixtures.ts`).
 */
export async function playedTable(app: SpieltischApp["app"]): Promise<PlayedTable> {
  const table = await newTable(app, { name: "Kampfabend", system: "ews", modules: ["foka"] });
  const gm = table.gmToken;
  const player = table.playerToken;
  const send = async (method: "GET" | "POST", path: string, token: string, payload?: object) => {
    const res = await app.inject({
      method,
      url: `/api/tables/${table.id}${path}`,
      headers: auth(token),
      ...(payload !== undefined ? { payload } : {}),
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${path}: ${res.statusCode} ${res.body}`);
    const body: Json = res.json();
    return body;
  };
  const post = (path: string, payload: object, token = gm) => send("POST", path, token, payload);
  const get = (path: string, token = gm) => send("GET", path, token);
  const created = async (body: object, token: string) => (await post("/characters", body, token)).id;
  // The evening types both sides' values; a player booking on the GM's Ork with typed numbers
  // needs the table's consent (table option playersTypeValues).
  const allow = await app.inject({
    method: "PATCH",
    url: `/api/tables/${table.id}/options`,
    headers: auth(gm),
    payload: { playersTypeValues: true },
  });
  if (allow.statusCode !== 200) throw new Error(`PATCH /options: ${allow.statusCode} ${allow.body}`);
  const lazaro = String(await created(LAZARO, player));
  const ork = String(await created(ORK, gm));
  const shadow = String(await created(SHADOW, gm));
  await post("/combat", {
    command: "start",
    participants: [{ characterId: lazaro }, { characterId: shadow }, { characterId: ork }],
  });
  const fresh = new Map<string, unknown>();
  for (const id of [lazaro, ork, shadow]) {
    fresh.set(id, (await get(`/characters/${id}`)).condition);
  }
  /** Sets a fighter the rules no longer let act back up, before it fights again. */
  const ready = async (...ids: string[]) => {
    for (const id of ids) {
      const now = await get(`/characters/${id}`);
      if (now.status !== "active") {
        await post(`/characters/${id}/condition`, { command: "set", condition: fresh.get(id) });
      }
    }
  };
  let seeds = 0;
  const clientSeed = () => `cs${String(seeds++).padStart(3, "0")}${"A".repeat(22)}`;
  const melee = async (token: string, actor: string, opponent: string, extra: Json = {}): Promise<void> => {
    await ready(actor, opponent);
    const sides = opponent === shadow && token === player ? { opponentFighter: "f2" } : { opponent };
    const values = actor === lazaro ? { attacker: 13, defender: 10 } : { attacker: 14, defender: 13 };
    // The player cannot type the hidden fighter's value: its sheet gives it.
    const typed = "opponentFighter" in sides ? { attacker: values.attacker } : values;
    await post("/rolls", { action: "melee", actor, ...sides, ...typed, attackerWeapon: 1, ...extra }, token);
  };
  await melee(gm, ork, lazaro, { apply: true, clientSeed: clientSeed() });
  await melee(player, lazaro, ork, { apply: true, clientSeed: clientSeed() });
  await post(`/characters/${lazaro}/condition`, { command: "damage", amount: 2 });
  await melee(gm, ork, lazaro, { apply: true });
  await post(`/characters/${lazaro}/condition`, { command: "damage", amount: 1, secret: true });
  await melee(gm, ork, lazaro, { apply: true, secret: true, clientSeed: clientSeed() });
  await melee(gm, shadow, lazaro, { apply: true, clientSeed: clientSeed() });
  await melee(player, lazaro, shadow, { apply: true, clientSeed: clientSeed() });
  await melee(gm, ork, lazaro, { attackerWeapon: 6 });
  await melee(player, lazaro, ork, { apply: true, clientSeed: clientSeed() });
  await melee(gm, ork, lazaro, { apply: true, clientSeed: clientSeed() });
  await post("/rolls", { action: "check", value: 12, target: 15, clientSeed: clientSeed() }, player);
  await post("/seeds/rotate", { stream: "table" });
  await post("/seeds/rotate", { stream: "gm" });
  return {
    table,
    lazaro,
    ork,
    shadow,
    gm: await get("/export"),
    player: await get("/export", player),
  };
}

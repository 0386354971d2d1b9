import { hidden, publicRollBody } from "./public-roll-body.js";

/** The play fields of a request that name or describe each side (CONTRACT §6). */
const SIDE_FIELDS = {
  actor: ["actor", "skill", "weapon", "dueCheck"],
  opponent: ["opponent", "opponentSkill", "opponentWeapon"],
} as const;

/**
 * A `roll-request` event's body as the table stream (and a player it is addressed to) shows it: a
 * secret NPC's side of its odds keeps only its modifiers, as in a roll event
 * ({@link publicRollBody}), and the play fields that name that side or its sheet (`opponent`,
 * `opponentSkill`, `opponentWeapon`) are left out. Other bodies pass unchanged.
 *
 * @example
 * publicRequestBody({ opponent: "npc", opponentSkill: "Nahkampf", odds: { opponent: { character: "npc", name: "Ork", modifiers: [], secret: true } } });
 * // { odds: { opponent: { modifiers: [] } } }
 */
export function publicRequestBody(
  body: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  const { odds } = body;
  if (typeof odds !== "object" || odds === null) return body;
  const sides = {
    actor: "actor" in odds && hidden(odds.actor),
    opponent: "opponent" in odds && hidden(odds.opponent),
  };
  // Nothing hidden (the usual request): the body itself, so its logged JSON text can be sent as it is.
  if (!sides.actor && !sides.opponent) return body;
  const out: Record<string, unknown> = { ...body, odds: publicRollBody({ ...odds }) };
  for (const role of ["actor", "opponent"] as const) {
    if (sides[role]) for (const field of SIDE_FIELDS[role]) delete out[field];
  }
  return out;
}

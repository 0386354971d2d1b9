import { publicCombatBody } from "../combat/public-combat.js";
import { publicRequestBody } from "./public-request-body.js";
import { publicRollBody } from "./public-roll-body.js";

/**
 * An event's body as the table stream shows it: a secret NPC's side of a roll, a roll request or a
 * fight is the GM's alone ({@link publicRollBody}, {@link publicRequestBody}, `publicCombatBody`);
 * every other kind passes unchanged (the very same object). The server's views and players'
 * exports show it, and the table stream's chain (`fairness/log-chain.ts`) hashes it, so a
 * player can check the chain from what they see and the GM from their own export.
 *
 * @example
 * publicBodyOf("note", { text: "Hallo" }); // the same object
 */
export function publicBodyOf(
  kind: string,
  body: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  if (kind === "roll") return publicRollBody(body);
  if (kind === "roll-request") return publicRequestBody(body);
  if (kind === "combat") return publicCombatBody(body);
  return body;
}

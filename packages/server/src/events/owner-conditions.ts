import type { LiveControl } from "@spieltisch/protocol";
import type { StoredEvent } from "./stored-event.js";

type Json = Readonly<Record<string, unknown>>;
const isJson = (value: unknown): value is Json => typeof value === "object" && value !== null;

/**
 * The `condition` control frames a secret event owes a player (CONTRACT §4: players see what
 * their own characters suffer): one per character of theirs that the event changed — a GM's
 * secret condition command, or a secret roll with `applied` — with the condition after it.
 * Public events need none: the player's stream carries them.
 *
 * @example
 * ownerConditionFrames(secretDamage, new Set(["c1"])); // [{ type: "condition", character: "c1", condition: {…} }]
 */
export function ownerConditionFrames(event: StoredEvent, owned: ReadonlySet<string>): LiveControl[] {
  if (!event.secret || owned.size === 0) return [];
  const changed: { character: string; after: Json }[] = [];
  const body = event.body;
  if (event.kind === "condition" && typeof body.character === "string" && isJson(body.after)) {
    changed.push({ character: body.character, after: body.after });
  }
  if (event.kind === "roll" && Array.isArray(body.applied)) {
    for (const entry of body.applied) {
      if (isJson(entry) && typeof entry.character === "string" && isJson(entry.after)) {
        changed.push({ character: entry.character, after: entry.after });
      }
    }
  }
  return changed
    .filter((entry) => owned.has(entry.character))
    .map((entry) => ({ type: "condition", character: entry.character, condition: { ...entry.after } }));
}

/**
 * Keeps a player's owned characters up to date from the events: a character they save is theirs
 * (a new character, or one of theirs saved again); deleting keeps the id harmlessly.
 */
export function trackOwnedCharacters(
  owned: Set<string>,
  events: readonly StoredEvent[],
  credentialId: string,
): void {
  for (const event of events) {
    if (
      event.kind === "character-saved" &&
      event.by === credentialId &&
      typeof event.body.characterId === "string"
    ) {
      owned.add(event.body.characterId);
    }
  }
}

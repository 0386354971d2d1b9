import { type ApiResponse, apiResponseSchemas, conditionViewShape } from "@spieltisch/protocol";
import { z } from "zod";
import { parseStored } from "./parse-json.js";
import type { PlayCharacterView } from "./types.js";

/**
 * Where a shared table's last seen state is kept (`spieltisch.table.<id>.seen`): one entry per
 * table and browser, the membership's (a table screen with a credential of its own keeps none,
 * so the GM's secret events never open on the TV).
 */
export const seenKey = (id: string): string => `spieltisch.table.${id}.seen`;

/**
 * What this phone last saw of a shared table (issue #29): the log and the secret events addressed
 * to it as the server sent them, the characters in play with their conditions (rolls booked since
 * included), and `at`, when this was the server's state (ISO time). Offline after a reload, every
 * view shows this, the same on every screen, and the status line says when it was.
 */
export interface SeenState {
  readonly at: string;
  readonly log: ApiResponse<"GET /api/tables/:id/events">;
  readonly characters: readonly PlayCharacterView[];
}

/** A character in play as kept: what the server said of it, and whether this member may act as it. */
const playCharacterSchema = z.object({
  id: z.string(),
  version: z.number().int().positive(),
  character: z.record(z.string(), z.unknown()),
  owner: z.string().nullable(),
  ownerName: z.string().nullable(),
  mine: z.boolean(),
  play: z.object(conditionViewShape),
});

/** A {@link SeenState} as read back: every event and condition through the API's own schemas. */
const seenStateSchema = z.object({
  at: z.string(),
  log: apiResponseSchemas["GET /api/tables/:id/events"],
  characters: z.array(playCharacterSchema),
});

/** The state last seen of table `id`; null when none is kept (or the entry is damaged). */
export function loadSeenState(id: string, storage: Storage): SeenState | null {
  return parseStored(storage.getItem(seenKey(id)), seenStateSchema);
}

/**
 * Keeps the state seen of table `id`. A full storage keeps the previous entry (the app works on
 * without it; only a reload offline shows less).
 */
export function saveSeenState(id: string, state: SeenState, storage: Storage): void {
  try {
    storage.setItem(seenKey(id), JSON.stringify(state));
  } catch (error) {
    if (!(error instanceof DOMException)) throw error;
    console.warn("Spieltisch: the table's last state does not fit in this browser's storage", error);
  }
}

import type { SessionCommandBody } from "../api/sessions.js";
import { ApiError } from "../errors/api-error.js";
import { type SessionEventBody, sessionEventBodySchema } from "../events/session-event.js";
import { requireActor, requireGm } from "./table-actor.js";
import type { AnyAppended, Appended, TableStore } from "./table-store.js";

/**
 * The last `session` event's body in a log (an evening started or ended), or none before the
 * first: what a store holding its log in memory (the browser's own table) answers for
 * `lastSessionMark`.
 *
 * @example
 * lastSessionMarkIn(localFile.events); // { command: "start", title: "Der Leibwächter", byName: null }
 */
export function lastSessionMarkIn(
  events: readonly { readonly kind: string }[],
): SessionEventBody | undefined {
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i];
    if (event?.kind === "session") return sessionEventBodySchema.parse(event);
  }
  return undefined;
}

/** Whether an evening is open after the last mark: started and not ended yet. */
export const eveningOpen = (last: SessionEventBody | undefined): boolean => last?.command === "start";

/**
 * The GM marks the start or the end of an evening (CONTRACT §7, `POST …/sessions`), logged as a
 * `session` event in the table stream. Evenings do not overlap: `start` while one is open is 422
 * `session-open`, `end` without an open one 422 `no-open-session` (both at `command`). Decided
 * inside the commit, so two GMs' starts at once give one evening.
 *
 * @example
 * await runSessionCommand(store, { command: "start", title: "Der Leibwächter" }); // the `session` event
 */
export async function runSessionCommand<E extends AnyAppended>(
  store: TableStore<E>,
  body: SessionCommandBody,
): Promise<Appended<E, "session">> {
  requireActor(store.reads.actor);
  requireGm(store.reads.actor);
  return store.commit(async (commit) => {
    const open = eveningOpen(await commit.lastSessionMark());
    if (body.command === "start" && open) {
      throw new ApiError(422, "session-open", "An evening is already open; end it first", ["command"]);
    }
    if (body.command === "end" && !open) {
      throw new ApiError(422, "no-open-session", "No evening is open to end", ["command"]);
    }
    return commit.append("session", false, () => ({
      command: body.command,
      ...(body.title !== undefined ? { title: body.title } : {}),
      byName: commit.actor.name,
    }));
  });
}

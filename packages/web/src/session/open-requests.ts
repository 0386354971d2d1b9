import type { AddressedEvent, MemberEvent, Role, TableEvent } from "@spieltisch/protocol";

/**
 * The roll requests waiting for this person: asked by the GM, not yet answered by a roll with the
 * same `requestId`. The GM sees every open one; a player those for everyone and those addressed
 * to them (`to` is their credential id) — a secret one addressed to them comes among `addressed`,
 * outside the log, with its answer; a viewer none (viewers do not roll).
 */
export function openRequestsFor(
  events: readonly TableEvent[],
  role: Role,
  me: string | null,
  addressed: readonly AddressedEvent[] = [],
): MemberEvent<"roll-request">[] {
  if (role === "viewer") return [];
  return openRequests([...events, ...addressed]).filter(
    (e) => role === "gm" || e.to === undefined || e.to === me,
  );
}

/**
 * Every roll request of `events` not yet answered by a roll with the same `requestId`, oldest
 * first, whoever it is for: what the table screen shows the whole table (a viewer's stream holds
 * no secret one).
 *
 * @example
 * openRequests(session.events()).map((r) => r.label); // ["GE-Probe"]
 */
export function openRequests(
  events: readonly (TableEvent | AddressedEvent)[],
): MemberEvent<"roll-request">[] {
  const answered = new Set(events.flatMap((e) => (e.kind === "roll" && e.requestId ? [e.requestId] : [])));
  return events.filter(
    (e): e is MemberEvent<"roll-request"> => e.kind === "roll-request" && !answered.has(e.requestId),
  );
}

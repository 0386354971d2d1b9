/**
 * A roll event's body as the table stream shows it: a secret NPC's side keeps only its modifiers
 * and its digest (both are part of what the dice derive from, so the roll still verifies; the
 * digest of a random id and a name gives neither away), its `applied` entry is left out — its TP
 * are the GM's alone (CONTRACT §4) — and so is its gear, names and values (CONTRACT §6). Other
 * bodies pass unchanged.
 *
 * @example
 * publicRollBody({ opponent: { character: "npc", name: "Ork", modifiers: [], secret: true, digest: "3f9c…" } });
 * // { opponent: { modifiers: [], digest: "3f9c…" } }
 */
export function publicRollBody(body: Readonly<Record<string, unknown>>): Readonly<Record<string, unknown>> {
  const { actor, opponent, applied } = body;
  // Nothing hidden (the usual roll): the body itself, so its JSON text written for the log can
  // be sent as it is (`viewEventFrame`).
  const hidesApplied = Array.isArray(applied) && applied.some(hidden);
  if (!hidden(actor) && !hidden(opponent) && !hidesApplied) return body;
  const out: Record<string, unknown> = { ...body };
  if (hidden(actor)) out.actor = publicSide(actor);
  if (hidden(opponent)) out.opponent = publicSide(opponent);
  const gear = withoutHiddenGear(body.gear, hidden(actor), hidden(opponent));
  if (gear === undefined) delete out.gear;
  else out.gear = gear;
  if (Array.isArray(applied)) {
    const visible = applied.filter((entry) => !hidden(entry));
    if (visible.length > 0) out.applied = visible;
    else delete out.applied;
  }
  return out;
}

/** A side (or `applied` entry) of a secret NPC: the table stream does not show it. */
export const hidden = (value: unknown): value is { modifiers: unknown; secret: true; digest?: unknown } =>
  typeof value === "object" && value !== null && "secret" in value && value.secret === true;

/** A secret NPC's side as the table stream shows it: what the dice are bound to, no more. */
const publicSide = (side: { modifiers: unknown; digest?: unknown }): Record<string, unknown> => ({
  modifiers: side.modifiers,
  ...(side.digest !== undefined ? { digest: side.digest } : {}),
});

/** A roll's gear without the sides hidden from the table; undefined when nothing is left. */
function withoutHiddenGear(gear: unknown, actor: boolean, opponent: boolean): unknown {
  if (typeof gear !== "object" || gear === null || (!actor && !opponent)) return gear;
  const kept = Object.fromEntries(
    Object.entries(gear).filter(([role]) => !(role === "actor" ? actor : role === "opponent" && opponent)),
  );
  return Object.keys(kept).length > 0 ? kept : undefined;
}

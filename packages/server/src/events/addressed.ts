import {
  type EventKind,
  type MemberEvent,
  publicRequestBody,
  publicRollBody,
  type Role,
} from "@spieltisch/protocol";
import type { AppendedEvent, StoredEvent } from "./stored-event.js";

/** Who reads: the role decides the stream, the credential which secret events are addressed to them. */
export interface Reader {
  readonly role: Role;
  readonly credentialId: string;
}

/** The kinds a secret event addressed to one member can have: the request and the answering roll. */
export const ADDRESSED_KINDS = ["roll-request", "roll"] as const;

/**
 * Whether a secret event is addressed to this reader although their stream does not hold it: a
 * secret roll request with `to` set to them, or the secret roll they rolled (a player rolls in
 * secret only when answering a secret request addressed to them). The GM reads every secret event
 * in their own stream, so nothing is addressed to them; public events are in everybody's stream.
 *
 * @example
 * isAddressedTo(secretRequestToAnna, { role: "player", credentialId: "anna" }); // true
 * isAddressedTo(secretRequestToAnna, { role: "player", credentialId: "bert" }); // false
 */
export function isAddressedTo(event: StoredEvent, reader: Reader): boolean {
  if (!event.secret || reader.role === "gm") return false;
  if (event.kind === "roll-request") return event.body.to === reader.credentialId;
  if (event.kind === "roll") return event.by === reader.credentialId;
  return false;
}

/**
 * A secret event as its addressee sees it (protocol `addressedEventSchema`): as the GM sees it,
 * with its GM-stream number and `secret: true` — it is outside the addressee's numbered stream. A
 * roll or a request keeps a secret NPC's side hidden, as in the table stream. Null when it is not
 * addressed to the reader.
 */
export function viewAddressed<K extends EventKind>(
  event: AppendedEvent<K>,
  reader: Reader,
): MemberEvent<K> | null;
export function viewAddressed(event: StoredEvent, reader: Reader): Readonly<Record<string, unknown>> | null;
export function viewAddressed(event: StoredEvent, reader: Reader): Readonly<Record<string, unknown>> | null {
  if (!isAddressedTo(event, reader)) return null;
  return {
    ...(event.kind === "roll" ? publicRollBody(event.body) : publicRequestBody(event.body)),
    seq: event.fullSeq,
    kind: event.kind,
    by: event.by,
    at: event.at,
    secret: true,
  };
}

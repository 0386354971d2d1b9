import { z } from "zod";
import { parseStored } from "../session/parse-json.js";

/** How many of a table's client seeds this browser remembers (its recent rolls). */
const REMEMBERED = 1000;

const storageKey = (tableId: string) => `spieltisch.clientSeeds.${tableId}`;
const seedListSchema = z.array(z.string());

/**
 * A fresh client seed (CONTRACT §5): 128 random bits from the browser's crypto, base64url — the
 * roll's dice depend on it, so the server cannot pick them alone.
 *
 * @example
 * newClientSeed(); // "q3Zr8W1vQyKc0p9LmN2xTg"
 */
export function newClientSeed(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const text = btoa(String.fromCharCode(...bytes));
  return text.replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/**
 * The client seeds this browser sent at a table, newest last: its own rolls are the events that
 * carry one of them (a damaged entry reads as none).
 */
export function knownClientSeeds(tableId: string, storage: Storage = localStorage): string[] {
  return parseStored(storage.getItem(storageKey(tableId)), seedListSchema) ?? [];
}

/** Remembers a client seed this browser sent, keeping the most recent ones. */
export function rememberClientSeed(tableId: string, seed: string, storage: Storage = localStorage): void {
  const seeds = [...knownClientSeeds(tableId, storage), seed].slice(-REMEMBERED);
  storage.setItem(storageKey(tableId), JSON.stringify(seeds));
}

/**
 * A chain head as people compare it aloud (issue #31): its first 16 hex digits, upper case, in
 * four groups — `3F9A·12C4·88B0·1D2E`. 64 bits: enough that nobody grinds a rewritten log until
 * its head starts the same, short enough to read out at the table.
 *
 * @example
 * chainFingerprint("3f9a12c488b01d2e…"); // "3F9A·12C4·88B0·1D2E"
 */
export function chainFingerprint(hash: string): string {
  return (
    hash
      .slice(0, 16)
      .toUpperCase()
      .match(/.{1,4}/g) ?? []
  ).join("·");
}

/**
 * A head as a person gives it (`verify --head`): the full hash, or its first 16 or more hex digits
 * as the fingerprint shows them (`3F9A·12C4·88B0·1D2E`; separators, spaces and case do not matter).
 * Null when it is neither: fewer digits would let a rewritten log be ground until one matches.
 *
 * @example
 * normaliseHead("3F9A·12C4·88B0·1D2E"); // "3f9a12c488b01d2e"
 */
export function normaliseHead(text: string): string | null {
  const hex = text.toLowerCase().replace(/[\s·.:_-]/g, "");
  return /^[0-9a-f]{16,64}$/.test(hex) ? hex : null;
}

/** Where this browser keeps its key; not a table's, so forgetting a table keeps it. */
const DEVICE_KEY = "spieltisch.device";

/**
 * This browser's key for joining tables: 128 random bits in base64url, made once and kept for
 * good. The server keeps only its hash with the table's id, so the GM recognises a person who
 * comes back, and a revoked person does not get back in by the link they came by. Null where the
 * browser keeps nothing (storage refused).
 *
 * @example
 * deviceKey(); // "q3V0-…" (22 characters, the same every time)
 */
export function deviceKey(storage: Storage = localStorage): string | null {
  try {
    const kept = storage.getItem(DEVICE_KEY);
    if (kept !== null && /^[A-Za-z0-9_-]{22,128}$/.test(kept)) return kept;
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    const key = btoa(String.fromCharCode(...bytes))
      .replaceAll("+", "-")
      .replaceAll("/", "_")
      .replace(/=+$/, "");
    storage.setItem(DEVICE_KEY, key);
    return key;
  } catch {
    return null;
  }
}

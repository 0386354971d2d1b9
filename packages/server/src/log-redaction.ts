/** Query keys whose values may reach a log line as they are, when they are plain numbers. */
const PLAIN_KEYS = new Set(["after", "limit"]);

const REDACTED = "[redacted]";

/** A token's shape (`st_` + base64url) in a decoded path segment. */
const TOKEN_SHAPE = /st_[A-Za-z0-9_-]{8,}/i;

/**
 * A run of base64url characters long enough to be a token's body without its prefix (a token is
 * `st_` and 43 characters). Route words and a web asset's name are shorter; ids are UUIDs.
 */
const LONG_RUN = /[A-Za-z0-9_-]{20,}/g;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A path segment with its percent escapes undone, again and again (`%2573` is `%73` is `s`), up
 * to a few rounds: a lenient decoder, byte by byte, so a malformed escape elsewhere does not stop
 * it (`decodeURIComponent` would throw and leave the token as it came).
 */
function decodedSegment(segment: string): string {
  let text = segment;
  for (let round = 0; round < 4; round++) {
    const next = text.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(Number.parseInt(hex, 16)),
    );
    if (next === text) break;
    text = next;
  }
  return text;
}

/**
 * Whether a path segment could carry a token: once decoded, a token's shape, or a run of
 * base64url long enough to be its body without `st_` (issue #31: `/api/tables/<token>/…` with
 * the prefix cut off or every character percent-encoded was logged as it came). UUIDs — the ids
 * of tables and characters — stay readable.
 */
function mayHoldToken(segment: string): boolean {
  const decoded = decodedSegment(segment);
  if (TOKEN_SHAPE.test(decoded)) return true;
  return (decoded.match(LONG_RUN) ?? []).some((run) => !UUID.test(run));
}

/**
 * A request URL for a log line, with nothing that could be a token in it. The query is taken as
 * the server parsed it (`request.query`), not by matching the raw text: `?%74oken=…` is `token`
 * to the server, and `?after=0;token=…` is one value `0;token=…`. Only `after` and `limit` with a
 * plain number keep their value; every other value, and every other key's name, is redacted.
 * Without a parsed query, the whole query is. A path segment that could hold a token — decoded,
 * with or without its `st_` prefix — is redacted as a whole.
 *
 * @example
 * redactUrl("/api/tables/t/live?%74oken=st_abc&after=3", { token: "st_abc", after: "3" });
 * // "/api/tables/t/live?[redacted]=[redacted]&after=3"
 */
export function redactUrl(url: string, query?: unknown): string {
  const mark = url.indexOf("?");
  const path = (mark === -1 ? url : url.slice(0, mark))
    .split("/")
    .map((segment) => (mayHoldToken(segment) ? REDACTED : segment))
    .join("/");
  if (mark === -1) return path;
  if (query === null || typeof query !== "object") return `${path}?${REDACTED}`;
  const parts = Object.entries(query).map(([key, value]) =>
    PLAIN_KEYS.has(key) && typeof value === "string" && /^\d{1,16}$/.test(value)
      ? `${key}=${value}`
      : `${PLAIN_KEYS.has(key) ? key : REDACTED}=${REDACTED}`,
  );
  return parts.length === 0 ? path : `${path}?${parts.join("&")}`;
}

/** Query keys whose values may reach a log line as they are, when they are plain numbers. */
const PLAIN_KEYS = new Set(["after", "limit"]);

const REDACTED = "[redacted]";

/** A token's shape (`st_` + base64url), anywhere in a path, also percent-encoded. */
const TOKEN_SHAPE = /st(_|%5f)[A-Za-z0-9_%-]{8,}/gi;

/**
 * A request URL for a log line, with nothing that could be a token in it. The query is taken as
 * the server parsed it (`request.query`), not by matching the raw text: `?%74oken=…` is `token`
 * to the server, and `?after=0;token=…` is one value `0;token=…`. Only `after` and `limit` with a
 * plain number keep their value; every other value, and every other key's name, is redacted.
 * Without a parsed query, the whole query is. Token-shaped parts of the path are redacted too.
 *
 * @example
 * redactUrl("/api/tables/t/live?%74oken=st_abc&after=3", { token: "st_abc", after: "3" });
 * // "/api/tables/t/live?[redacted]=[redacted]&after=3"
 */
export function redactUrl(url: string, query?: unknown): string {
  const mark = url.indexOf("?");
  const path = (mark === -1 ? url : url.slice(0, mark)).replace(TOKEN_SHAPE, REDACTED);
  if (mark === -1) return path;
  if (query === null || typeof query !== "object") return `${path}?${REDACTED}`;
  const parts = Object.entries(query).map(([key, value]) =>
    PLAIN_KEYS.has(key) && typeof value === "string" && /^\d{1,16}$/.test(value)
      ? `${key}=${value}`
      : `${PLAIN_KEYS.has(key) ? key : REDACTED}=${REDACTED}`,
  );
  return parts.length === 0 ? path : `${path}?${parts.join("&")}`;
}

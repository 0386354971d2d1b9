import { errorBodySchema, isMessageKey, type Lang, translate } from "@spieltisch/protocol";
import type { z } from "zod";
import { formatPath } from "../character-file.js";
import { CliError } from "../cli-error.js";

/** How long one request may take before the CLI gives up (the server answers rolls in milliseconds). */
const REQUEST_TIMEOUT_MS = 30_000;

/** Where the table is and who asks: the server's base URL, the table id and a member's token. */
export interface TableAddress {
  readonly server: URL;
  readonly table: string;
  readonly token: string;
}

/**
 * Reads `--server`: an http or https URL (a path prefix is kept, so a server behind a proxy path
 * works). Anything else is a {@link CliError}.
 */
export function serverUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new CliError("invalid-option", "remote.bad-url", { url: text });
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new CliError("invalid-option", "remote.bad-url", { url: text });
  }
  if (!url.pathname.endsWith("/")) url.pathname = `${url.pathname}/`;
  return url;
}

/** The URL of a route of the table (`rolls` → `…/api/tables/ID/rolls`). */
const tableUrl = (address: TableAddress, route: string): URL =>
  new URL(
    `api/tables/${encodeURIComponent(address.table)}${route === "" ? "" : `/${route}`}`,
    address.server,
  );

/** Why a request never got an answer, in the words of the network layer (`ECONNREFUSED`). */
function networkReason(error: unknown): string {
  const cause =
    error instanceof Error ? (error.cause as { code?: unknown; message?: unknown } | undefined) : undefined;
  if (typeof cause?.code === "string") return cause.code;
  if (typeof cause?.message === "string") return cause.message;
  return error instanceof Error ? error.message : String(error);
}

/**
 * One request to a table route, its answer checked with `schema`. Every way it can fail is a
 * {@link CliError} (exit 2, one line): no connection, no answer in time, a 4xx (the server's code
 * and the path of the bad field, in the user's language where the catalogue knows the code), a
 * 5xx, or an answer that is not what a Spieltisch server sends.
 */
export async function tableRequest<S extends z.ZodType>(
  address: TableAddress,
  route: string,
  init: { readonly method: "GET" | "POST"; readonly body?: unknown },
  schema: S,
  lang: Lang,
): Promise<z.output<S>> {
  const url = tableUrl(address, route);
  let response: Response;
  try {
    response = await fetch(url, {
      method: init.method,
      headers: {
        authorization: `Bearer ${address.token}`,
        accept: "application/json",
        ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      redirect: "error",
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "TimeoutError") {
      throw new CliError("server-timeout", "remote.timeout", {
        url: address.server.origin,
        seconds: REQUEST_TIMEOUT_MS / 1000,
      });
    }
    throw new CliError("server-unreachable", "remote.unreachable", {
      url: address.server.origin,
      reason: networkReason(error),
    });
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch {
    json = undefined;
  }
  if (!response.ok) throw refusal(response.status, json, lang);
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new CliError("server-bad-answer", "remote.bad-answer", {
      path: formatPath(issue.path.filter((p): p is string | number => typeof p !== "symbol")),
      message: issue.message,
    });
  }
  return parsed.data;
}

/** The error a non-2xx answer becomes: the server's code, the field's path and its reason. */
function refusal(status: number, json: unknown, lang: Lang): CliError {
  const body = errorBodySchema.safeParse(json);
  const error = body.success ? body.data.error : undefined;
  const code = error?.code ?? `http-${status}`;
  // The rules' refusals carry their params: said in the user's language; the server's own
  // messages are English and quoted as they come.
  const key = `error.${code}`;
  const reason =
    error?.params !== undefined && isMessageKey(key)
      ? translate(lang, key, error.params)
      : (error?.message ?? String(status));
  if (status >= 500) return new CliError(code, "remote.failed", { status, code, reason });
  if (!error?.path || error.path.length === 0) {
    return new CliError(code, "remote.rejected.no-path", { status, code, reason });
  }
  return new CliError(code, "remote.rejected", { status, code, path: formatPath(error.path), reason });
}

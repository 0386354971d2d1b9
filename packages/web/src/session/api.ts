import {
  ApiError,
  type ApiResponse,
  createTableResponseSchema,
  errorBodySchema,
  type TableOptionsJson,
} from "@spieltisch/protocol";
import type { z } from "zod";
import { parseJson } from "./parse-json.js";

/**
 * Calls the Spieltisch HTTP API (CONTRACT §3) with a bearer token and parses the answer with the
 * route's response schema; an answer that does not fit is an error, never data for the views.
 */
export async function api<S extends z.ZodType>(
  path: string,
  schema: S,
  init: ApiInit = {},
): Promise<z.output<S>> {
  return parseJson(await send(path, init), schema, path);
}

/** {@link api} for a route that answers 204 without a body (`DELETE …`). */
export async function apiNoContent(path: string, init: ApiInit = {}): Promise<void> {
  await send(path, init);
}

/** How a call is made: method (default GET, or POST with a body), bearer token, JSON body, headers. */
interface ApiInit {
  method?: string;
  token?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

/** Sends a request; the answer's text on success, an {@link ApiError} otherwise. */
async function send(path: string, init: ApiInit): Promise<string> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) {
    const error = errorBodySchema.safeParse(safeJson(text));
    throw ApiError.fromBody(response.status, error.success ? error.data : null);
  }
  return text;
}

const safeJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** Creates a shared table on the server: its id and one invite token per role. */
export const createRemoteTable = (body: {
  name: string;
  system: string;
  modules: readonly string[];
  houseRules: TableOptionsJson;
}): Promise<ApiResponse<"POST /api/tables">> => {
  const houseRules = Object.keys(body.houseRules).length > 0 ? { houseRules: body.houseRules } : {};
  return api("/api/tables", createTableResponseSchema, {
    body: { name: body.name, system: body.system, modules: body.modules, ...houseRules },
  });
};

/** The invite link of a role: opens the app, joins the table with that token. */
export function inviteLink(origin: string, id: string, token: string, system: string): string {
  return `${origin}/#/join/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}&system=${encodeURIComponent(system)}`;
}

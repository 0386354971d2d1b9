import type { TableOptionsJson } from "@spieltisch/protocol";

/** A failed API call: HTTP status and the server's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

/** Calls the Spieltisch HTTP API (CONTRACT §3) with a bearer token. */
export async function api<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(path, {
    method: init.method ?? (init.body === undefined ? "GET" : "POST"),
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
}

/** `POST /api/tables` → the id and one invite token per role. */
export interface CreatedTable {
  readonly id: string;
  readonly gmToken: string;
  readonly playerToken: string;
  readonly viewerToken?: string;
}

/** Creates a shared table on the server. */
export const createRemoteTable = (body: {
  name: string;
  system: string;
  modules: readonly string[];
  houseRules: TableOptionsJson;
}) => {
  const houseRules = Object.keys(body.houseRules).length > 0 ? { houseRules: body.houseRules } : {};
  return api<CreatedTable>("/api/tables", {
    body: { name: body.name, system: body.system, modules: body.modules, ...houseRules },
  });
};

/** The invite link of a role: opens the app, joins the table with that token. */
export function inviteLink(origin: string, id: string, token: string, system: string): string {
  return `${origin}/#/join/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}&system=${encodeURIComponent(system)}`;
}

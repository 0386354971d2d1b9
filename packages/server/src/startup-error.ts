import { ConfigError } from "./config.js";

/**
 * Why the server could not start, as one line a person can act on — or `undefined` for an error
 * that is a bug. Start-up fails for reasons outside the code (port taken, no permission, database
 * unreachable, a bad DATABASE_URL); those must not look like crashes with a stack trace.
 *
 * @example
 * describeStartupError(Object.assign(new Error("listen"), { code: "EADDRINUSE", port: 3000 }));
 * // "Port 3000 ist belegt / port 3000 is already in use (EADDRINUSE)"
 */
export function describeStartupError(error: unknown): string | undefined {
  if (error instanceof ConfigError) return error.message;
  const e = error as { code?: string; port?: number; address?: string; message?: string };
  switch (e?.code) {
    case "EADDRINUSE":
      return `Port ${e.port} ist belegt / port ${e.port} is already in use (EADDRINUSE)`;
    case "EACCES":
      return `Keine Berechtigung für Port ${e.port} / no permission to listen on port ${e.port} (EACCES)`;
    case "EADDRNOTAVAIL":
      return `Adresse ${e.address} gibt es hier nicht / address ${e.address} is not available (EADDRNOTAVAIL)`;
    case "ECONNREFUSED":
    case "ENOTFOUND":
      return `Datenbank nicht erreichbar / database unreachable (${e.code}): ${e.message ?? ""}`.trim();
    case "SQLITE_CANTOPEN":
      return `SQLite-Datei kann nicht geöffnet werden / cannot open the SQLite file: ${e.message ?? ""}`.trim();
  }
  // Migrations wrap the driver's error; its code survives only in the message.
  const unreachable = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT)\b/.exec(e?.message ?? "");
  if (unreachable)
    return `Datenbank nicht erreichbar / database unreachable (${unreachable[1]}): ${e.message}`;
  if (typeof e?.message === "string" && e.message.startsWith("DATABASE_URL")) {
    return `Ungültige DATABASE_URL / invalid DATABASE_URL: ${e.message}`;
  }
  return undefined;
}

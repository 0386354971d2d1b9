import { networkInterfaces } from "node:os";
import type { ServerConfig } from "./config.js";

/** The IPv4 addresses of this machine on its networks (not loopback): where phones at the table reach it. */
export type LanAddresses = () => readonly string[];

/** This machine's IPv4 addresses on its networks, from the operating system. */
export const lanAddresses: LanAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .flatMap((net) => (net && net.family === "IPv4" && !net.internal ? [net.address] : []));

/** Hosts that mean "every interface": the phones on the same network can reach those. */
const ALL_INTERFACES = new Set(["0.0.0.0", "::", ""]);

/**
 * Where the data lives, for a person: a SQLite file by its path, a Postgres database by its host
 * and name — never its user or password.
 *
 * @example
 * dataPlace("postgres://u:secret@db:5432/spieltisch"); // "Postgres db:5432/spieltisch"
 */
export function dataPlace(databaseUrl: string): string {
  if (databaseUrl.startsWith("sqlite:")) {
    const path = databaseUrl.slice("sqlite:".length);
    return path === ":memory:" ? "SQLite im Speicher / in memory" : `SQLite ${path}`;
  }
  try {
    const url = new URL(databaseUrl);
    return `Postgres ${url.host}${url.pathname}`;
  } catch {
    return "Postgres";
  }
}

/**
 * The one plain line `npm start` prints before its JSON logs (issue #29): where the app is
 * starting (the address to open here and, listening on every interface, the one for phones on
 * the same network) and where its data lives — in German and English, as the server's other
 * lines for people.
 *
 * @example
 * startupBanner({ port: 3000, host: "0.0.0.0", databaseUrl: "sqlite:./data/spieltisch.db", logLevel: "info" }, () => ["192.168.1.5"]);
 * // "Spieltisch startet / starting: http://localhost:3000 · im Netz / on your network: http://192.168.1.5:3000 · Daten / data: SQLite ./data/spieltisch.db"
 */
export function startupBanner(config: ServerConfig, lan: LanAddresses = lanAddresses): string {
  const port = config.port === 0 ? "<Port>" : String(config.port);
  const everywhere = ALL_INTERFACES.has(config.host);
  const here = everywhere || config.host === "127.0.0.1" ? "localhost" : config.host;
  const parts = [`Spieltisch startet / starting: http://${here}:${port}`];
  const network = everywhere ? lan() : [];
  if (network.length > 0) {
    parts.push(`im Netz / on your network: ${network.map((a) => `http://${a}:${port}`).join(", ")}`);
  }
  parts.push(`Daten / data: ${dataPlace(config.databaseUrl)}`);
  return parts.join(" · ");
}

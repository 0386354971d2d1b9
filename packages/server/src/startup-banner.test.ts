import { describe, expect, it } from "vitest";
import { DEFAULTS } from "./config.js";
import { dataPlace, startupBanner } from "./startup-banner.js";

describe("startupBanner", () => {
  it("names where to open the app, here and for phones on the network, and where the data lives, in one line", () => {
    const line = startupBanner(DEFAULTS, () => ["192.168.1.5", "10.0.0.7"]);
    expect(line).toBe(
      "Spieltisch startet / starting: http://localhost:3000 · im Netz / on your network: http://192.168.1.5:3000, http://10.0.0.7:3000 · Daten / data: SQLite ./data/spieltisch.db",
    );
    expect(line.includes("\n")).toBe(false);
  });

  it("offers no network address when the server listens on this machine only, or none is there", () => {
    const local = { ...DEFAULTS, host: "127.0.0.1", port: 8080 };
    expect(startupBanner(local, () => ["192.168.1.5"])).toBe(
      "Spieltisch startet / starting: http://localhost:8080 · Daten / data: SQLite ./data/spieltisch.db",
    );
    expect(startupBanner(DEFAULTS, () => [])).not.toContain("im Netz");
  });

  it("names a Postgres database by host and name, never its user or password", () => {
    expect(dataPlace("postgres://spiel:geheim@db.example:5432/spieltisch")).toBe(
      "Postgres db.example:5432/spieltisch",
    );
    expect(
      startupBanner({ ...DEFAULTS, databaseUrl: "postgres://u:pw@127.0.0.1/t" }, () => []),
    ).not.toContain("pw");
    expect(dataPlace("sqlite::memory:")).toBe("SQLite im Speicher / in memory");
  });
});

import type { Lang } from "@spieltisch/protocol";

const DE = {
  serve: "den Spieltisch-Server starten (Web-App und API)",
  port: "Port (Standard 3000 bzw. PORT)",
  database: "Datenbank: sqlite:PFAD oder postgres://… (Standard sqlite:./data/spieltisch.db)",
  verify: "einen exportierten Tisch prüfen: jeden Wurf aus den offengelegten Seeds nachrechnen",
  exportFile: "Export-Datei (JSON von GET /api/tables/:id/export)",
};

const EN: typeof DE = {
  serve: "start the Spieltisch server (web app and API)",
  port: "port (default 3000 or PORT)",
  database: "database: sqlite:PATH or postgres://… (default sqlite:./data/spieltisch.db)",
  verify: "check an exported table: recompute every roll from the revealed seeds",
  exportFile: "export file (JSON from GET /api/tables/:id/export)",
};

/** Help texts of `serve` and `verify`. */
export const serverHelp = (lang: Lang): typeof DE => (lang === "de" ? DE : EN);

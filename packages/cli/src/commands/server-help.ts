import type { Lang } from "@spieltisch/protocol";

const DE = {
  serve: "den Spieltisch-Server starten (Web-App und API)",
  port: "Port (Standard 3000 bzw. PORT)",
  database: "Datenbank: sqlite:PFAD oder postgres://… (Standard sqlite:./data/spieltisch.db)",
  verify: "einen exportierten Tisch prüfen: jeden Wurf aus den offengelegten Seeds nachrechnen",
  exportFile: "Export-Datei (JSON von GET /api/tables/:id/export)",
  head: "ein früher notierter Kopf der Kette (Hash oder Fingerabdruck wie 3F9A·12C4·88B0·1D2E): der Export muss ihn enthalten",
};

const EN: typeof DE = {
  serve: "start the Spieltisch server (web app and API)",
  port: "port (default 3000 or PORT)",
  database: "database: sqlite:PATH or postgres://… (default sqlite:./data/spieltisch.db)",
  verify: "check an exported table: recompute every roll from the revealed seeds",
  exportFile: "export file (JSON from GET /api/tables/:id/export)",
  head: "a chain head noted earlier (hash or fingerprint such as 3F9A·12C4·88B0·1D2E): the export must contain it",
};

/** Help texts of `serve` and `verify`. */
export const serverHelp = (lang: Lang): typeof DE => (lang === "de" ? DE : EN);

import type { Lang } from "@spieltisch/protocol";

const DE = {
  remote: "an einem Tisch auf einem Server spielen",
  roll: "am Tisch würfeln: ein Würfelbefehl mit seinen Optionen, z. B. remote roll check --value 12 --target 15 (mit --dice 4 die Augen echter Würfel, wo der Tisch es erlaubt)",
  server: "Adresse des Servers, z. B. http://127.0.0.1:3000",
  table: "Tisch-ID",
  token: "dein Token am Tisch (besser: Umgebungsvariable SPIELTISCH_TOKEN, dann steht er nicht im Verlauf)",
  clientSeed: "dein Client-Seed (base64url, mindestens 128 Bit); ohne wird hier einer mit 256 Bit erzeugt",
  label: "Beschriftung des Wurfs im Protokoll",
  secret: "geheimer Wurf (nur die Spielleitung)",
  action: "Würfelbefehl: check, contest, melee, …",
  actionArgs: "die Optionen des Würfelbefehls, wie lokal",
};

const EN: typeof DE = {
  remote: "play at a table on a server",
  roll: "roll at the table: a dice command with its options, e.g. remote roll check --value 12 --target 15 (with --dice 4 the faces of real dice, where the table allows it)",
  server: "the server's address, e.g. http://127.0.0.1:3000",
  table: "table id",
  token:
    "your token at the table (better: the environment variable SPIELTISCH_TOKEN, so it stays out of the history)",
  clientSeed: "your client seed (base64url, at least 128 bits); without one a 256-bit seed is made here",
  label: "the roll's label in the log",
  secret: "secret roll (GM only)",
  action: "dice command: check, contest, melee, …",
  actionArgs: "the dice command's options, as locally",
};

/** Help texts of `remote` and `remote roll`. */
export const remoteHelp = (lang: Lang): typeof DE => (lang === "de" ? DE : EN);

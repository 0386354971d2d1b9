/** Messages of `spieltisch remote roll` (a roll at a server table from the command line). German first. */
const de = {
  "remote.head": "Wurf am Tisch {table} (Nr. {seq}, von {by})",
  "remote.head.unnamed": "Wurf am Tisch {table} (Nr. {seq})",
  "remote.client-seed": "Client-Seed: {clientSeed} ({source})",
  "remote.client-seed.generated": "hier erzeugt",
  "remote.client-seed.given": "mitgegeben",
  "remote.checked":
    "Hier nachgerechnet: das Ergebnis folgt nach den Regeln aus diesen Würfeln; der Wurf bindet deinen Client-Seed (Beweis {proof}).",
  "remote.committed":
    "Würfel aus Seed {seedId}, vor dem Wurf festgelegt (Commitment {commitment}); ganz prüfbar, sobald die Spielleitung ihn offenlegt: spieltisch verify EXPORT.",
  "remote.seed-changed":
    "Achtung: Seed {seedId} war vor dem Wurf nicht der festgelegte ({expected}); vielleicht wurde inzwischen rotiert. Prüfe den Tisch mit spieltisch verify.",
  "remote.no-token": "Es fehlt --token (oder die Umgebungsvariable SPIELTISCH_TOKEN)",
  "remote.bad-url": "--server {url} ist keine http- oder https-Adresse",
  "remote.unreachable": "Server {url} nicht erreichbar ({reason})",
  "remote.timeout": "Server {url} antwortet nicht (nach {seconds} s abgebrochen)",
  "remote.rejected": "Der Server lehnt ab: {status} {code} bei {path} – {reason}",
  "remote.rejected.no-path": "Der Server lehnt ab: {status} {code} – {reason}",
  "remote.failed": "Der Server meldet einen eigenen Fehler: {status} {code} – {reason}",
  "remote.bad-answer": "Der Server antwortet nicht wie ein Spieltisch-Server: {path}: {message}",
  "remote.mismatch": "Der Wurf des Servers stimmt nicht: {reason}",
  "remote.mismatch.client-seed": "er trägt den Client-Seed {got} statt {sent}",
  "remote.mismatch.unbound":
    "er ist nicht an den Client-Seed gebunden (keine Ableitung, die ihn bindet, kein Beweis)",
  "remote.mismatch.options": "gewürfelt mit den Optionen {got} statt {sent}",
  "remote.mismatch.field": "{field} ist {got}, aus seinen Würfeln folgt {expected}",
  "remote.not-a-roll": "{command} ist kein Wurf; remote roll nimmt einen Würfelbefehl wie check oder melee",
  "remote.local-only": "{option} gilt nur für lokale Würfe; am Tisch bestimmt der Tisch",
  "remote.system-differs": "Der Tisch spielt {table}, nicht {given}",
  "remote.entered":
    "Am Tisch gewürfelt: {faces}. Hier nachgerechnet: das Ergebnis folgt nach den Regeln aus diesen Augen (einen Seed gibt es dafür nicht).",
  "remote.mismatch.not-entered": "er ist nicht als am Tisch gewürfelt markiert",
  "remote.mismatch.faces": "er zeigt die Augen {got} statt der eingegebenen {sent}",
};

const en: Record<keyof typeof de, string> = {
  "remote.head": "Roll at table {table} (no. {seq}, by {by})",
  "remote.head.unnamed": "Roll at table {table} (no. {seq})",
  "remote.client-seed": "Client seed: {clientSeed} ({source})",
  "remote.client-seed.generated": "made here",
  "remote.client-seed.given": "given",
  "remote.checked":
    "Recomputed here: the result follows from these dice by the rules; the roll binds your client seed (proof {proof}).",
  "remote.committed":
    "Dice from seed {seedId}, committed before the roll (commitment {commitment}); fully checkable once the GM reveals it: spieltisch verify EXPORT.",
  "remote.seed-changed":
    "Warning: seed {seedId} was not the committed one before the roll ({expected}); maybe it was rotated meanwhile. Check the table with spieltisch verify.",
  "remote.no-token": "--token (or the environment variable SPIELTISCH_TOKEN) is missing",
  "remote.bad-url": "--server {url} is not an http or https address",
  "remote.unreachable": "server {url} cannot be reached ({reason})",
  "remote.timeout": "server {url} does not answer (gave up after {seconds} s)",
  "remote.rejected": "The server refuses: {status} {code} at {path} – {reason}",
  "remote.rejected.no-path": "The server refuses: {status} {code} – {reason}",
  "remote.failed": "The server reports a fault of its own: {status} {code} – {reason}",
  "remote.bad-answer": "The server does not answer like a Spieltisch server: {path}: {message}",
  "remote.mismatch": "The server's roll does not check out: {reason}",
  "remote.mismatch.client-seed": "it carries the client seed {got} instead of {sent}",
  "remote.mismatch.unbound": "it is not bound to the client seed (no derivation that binds it, no proof)",
  "remote.mismatch.options": "rolled with the options {got} instead of {sent}",
  "remote.mismatch.field": "{field} is {got}, its dice give {expected}",
  "remote.not-a-roll": "{command} is not a roll; remote roll takes a dice command such as check or melee",
  "remote.local-only": "{option} is for local rolls only; at a table the table decides",
  "remote.system-differs": "The table plays {table}, not {given}",
  "remote.entered":
    "Rolled at the table: {faces}. Recomputed here: the result follows from these faces by the rules (there is no seed for it).",
  "remote.mismatch.not-entered": "it is not marked as rolled at the table",
  "remote.mismatch.faces": "it shows the faces {got} instead of the entered {sent}",
};

/** The messages of `remote roll` in both languages. */
export const remoteMessages = { de, en };

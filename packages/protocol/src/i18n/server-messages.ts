/** Messages of the server commands (`serve`, `verify`). German first. */
const de = {
  "verify.ok": "Alle {verified} Würfe stimmen mit den offengelegten Seeds überein.",
  "verify.unrevealed":
    "{unrevealed} Würfe sind noch nicht prüfbar: ihr Seed ist nicht offengelegt (Seed rotieren, neu exportieren).",
  "verify.mismatch": "Abweichung bei Ereignis {seq}: {reason}",
  "verify.server-only":
    "{serverOnly} Würfe ohne Client-Seed: ihre Würfel hat allein der Server bestimmt (geprüft, aber nicht gegen ihn abgesichert).",
  "verify.entered":
    "{entered} Würfe wurden am Tisch gewürfelt und eingegeben: ihre Ergebnisse und Buchungen passen zu den eingegebenen Augen (einen Seed gibt es für sie nicht).",
  "error.bad-export": "{file} ist kein Spieltisch-Export: {path}: {message}",
  "serve.listening": "Spieltisch läuft auf {url}",
};

const en: Record<keyof typeof de, string> = {
  "verify.ok": "All {verified} rolls match the revealed seeds.",
  "verify.unrevealed":
    "{unrevealed} rolls cannot be checked yet: their seed is not revealed (rotate the seed, export again).",
  "verify.mismatch": "Mismatch at event {seq}: {reason}",
  "verify.server-only":
    "{serverOnly} rolls without a client seed: the server alone decided their dice (checked, but not protected against it).",
  "verify.entered":
    "{entered} rolls were rolled at the table and entered: their results and bookings match the entered faces (they have no seed).",
  "error.bad-export": "{file} is not a Spieltisch export: {path}: {message}",
  "serve.listening": "Spieltisch is running at {url}",
};

/** The server commands' messages in both languages. */
export const serverMessages = { de, en };

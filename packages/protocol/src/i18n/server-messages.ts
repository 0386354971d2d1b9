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
  "verify.chain-broken":
    "Die Kette des {stream} reißt: „prev“ ist nicht der Hash des Ereignisses davor — ein Ereignis wurde entfernt, eingefügt, vertauscht, verändert oder umnummeriert.",
  "verify.chain-cut":
    "Die Kette des {stream} endet hier: das Ereignis trägt kein „prev“, obwohl die Kette vorher begonnen hat.",
  "verify.stream.gm": "ganzen Protokolls (Spielleitung)",
  "verify.stream.table": "Tischprotokolls",
  "verify.head": "Kopf der Kette: {fingerprint} (nach Ereignis {seq}).",
  "verify.table-head": "Kopf des Tischprotokolls, wie ihn alle am Tisch sehen: {fingerprint}.",
  "verify.head-found":
    "Der Kopf {fingerprint} ist Ereignis {seq} dieses Exports: bis dort ist das Protokoll unverändert.",
  "verify.head-missing":
    "Der Kopf {fingerprint} kommt in diesem Export nicht vor: das Protokoll wurde umgeschrieben, seit jemand ihn notiert hat, oder der Export ist von einem anderen Tisch.",
  "error.bad-head":
    "--head erwartet den Hash eines Ereignisses (64 Hexziffern) oder seinen Fingerabdruck aus mindestens 16 Hexziffern wie 3F9A·12C4·88B0·1D2E, nicht „{head}“",
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
  "verify.chain-broken":
    "The chain of {stream} breaks: “prev” is not the hash of the event before it — an event was removed, inserted, swapped, changed or renumbered.",
  "verify.chain-cut":
    "The chain of {stream} ends here: the event carries no “prev” although the chain began before it.",
  "verify.stream.gm": "the whole log (GM)",
  "verify.stream.table": "the table's log",
  "verify.head": "Chain head: {fingerprint} (after event {seq}).",
  "verify.table-head": "Head of the table's log, as everyone at the table sees it: {fingerprint}.",
  "verify.head-found":
    "The head {fingerprint} is event {seq} of this export: the log is unchanged up to there.",
  "verify.head-missing":
    "The head {fingerprint} is not in this export: the log was rewritten since someone noted it, or the export is of another table.",
  "error.bad-head":
    "--head takes an event's hash (64 hex digits) or its fingerprint of at least 16 hex digits such as 3F9A·12C4·88B0·1D2E, not “{head}”",
  "error.bad-export": "{file} is not a Spieltisch export: {path}: {message}",
  "serve.listening": "Spieltisch is running at {url}",
};

/** The server commands' messages in both languages. */
export const serverMessages = { de, en };

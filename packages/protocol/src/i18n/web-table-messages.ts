/**
 * Messages of the web app around playing at a shared table: failed requests in words, roll
 * requests to one person, invite links, the start page's list of this browser's tables. German
 * first; the type checker makes sure English has every key.
 */
const de = {
  // A failed request, by the server's error code (`web.failure.<code>`), else the fallbacks.
  "web.failure.network":
    "Keine Verbindung zum Server. Es wurde nichts gespeichert – bitte gleich noch einmal.",
  "web.failure.badAnswer": "Das hat nicht geklappt. Bitte die Seite neu laden und noch einmal versuchen.",
  "web.failure.other": "Das hat nicht geklappt (Fehler {status}: {code}).",
  "web.failure.field": "Die Angabe „{field}“ fehlt oder passt nicht.",
  "web.failure.invalid-body": "Eine Angabe fehlt oder passt nicht.",
  "web.failure.viewer-read-only": "Als Zuschauer:in kannst du nur zusehen.",
  "web.failure.gm-only": "Das darf nur die Spielleitung.",
  "web.failure.secret-gm-only": "Geheim würfeln darf nur die Spielleitung.",
  "web.failure.unauthorized":
    "Dein Zugang zu diesem Tisch gilt nicht mehr. Bitte die Spielleitung um einen neuen Einladungslink.",
  "web.failure.table-not-found": "Diesen Tisch gibt es auf dem Server nicht (mehr).",
  "web.failure.request-done": "Diese Anfrage ist schon gewürfelt.",
  "web.failure.request-not-found": "Diese Anfrage gibt es nicht (mehr).",
  "web.failure.request-not-yours": "Diese Anfrage gilt jemand anderem.",
  "web.failure.unknown-member": "Diese Person sitzt nicht (mehr) an diesem Tisch.",
  "web.failure.typed-values-gm-only":
    "Trifft der Wurf einen fremden Charakter, kommen die Werte vom Bogen. Von Hand geänderte Werte bucht nur die Spielleitung – oder würfle ohne „Ergebnis anwenden“.",
  "web.failure.no-combat": "Gerade läuft kein Kampf.",
  "web.failure.seed-changed":
    "Der Würfel-Seed des Tisches ist nicht mehr der, den dein Gerät zuletzt im Protokoll gesehen hat – der Wurf wurde nicht gemacht. Lade den Tisch neu; wurde nicht rotiert, sag es der Runde.",
  "web.failure.table-dice-off":
    "An diesem Tisch würfelst du nicht mit eigenen Würfeln (Tischeinstellung „Echte Würfel am Tisch“).",
  "web.failure.table-dice-client-seed": "Mit echten Würfeln gibt es keinen eigenen Würfel-Anteil.",
  "web.failure.impossible-face": "Diese Augenzahl zeigt der Würfel nicht.",
  "web.failure.too-few-dice": "Dieser Wurf braucht noch mehr Würfel.",
  "web.failure.too-many-dice": "Das sind mehr Würfel, als dieser Wurf braucht.",
  "web.failure.version-conflict": "Jemand hat das inzwischen geändert. Bitte neu laden.",
  "web.failure.body-too-large": "Das ist zu lang für den Server.",
  "web.failure.table-rate-limited":
    "An diesem Tisch wurde gerade sehr viel auf einmal geschrieben. Bitte warte ein paar Sekunden und versuch es dann noch mal.",
  "web.failure.rate-limited": "Zu viele Versuche von hier aus. Bitte warte ein paar Minuten.",
  // What a viewer may not do, said where the button is.
  "web.viewer.cannotRoll": "Als Zuschauer:in siehst du zu – würfeln können Spielleitung und Spieler:innen.",
  "web.viewer.watching": "Du siehst zu: Notizen schreiben Spielleitung und Spieler:innen.",
  "web.viewer.combat": "Den Kampf führt die Spielleitung.",
  // Combat: the values of a one-tap Ein-Wurf.
  "web.combat.oneRollValues": "Werte für den Ein-Wurf",
  "web.combat.oneRollDone": "Ein-Wurf: {summary}",
  // Roll requests
  "web.request.to": "An wen?",
  "web.request.everyone": "Alle am Tisch",
  "web.request.sent": "Anfrage verschickt: {label}",
  "web.request.forYou": "für dich",
  "web.request.waiting": "Die Spielleitung bittet um einen Wurf: {label} ({count} offen) – jetzt würfeln",
  "web.request.membersUnavailable": "Die Liste der Leute am Tisch kam nicht an; die Anfrage geht an alle.",
  // Copy buttons
  "web.copy.done": "Kopiert",
  "web.copy.failed": "Kopieren ging nicht – bitte den Link im Feld markieren und selbst kopieren.",
  "web.copy.label": "{role}-Link kopieren",
  // Roll results without a MW (Faar: under the value)
  "web.roll.underValue": "{margin} unter dem Wert {effective}",
  "web.roll.overValue": "{margin} über dem Wert {effective}",
  // Invite links opened again
  "web.join.already": "Du sitzt schon an diesem Tisch ({role}).",
  "web.join.open": "Tisch öffnen",
  "web.join.asSomeoneElse": "Oder als weitere Person beitreten:",
  // My tables
  "web.tables.title": "Meine Tische",
  "web.tables.empty": "Noch kein Tisch in diesem Browser.",
  "web.tables.open": "Öffnen",
  "web.tables.openNamed": "{name} öffnen",
  "web.tables.leave": "Vergessen",
  "web.tables.leaveNamed": "{name} in diesem Browser vergessen",
  "web.tables.lastActivity": "zuletzt {when}",
  "web.tables.local": "nur in diesem Browser",
  "web.tables.invites": "Einladungslinks",
  "web.tables.forgotten": "„{name}“ ist in diesem Browser vergessen.",
  "web.tables.undo": "Rückgängig",
};

const en: Record<keyof typeof de, string> = {
  "web.failure.network": "No connection to the server. Nothing was saved – please try again in a moment.",
  "web.failure.badAnswer": "That did not work. Please reload the page and try again.",
  "web.failure.other": "That did not work (error {status}: {code}).",
  "web.failure.field": "The entry “{field}” is missing or does not fit.",
  "web.failure.invalid-body": "An entry is missing or does not fit.",
  "web.failure.viewer-read-only": "As a viewer you can only watch.",
  "web.failure.gm-only": "Only the GM may do this.",
  "web.failure.secret-gm-only": "Only the GM may roll in secret.",
  "web.failure.unauthorized":
    "Your access to this table is no longer valid. Ask the GM for a new invite link.",
  "web.failure.table-not-found": "This table does not exist on the server (any more).",
  "web.failure.request-done": "This request has already been rolled.",
  "web.failure.request-not-found": "This request does not exist (any more).",
  "web.failure.request-not-yours": "This request is for someone else.",
  "web.failure.unknown-member": "This person is not (any longer) at this table.",
  "web.failure.typed-values-gm-only":
    "When the roll hits a character that is not yours, its values come from the sheets. Values changed by hand are booked by the GM only – or roll without “Apply result”.",
  "web.failure.no-combat": "There is no fight going on.",
  "web.failure.seed-changed":
    "The table's dice seed is no longer the one your device last saw in the log – nothing was rolled. Reload the table; if nobody rotated it, tell the group.",
  "web.failure.table-dice-off":
    "At this table you do not roll your own dice (table option “Real dice at the table”).",
  "web.failure.table-dice-client-seed": "Real dice take no share of your own.",
  "web.failure.impossible-face": "That die cannot show this face.",
  "web.failure.too-few-dice": "This roll needs more dice.",
  "web.failure.too-many-dice": "That is more dice than this roll needs.",
  "web.failure.version-conflict": "Someone changed this in the meantime. Please reload.",
  "web.failure.body-too-large": "That is too long for the server.",
  "web.failure.table-rate-limited":
    "A great deal was written at this table at once just now. Please wait a few seconds and try again.",
  "web.failure.rate-limited": "Too many attempts from here. Please wait a few minutes.",
  "web.viewer.cannotRoll": "As a viewer you watch – the GM and the players roll.",
  "web.viewer.watching": "You are watching: the GM and the players write notes.",
  "web.viewer.combat": "The GM runs the fight.",
  "web.combat.oneRollValues": "Values for the one-roll exchange",
  "web.combat.oneRollDone": "One-roll exchange: {summary}",
  "web.request.to": "To whom?",
  "web.request.everyone": "Everyone at the table",
  "web.request.sent": "Request sent: {label}",
  "web.request.forYou": "for you",
  "web.request.waiting": "The GM asks for a roll: {label} ({count} open) – roll now",
  "web.request.membersUnavailable":
    "The list of people at the table did not arrive; the request goes to everyone.",
  "web.copy.done": "Copied",
  "web.copy.failed": "Copying did not work – please select the link in the field and copy it yourself.",
  "web.copy.label": "Copy the {role} link",
  "web.roll.underValue": "{margin} under the value {effective}",
  "web.roll.overValue": "{margin} over the value {effective}",
  "web.join.already": "You are already at this table ({role}).",
  "web.join.open": "Open the table",
  "web.join.asSomeoneElse": "Or join as another person:",
  "web.tables.title": "My tables",
  "web.tables.empty": "No table in this browser yet.",
  "web.tables.open": "Open",
  "web.tables.openNamed": "Open {name}",
  "web.tables.leave": "Forget",
  "web.tables.leaveNamed": "Forget {name} in this browser",
  "web.tables.lastActivity": "last {when}",
  "web.tables.local": "this browser only",
  "web.tables.invites": "Invite links",
  "web.tables.forgotten": "“{name}” is forgotten in this browser.",
  "web.tables.undo": "Undo",
};

/** The shared table's web messages in both languages. */
export const webTableMessages = { de, en };

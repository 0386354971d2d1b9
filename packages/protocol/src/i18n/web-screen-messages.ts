/**
 * The web app's words for the table screen (`#/screen/<id>`): a TV, tablet or laptop everyone at
 * the real table looks at — the last roll with its chance, the fight, open rolls, the last lines
 * of the log — and the part of the table settings that hands it out as a QR code. German first;
 * the type checker makes sure English has every key.
 */
const de = {
  "web.screen.title": "Tischbildschirm",
  "web.screen.memberName": "Tischbildschirm",
  "web.screen.lastRoll": "Letzter Wurf",
  "web.screen.noRoll": "Noch kein Wurf an diesem Tisch.",
  "web.screen.by": "gewürfelt von {name}",
  "web.screen.entered": "am Tisch gewürfelt",
  "web.screen.chance": "Vor dem Wurf – {label}:",
  "web.screen.dice": "Würfel",
  "web.screen.diceOf": "Würfel von {name}",
  "web.screen.fight": "Kampf",
  "web.screen.hiddenCondition": "Zustand verborgen",
  "web.screen.requests": "Offene Würfe",
  "web.screen.requestChance": "{label}: {p}",
  "web.screen.log": "Zuletzt am Tisch",
  "web.screen.logEmpty": "Noch nichts im Protokoll.",
  "web.screen.joining": "Der Bildschirm tritt dem Tisch bei …",
  "web.screen.needLink":
    "Dieser Bildschirm braucht seinen Link: Die Spielleitung öffnet den Tisch, dort „Tisch“, und zeigt den QR-Code unter „Tischbildschirm“.",
  "web.screen.notViewer":
    "Dieser Link lädt nicht als Zuschauer:in ein. Der Tischbildschirm zeigt nur, was Zuschauer sehen – nimm den Link unter „Tischbildschirm“ in den Einstellungen des Tisches.",
  "web.screen.badLink":
    "Dieser Link gilt nicht (mehr). Die Spielleitung kann unter „Tisch“ eine neue Einladung für den Bildschirm erstellen.",
  "web.screen.revoked":
    "Die Spielleitung hat diesem Bildschirm den Zugang entzogen. Er zeigt nichts Neues mehr.",
  "web.screen.settings.title": "Tischbildschirm",
  "web.screen.settings.hint":
    "Für einen Fernseher, ein Tablet oder einen Laptop, auf den alle am Tisch schauen: der letzte Wurf groß mit seiner Chance, der Kampf, offene Würfe und das Protokoll. Scanne den Code mit dem Gerät oder öffne den Link dort. Der Bildschirm tritt als Zuschauer:in bei: Er würfelt nicht und sieht nichts Geheimes.",
  "web.screen.settings.link": "Link für den Tischbildschirm",
  "web.screen.settings.qr": "QR-Code für den Tischbildschirm",
  "web.screen.settings.copy": "Link des Tischbildschirms kopieren",
  "web.screen.settings.open": "In diesem Browser öffnen",
  "web.screen.settings.none":
    "Der Bildschirm braucht eine Einladung als Zuschauer:in; dieser Browser kennt keine.",
  "web.screen.settings.create": "Einladung für den Bildschirm erstellen",
  "web.screen.settings.inviteName": "Tischbildschirm",
};

const en: Record<keyof typeof de, string> = {
  "web.screen.title": "Table screen",
  "web.screen.memberName": "Table screen",
  "web.screen.lastRoll": "Last roll",
  "web.screen.noRoll": "No roll at this table yet.",
  "web.screen.by": "rolled by {name}",
  "web.screen.entered": "rolled at the table",
  "web.screen.chance": "Before the roll – {label}:",
  "web.screen.dice": "Dice",
  "web.screen.diceOf": "{name}'s dice",
  "web.screen.fight": "Fight",
  "web.screen.hiddenCondition": "condition hidden",
  "web.screen.requests": "Open rolls",
  "web.screen.requestChance": "{label}: {p}",
  "web.screen.log": "Lately at the table",
  "web.screen.logEmpty": "Nothing in the log yet.",
  "web.screen.joining": "The screen is joining the table …",
  "web.screen.needLink":
    "This screen needs its link: the GM opens the table, there “Table”, and shows the QR code under “Table screen”.",
  "web.screen.notViewer":
    "This link does not invite a viewer. The table screen only shows what viewers see – use the link under “Table screen” in the table's settings.",
  "web.screen.badLink":
    "This link is not valid (any more). The GM can create a new invite for the screen under “Table”.",
  "web.screen.revoked": "The GM revoked this screen's access. It shows nothing new any more.",
  "web.screen.settings.title": "Table screen",
  "web.screen.settings.hint":
    "For a TV, tablet or laptop everyone at the table looks at: the last roll, large, with its chance, the fight, open rolls and the log. Scan the code with that device or open the link there. The screen joins as a viewer: it does not roll and sees nothing secret.",
  "web.screen.settings.link": "Link for the table screen",
  "web.screen.settings.qr": "QR code for the table screen",
  "web.screen.settings.copy": "Copy the table screen's link",
  "web.screen.settings.open": "Open in this browser",
  "web.screen.settings.none": "The screen needs a viewer invite; this browser knows none.",
  "web.screen.settings.create": "Create an invite for the screen",
  "web.screen.settings.inviteName": "Table screen",
};

/** The web app's table screen messages in both languages. */
export const webScreenMessages = { de, en };

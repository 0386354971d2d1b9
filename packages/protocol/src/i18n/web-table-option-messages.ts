/**
 * The table options as the web app offers them at table creation and in the table's settings
 * (`tables/table-option-offers.ts`): per option its label (`web.tableOption.<id>`), a hint in the
 * rule text's words with the line (`….hint`; „Z.“ is the line of the system's text file), and the
 * words of a choice's values (`….value.<value>`). German first; the type checker makes sure
 * English has every key. The start page carries these (`START_PAGE_PREFIXES`), so they stay short.
 */
const de = {
  "web.tableOption.group.optional": "Optionale Regeln",
  "web.tableOption.group.house": "Hausregeln",
  "web.tableOption.group.play": "Am Tisch",
  "web.tableOption.on": "an",
  "web.tableOption.off": "aus",
  "web.tableOption.sharedOnly": "Nur an einem gemeinsamen Tisch.",
  "web.tableOption.folded": "{changed} von {count} geändert",
  "web.tableOption.numberRange": "Eine ganze Zahl von {min} bis {max}.",
  "web.tableOption.stepsFormat": "Zwei Zahlen wie „12/15“, die erste nicht größer als die zweite.",
  // EWS
  "web.tableOption.attributeMalus": "Minus-Eigenschaften geben Mali auf Fertigkeiten",
  "web.tableOption.attributeMalus.hint":
    "Z. 293: „Werte unter 12 geben nur dann Mali, wenn die Spielerin das ausdrücklich wünscht.“ An: für jeden Charakter am Tisch.",
  "web.tableOption.houseRule.ews.over-budget": "Mehr Δ als das Budget erlauben (Warnung statt Fehler)",
  "web.tableOption.houseRule.ews.over-budget.hint":
    "Z. 165: Das Machtniveau legt fest, „wieviele Punkte (Δ) ihr für die Erschaffung zur Verfügung habt“.",
  "web.tableOption.houseRule.ews.skill-minus": "Fertigkeiten mit Minus erlauben (Warnung statt Fehler)",
  "web.tableOption.houseRule.ews.skill-minus.hint":
    "Z. 267: „Es gibt keine Fertigkeiten mit ‚-‘. Ein Charakter hat sie oder er hat sie nicht.“",
  "web.tableOption.houseRule.ews.profession-minus": "Berufe mit Minus erlauben (Warnung statt Fehler)",
  "web.tableOption.houseRule.ews.profession-minus.hint":
    "Z. 266–267: Berufe sind drei Punkte unter den Fertigkeiten – und wie sie nur mit Plus zu haben.",
  "web.tableOption.houseRule.ews.too-many-attributes":
    "Mehr als zwei Eigenschaften je Fertigkeit (Warnung statt Fehler)",
  "web.tableOption.houseRule.ews.too-many-attributes.hint":
    "Z. 293: „Jeder Fertigkeit sind zwei passende Eigenschaften zugeordnet“.",
  "web.tableOption.houseRule.ews.unknown-attribute":
    "Eigenschaften nennen, die der Charakter nicht hat (Warnung statt Fehler)",
  "web.tableOption.houseRule.ews.unknown-attribute.hint":
    "Z. 293: Fehlt eine passende Eigenschaft, „wird für die fehlende(n) der Durchschnittswert angenommen, der keine Boni gibt“.",
  "web.tableOption.houseRule.ews.repeated-attribute":
    "Eine Eigenschaft doppelt nennen (Warnung statt Fehler)",
  "web.tableOption.houseRule.ews.repeated-attribute.hint":
    "Z. 293: zwei passende Eigenschaften je Fertigkeit – hier zählte eine zweimal.",
  "web.tableOption.houseRule.ews.duplicate-name": "Namen mehrfach vergeben (Warnung statt Fehler)",
  "web.tableOption.houseRule.ews.duplicate-name.hint":
    "Jeder Wert auf dem Bogen hat sonst seinen eigenen Namen, damit Proben und Striche eindeutig sind.",
  "web.tableOption.houseRule.ews.striche-unknown-value":
    "Striche auf Werte, die der Charakter nicht hat (Warnung statt Fehler)",
  "web.tableOption.houseRule.ews.striche-unknown-value.hint":
    "Modul SteM: Striche steigern einen Wert des Charakters (Z. 476–486).",
  "web.tableOption.houseRule.ews.unknown-wound-attribute":
    "Wundschwelle aus einer fehlenden Eigenschaft (Warnung statt Fehler)",
  "web.tableOption.houseRule.ews.unknown-wound-attribute.hint":
    "Z. 562: „Die Wundschwelle liegt bei einem Drittel der schon für die Trefferpunkte gewählten Eigenschaft.“",
  "web.tableOption.armorStacking": "Mehrere getragene Rüstungen zählen zusammen",
  "web.tableOption.armorStacking.hint":
    "Z. 619: Schaden „abzüglich des Schutzes ihrer Rüstung“ – einer Rüstung. Aus: die stärkste getragene zählt. An: der Schutz aller getragenen Teile wird addiert.",
  "web.tableOption.healingInflammation": "Entzündung bei der Heilungsprobe",
  "web.tableOption.healingInflammation.hint":
    "Z. 350: „Verfehlt die Spielerin den Mindestwurf bei der Heilungsprobe um mehr als 6 Punkte, dann entzünden sich die bisherigen Wunden“ – das Beispiel in Z. 349 rechnet bei Ruhe und auf Reisen ohne; so entzünden sie sich nur bei „Stress und Dreck“ und im „Albtraum aller Ärzte“.",
  "web.tableOption.healingInflammation.value.always": "In jeder Lage (wie im Text)",
  "web.tableOption.healingInflammation.value.stress-only": "Nur bei Stress, Dreck, Krieg",
  "web.tableOption.healingMaxWounds": "Wunden, ab denen der Heilungsausblick „sterbend“ zählt",
  "web.tableOption.healingMaxWounds.hint":
    "Der Text nennt keine Grenze (Z. 330–358); der Ausblick über die Heilwochen braucht eine. Üblich: 10.",
  "web.tableOption.fokaWoundRecoveryTp": "TP, bis eine Wunde nicht mehr behindert",
  "web.tableOption.fokaWoundRecoveryTp.hint":
    "Aus den Heilungszeiten (Z. 605–611) abgeleitet: Eine Wunde behindert nicht mehr, sobald mit ihr so viele TP nachgewachsen sind. Üblich: 4.",
  "web.tableOption.fokaCriticalRecoveryTp": "TP, bis eine kritische Wunde nicht mehr behindert",
  "web.tableOption.fokaCriticalRecoveryTp.hint":
    "Aus den Heilungszeiten (Z. 609–611) abgeleitet: „etwa 6 Wochen, bis die Wunde soweit geheilt ist, dass sie ihn nicht mehr aktiv behindert“. Üblich: 12.",
  // EWS-Urfassung
  "web.tableOption.urfassungInjuryTable": "Verletzungsregeln",
  "web.tableOption.urfassungInjuryTable.hint":
    "Z. 62: „Erweiterte Verletzungsregeln (optional)“ – schon unter 2/3 und 1/3 der TP eine Probe und −1 bzw. −2 auf alle Proben. Basiskampf (Z. 50–61): erst ab 0 TP.",
  "web.tableOption.urfassungInjuryTable.value.extended": "Erweitert (ab 2/3 der TP)",
  "web.tableOption.urfassungInjuryTable.value.basic": "Basiskampf (ab 0 TP)",
  "web.tableOption.urfassungExhaustion": "Erschöpfung im Kampf",
  "web.tableOption.urfassungExhaustion.hint":
    "Z. 116–117: „Erschöpfung im Kampf (optional)“ – alle KO Handlungen eine schwere KO-Probe, „ansonsten werden alle Proben um 1 erschwert und die KO um 1 gesenkt“.",
  "web.tableOption.urfassungUnarmed": "Waffenloser Kampf: echter Schaden",
  "web.tableOption.urfassungUnarmed.hint":
    "Z. 119–121: „Waffenloser Kampf (optional)“ – nur Erschöpfungsschaden; was über die KO geht, zählt zu 1/3 als echter Schaden. „Alternativ (und gefährlicher)“: je überschrittene Wundschwelle ein Punkt.",
  "web.tableOption.urfassungUnarmed.value.over-constitution": "Ein Drittel über der KO",
  "web.tableOption.urfassungUnarmed.value.wound-thresholds": "Je Wundschwelle ein Punkt",
  "web.tableOption.urfassungIgnoreSkillCap": "Fertigkeiten über +12 erlauben",
  "web.tableOption.urfassungIgnoreSkillCap.hint":
    "Z. 30: „Die maximale vertretbare Fertigkeitsstufe ist +12. Es steht Spielleitern frei, diese Begrenzung zu ignorieren“. An: darüber nur eine Warnung.",
  "web.tableOption.urfassungAttributeSteps": "Attributskosten: bis wohin 6, bis wohin 9 GeP",
  "web.tableOption.urfassungAttributeSteps.hint":
    "Z. 27: „Attribute kosten je nach Höhe pro Punkt Steigerung 6, 9 oder 12 Punkte.“ Als „a/b“: 6 GeP bis a, 9 bis b, darüber 12. Üblich: 12/15.",
  "web.tableOption.urfassungSevereWoundMalus": "Schwere Wunde: −6, bis …",
  "web.tableOption.urfassungSevereWoundMalus.hint":
    "Z. 80–81: Eine schwere Wunde „erschwert alle seine Handlungen um 6 Punkte“ – wie lange, sagt der Text nicht; eine Wunde gilt, „bis die Wunde versorgt wird“ (Z. 77), gut verbunden ist sie mit Heilkunde 15 (Z. 83).",
  "web.tableOption.urfassungSevereWoundMalus.value.until-healed": "… sie geheilt ist",
  "web.tableOption.urfassungSevereWoundMalus.value.until-bandaged": "… sie gut verbunden ist",
  "web.tableOption.urfassungConditionCheckMali": "Abzüge auf Proben, die der Zustand fordert",
  "web.tableOption.urfassungConditionCheckMali.hint":
    "„−1 auf alle Proben“ (Z. 63, 70–74) und „alle Proben um 1 erschwert“ (Z. 117) gelten auch für Schwellen-, Blutungs-, Erschöpfungs- und Heilungsproben; Wunden erschweren nur „Handlungen“ (Z. 77).",
  "web.tableOption.urfassungConditionCheckMali.value.threshold-exhaustion": "TP- und Erschöpfungsabzüge",
  "web.tableOption.urfassungConditionCheckMali.value.none": "Keine (frühere Lesart)",
  "web.tableOption.urfassung.armorStacking": "Mehrere getragene Rüstungen zählen zusammen",
  "web.tableOption.urfassung.armorStacking.hint":
    "Z. 52: Schaden „abzüglich seines Rüstungsschutzes“ – einer Rüstung. Aus: die stärkste getragene zählt. An: der Schutz aller getragenen Teile wird addiert.",
  // Kampfwürfel
  "web.tableOption.kampfwuerfelHeavyHits": "Besonders schwere Treffer",
  "web.tableOption.kampfwuerfelHeavyHits.hint":
    "Z. 51–55: „OPTIONAL: Auswirkungen von besonders schweren Treffern“ – übersteigen die SP eines Treffers die Schwelle (K + G) × (Faktor + Mod.), „so wird der Getroffene sofort bewusstlos“.",
  "web.tableOption.kampfwuerfelArmorRounding": "Gesamtschutz runden",
  "web.tableOption.kampfwuerfelArmorRounding.hint":
    "Z. 8: „Gesamtschutz = (Summe aller Rüstungswerte) : 3“ – wie gerundet wird, sagt der Text nicht.",
  "web.tableOption.kampfwuerfelArmorRounding.value.down": "Abrunden",
  "web.tableOption.kampfwuerfelArmorRounding.value.nearest": "Auf die nächste ganze Zahl",
  "web.tableOption.kampfwuerfelArmorRounding.value.up": "Aufrunden",
  "web.tableOption.kampfwuerfelKraftCheck": "Kraft-Probe bei niedrigen LP",
  "web.tableOption.kampfwuerfelKraftCheck.hint":
    "Z. 37: „Erreichen die LP einen Wert, der kleiner ist als die tägliche LP-Regeneration (RLP), so muss eine Kraft-Probe auf vier Erfolge abgelegt werden“.",
  "web.tableOption.kampfwuerfelKraftCheck.value.every-hit": "Bei jedem Treffer darunter",
  "web.tableOption.kampfwuerfelKraftCheck.value.once": "Nur beim Absinken darunter",
  // Faar
  "web.tableOption.faarDefenseDivisor": "Verteidigungswert: KO + GE + IT geteilt durch",
  "web.tableOption.faarDefenseDivisor.hint":
    "Das Kampfkapitel teilt durch 3 (Z. 93), das Charakterkapitel durch 2 (Z. 29); aufgerundet.",
  "web.tableOption.faarDefenseDivisor.value.3": "3 (Kampfkapitel)",
  "web.tableOption.faarDefenseDivisor.value.2": "2 (Charakterkapitel)",
  "web.tableOption.faarAttributePoints": "Punkte für Attribute bei der Erschaffung",
  "web.tableOption.faarAttributePoints.hint": "Z. 16: „Es stehen 45 Punkte zur Verfügung“.",
  "web.tableOption.faarAttributeMax": "Höchster Attributswert bei der Erschaffung",
  "web.tableOption.faarAttributeMax.hint": "Z. 16: „Kein Attribut darf zu Beginn höher als 12 sein.“",
  "web.tableOption.faarInjuryRestDays": "Ruhetage je LP mit schwerer Verletzung",
  "web.tableOption.faarInjuryRestDays.hint":
    "Z. 135–136: einen Trefferpunkt pro Tag, aber „Schwere Verletzungen erfordern längere Ruhezeiten“ – wie viel länger, legt der Tisch fest; 1 heißt: nicht langsamer.",
  // Every system
  "web.tableOption.combatAutoAdvance": "Nach dem Wurf ist der Nächste dran",
  "web.tableOption.combatAutoAdvance.hint":
    "Hat der Kämpfer am Zug gewürfelt und das Ergebnis angewendet, gibt der Tisch den Zug selbst weiter – auch wenn das Handy der Spielleitung schläft. Aus: „Nächster Zug“ tippt die Spielleitung.",
  "web.tableOption.playersEditOwnCondition": "Spieler:innen ändern den Zustand ihres Charakters selbst",
  "web.tableOption.playersEditOwnCondition.hint":
    "Schaden, Heilung und Proben von Hand – sonst nur die Spielleitung.",
  "web.tableOption.playersTypeValues": "Spieler:innen buchen auch mit Werten von Hand",
  "web.tableOption.playersTypeValues.hint":
    "Trifft ein Wurf mit „Ergebnis anwenden“ einen fremden Charakter (NSC oder den einer anderen Person), kommen die Werte sonst vom Bogen – von Hand geänderte Werte bucht dann nur die Spielleitung.",
  "web.tableOption.tableDice": "Echte Würfel am Tisch",
  "web.tableOption.tableDice.hint":
    "Wer mit eigenen Würfeln würfelt, tippt die Augen ein; Wahrscheinlichkeit, Ergebnis und Buchung sind dieselben, und der Wurf steht als „am Tisch gewürfelt“ im Protokoll.",
  "web.tableOption.tableDice.value.off": "Aus",
  "web.tableOption.tableDice.value.players": "Spieler:innen",
  "web.tableOption.tableDice.value.everyone": "Alle, auch die Spielleitung",
};

const en: Record<keyof typeof de, string> = {
  "web.tableOption.group.optional": "Optional rules",
  "web.tableOption.group.house": "House rules",
  "web.tableOption.group.play": "At the table",
  "web.tableOption.on": "on",
  "web.tableOption.off": "off",
  "web.tableOption.sharedOnly": "At a shared table only.",
  "web.tableOption.folded": "{changed} of {count} changed",
  "web.tableOption.numberRange": "A whole number from {min} to {max}.",
  "web.tableOption.stepsFormat": "Two numbers such as “12/15”, the first not above the second.",
  "web.tableOption.attributeMalus": "Minus attributes give skill penalties",
  "web.tableOption.attributeMalus.hint":
    "L. 293: values below 12 give penalties only when the player explicitly wants it. On: for every character at the table.",
  "web.tableOption.houseRule.ews.over-budget": "Allow more Δ than the budget (warning instead of error)",
  "web.tableOption.houseRule.ews.over-budget.hint":
    "L. 165: the power level sets how many points (Δ) you have for creation.",
  "web.tableOption.houseRule.ews.skill-minus": "Allow skills with a minus (warning instead of error)",
  "web.tableOption.houseRule.ews.skill-minus.hint":
    "L. 267: there are no skills with a minus; a character has a skill or does not.",
  "web.tableOption.houseRule.ews.profession-minus":
    "Allow professions with a minus (warning instead of error)",
  "web.tableOption.houseRule.ews.profession-minus.hint":
    "L. 266–267: professions sit three points below skills – and like them come with pluses only.",
  "web.tableOption.houseRule.ews.too-many-attributes":
    "More than two attributes per skill (warning instead of error)",
  "web.tableOption.houseRule.ews.too-many-attributes.hint": "L. 293: each skill has two matching attributes.",
  "web.tableOption.houseRule.ews.unknown-attribute":
    "Name attributes the character lacks (warning instead of error)",
  "web.tableOption.houseRule.ews.unknown-attribute.hint":
    "L. 293: for a missing matching attribute the average is assumed, which gives no bonus.",
  "web.tableOption.houseRule.ews.repeated-attribute": "Name one attribute twice (warning instead of error)",
  "web.tableOption.houseRule.ews.repeated-attribute.hint":
    "L. 293: two matching attributes per skill – here one counted twice.",
  "web.tableOption.houseRule.ews.duplicate-name": "Use a name more than once (warning instead of error)",
  "web.tableOption.houseRule.ews.duplicate-name.hint":
    "Otherwise every value on the sheet has its own name, so checks and Striche are unambiguous.",
  "web.tableOption.houseRule.ews.striche-unknown-value":
    "Striche on values the character lacks (warning instead of error)",
  "web.tableOption.houseRule.ews.striche-unknown-value.hint":
    "Module SteM: Striche raise a value of the character (l. 476–486).",
  "web.tableOption.houseRule.ews.unknown-wound-attribute":
    "Wound threshold from a missing attribute (warning instead of error)",
  "web.tableOption.houseRule.ews.unknown-wound-attribute.hint":
    "L. 562: the wound threshold is a third of the attribute chosen for the hit points.",
  "web.tableOption.armorStacking": "Several worn armours add up",
  "web.tableOption.armorStacking.hint":
    "L. 619: damage less the protection of her armour – one armour. Off: the strongest worn piece counts. On: the protection of every worn piece is added.",
  "web.tableOption.healingInflammation": "Inflammation on the healing check",
  "web.tableOption.healingInflammation.hint":
    "L. 350: missing the healing check by more than 6 inflames the wounds – the example in l. 349 reckons without it at rest and travelling; so they inflame only under stress and dirt and in every physician's nightmare.",
  "web.tableOption.healingInflammation.value.always": "Always (as written)",
  "web.tableOption.healingInflammation.value.stress-only": "Only in stress, dirt, war",
  "web.tableOption.healingMaxWounds": "Wounds at which the healing outlook counts “dying”",
  "web.tableOption.healingMaxWounds.hint":
    "The text names no limit (l. 330–358); the outlook over the healing weeks needs one. Usual: 10.",
  "web.tableOption.fokaWoundRecoveryTp": "HP until a wound stops hindering",
  "web.tableOption.fokaWoundRecoveryTp.hint":
    "Derived from the healing times (l. 605–611): a wound stops hindering once this many HP have grown back with it. Usual: 4.",
  "web.tableOption.fokaCriticalRecoveryTp": "HP until a critical wound stops hindering",
  "web.tableOption.fokaCriticalRecoveryTp.hint":
    "Derived from the healing times (l. 609–611): about 6 weeks until the wound no longer hinders. Usual: 12.",
  "web.tableOption.urfassungInjuryTable": "Injury rules",
  "web.tableOption.urfassungInjuryTable.hint":
    "L. 62: extended injury rules (optional) – a check and −1 or −2 on all checks below 2/3 and 1/3 of the HP already. Basic combat (l. 50–61): from 0 HP only.",
  "web.tableOption.urfassungInjuryTable.value.extended": "Extended (from 2/3 of the HP)",
  "web.tableOption.urfassungInjuryTable.value.basic": "Basic combat (from 0 HP)",
  "web.tableOption.urfassungExhaustion": "Exhaustion in combat",
  "web.tableOption.urfassungExhaustion.hint":
    "L. 116–117: exhaustion in combat (optional) – every KO actions a hard KO check, else all checks −1 and KO −1.",
  "web.tableOption.urfassungUnarmed": "Unarmed combat: real damage",
  "web.tableOption.urfassungUnarmed.hint":
    "L. 119–121: unarmed combat (optional) – stun only; a third of what goes beyond KO counts as real damage. Alternatively (more dangerous): one point per wound threshold passed.",
  "web.tableOption.urfassungUnarmed.value.over-constitution": "A third above KO",
  "web.tableOption.urfassungUnarmed.value.wound-thresholds": "A point per wound threshold",
  "web.tableOption.urfassungIgnoreSkillCap": "Allow skills above +12",
  "web.tableOption.urfassungIgnoreSkillCap.hint":
    "L. 30: +12 is the highest defensible skill level; GMs are free to ignore the cap. On: a warning only above it.",
  "web.tableOption.urfassungAttributeSteps": "Attribute costs: up to where 6, up to where 9 GeP",
  "web.tableOption.urfassungAttributeSteps.hint":
    "L. 27: attributes cost 6, 9 or 12 points per point depending on height. As “a/b”: 6 GeP up to a, 9 up to b, 12 above. Usual: 12/15.",
  "web.tableOption.urfassungSevereWoundMalus": "Severe wound: −6 until …",
  "web.tableOption.urfassungSevereWoundMalus.hint":
    "L. 80–81: a severe wound makes all actions 6 harder – for how long, the text does not say; a wound lasts until it is treated (l. 77); well bandaged takes Heilkunde 15 (l. 83).",
  "web.tableOption.urfassungSevereWoundMalus.value.until-healed": "… it has healed",
  "web.tableOption.urfassungSevereWoundMalus.value.until-bandaged": "… it is well bandaged",
  "web.tableOption.urfassungConditionCheckMali": "Penalties on the checks the condition asks for",
  "web.tableOption.urfassungConditionCheckMali.hint":
    "“−1 on all checks” (l. 63, 70–74) and “all checks 1 harder” (l. 117) apply to threshold, bleeding, exhaustion and healing checks too; wounds hinder “actions” only (l. 77).",
  "web.tableOption.urfassungConditionCheckMali.value.threshold-exhaustion": "Low HP and exhaustion",
  "web.tableOption.urfassungConditionCheckMali.value.none": "None (the former reading)",
  "web.tableOption.urfassung.armorStacking": "Several worn armours add up",
  "web.tableOption.urfassung.armorStacking.hint":
    "L. 52: damage less his armour's protection – one armour. Off: the strongest worn piece counts. On: the protection of every worn piece is added.",
  "web.tableOption.kampfwuerfelHeavyHits": "Especially heavy hits",
  "web.tableOption.kampfwuerfelHeavyHits.hint":
    "L. 51–55: OPTIONAL effects of especially heavy hits – a hit of more SP than the threshold (K + G) × (factor + mod.) knocks the target out at once.",
  "web.tableOption.kampfwuerfelArmorRounding": "Round the total protection",
  "web.tableOption.kampfwuerfelArmorRounding.hint":
    "L. 8: total protection = (sum of all armour values) : 3 – how it rounds, the text does not say.",
  "web.tableOption.kampfwuerfelArmorRounding.value.down": "Down",
  "web.tableOption.kampfwuerfelArmorRounding.value.nearest": "To the nearest whole number",
  "web.tableOption.kampfwuerfelArmorRounding.value.up": "Up",
  "web.tableOption.kampfwuerfelKraftCheck": "Kraft check at low LP",
  "web.tableOption.kampfwuerfelKraftCheck.hint":
    "L. 37: when the LP reach a value below the daily LP regeneration (RLP), a Kraft check on four successes is due.",
  "web.tableOption.kampfwuerfelKraftCheck.value.every-hit": "On every hit below it",
  "web.tableOption.kampfwuerfelKraftCheck.value.once": "Only when falling below it",
  "web.tableOption.faarDefenseDivisor": "Defence value: KO + GE + IT divided by",
  "web.tableOption.faarDefenseDivisor.hint":
    "The combat chapter divides by 3 (l. 93), the character chapter by 2 (l. 29); rounded up.",
  "web.tableOption.faarDefenseDivisor.value.3": "3 (combat chapter)",
  "web.tableOption.faarDefenseDivisor.value.2": "2 (character chapter)",
  "web.tableOption.faarAttributePoints": "Attribute points at creation",
  "web.tableOption.faarAttributePoints.hint": "L. 16: 45 points are available.",
  "web.tableOption.faarAttributeMax": "Highest attribute at creation",
  "web.tableOption.faarAttributeMax.hint": "L. 16: no attribute may start above 12.",
  "web.tableOption.faarInjuryRestDays": "Days of rest per LP with a severe injury",
  "web.tableOption.faarInjuryRestDays.hint":
    "L. 135–136: one hit point per day, but severe injuries need longer rest – how much longer, the table decides; 1 means not slower.",
  "web.tableOption.combatAutoAdvance": "After the roll, the next one is up",
  "web.tableOption.combatAutoAdvance.hint":
    "Once the fighter on turn has rolled and the result is applied, the table passes the turn on by itself – even while the GM's phone sleeps. Off: the GM taps “Next turn”.",
  "web.tableOption.playersEditOwnCondition": "Players change their own character's condition",
  "web.tableOption.playersEditOwnCondition.hint":
    "Damage, healing and checks by hand – otherwise only the GM.",
  "web.tableOption.playersTypeValues": "Players book with values typed by hand too",
  "web.tableOption.playersTypeValues.hint":
    "When a roll with “Apply result” hits a character that is not theirs (an NPC or someone else's), its values otherwise come from the sheets – values changed by hand are then booked by the GM only.",
  "web.tableOption.tableDice": "Real dice at the table",
  "web.tableOption.tableDice.hint":
    "Whoever rolls their own dice taps in the faces; odds, result and booking are the same, and the log marks the roll as “rolled at the table”.",
  "web.tableOption.tableDice.value.off": "Off",
  "web.tableOption.tableDice.value.players": "Players",
  "web.tableOption.tableDice.value.everyone": "Everyone, the GM too",
};

export const webTableOptionMessages = { de, en };

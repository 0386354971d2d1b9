/**
 * Web messages of SteM (Steigerung, ews-2.txt „Steigerung (SteM)“) and of the EWS builder's
 * module fields: awarding Striche, spending them in the Heft, creation in Striche and
 * Spezialisierungen. German first; the type checker makes sure English has every key.
 */
const de = {
  "web.log.kind.striche-awarded": "Striche vergeben",
  "web.log.striche": "{by} vergibt Striche: {list}{note}",
  "web.log.stricheShare": "{striche} an {name}",
  "web.stem.award.title": "Striche vergeben",
  "web.stem.award.guide":
    "Nach jedem Spielabend (oder auch mittendrin) eröffnet die Spielleiterin den Charakteren Entwicklung in Strichen: 1 bis 3 Striche pro Abend sind üblich für normale bis heldenhafte Runden.",
  "web.stem.award.plan":
    "Richtwert der Kampagne: (Dreiecke der Ziel-Machtstufe − Dreiecke der Start-Machtstufe) × 3 ÷ Spielabende, z. B. (16 − 7) × 3 ÷ 12 ≈ 2 pro Abend.",
  "web.stem.award.who": "An wen",
  "web.stem.award.all": "Alle Spielercharaktere",
  "web.stem.award.allDone": "alle Spielercharaktere",
  "web.stem.award.count": "Striche",
  "web.stem.award.note": "Anlass (freiwillig)",
  "web.stem.award.submit": "Striche vergeben",
  "web.stem.award.done": "Vergeben: {striche} Strich(e) an {who}.",
  "web.stem.title": "Steigerung (SteM)",
  "web.stem.ledger": "{unspent} Strich(e) frei · {awarded} vergeben · {spent} ausgegeben",
  "web.stem.noAward": "Noch keine Striche vergeben. Die Spielleiterin vergibt sie am Ende des Spielabends.",
  "web.stem.notation":
    "Striche werden zu Dreiecken zusammengefügt: ´ ein Strich, ^ zwei Striche, Δ drei Striche (ein Dreieck). Sind alle nötigen Dreiecke eine Seite weiter, steigt der Wert um einen Punkt.",
  "web.stem.track": "Strichliste",
  "web.stem.raise": "Steigern",
  "web.stem.cost":
    "{name}: der nächste Punkt kostet {per} Strich(e) pro Punkt (so viele, wie die nächste Schwelle Plusse hat); noch {next} Strich(e) bis {value}.",
  "web.stem.costSkill": "Bei Fertigkeiten zählt der Grundwert ({base}), nicht der Wert mit Boni.",
  "web.stem.spendOne": "1 Strich auf {name}",
  "web.stem.spendPoint": "{n} Striche: +1 Punkt",
  "web.stem.learn": "Neu lernen",
  "web.stem.learnKind": "Art",
  "web.stem.learnKind.skill": "Fertigkeit",
  "web.stem.learnKind.profession": "Beruf",
  "web.stem.learnKind.attribute": "Eigenschaft",
  "web.stem.learnKind.specialisation": "Spezialisierung",
  "web.stem.learnName": "Name",
  "web.stem.learnSkill": "Spezialisierung von",
  "web.stem.learnAttributes": "Eigenschaften (höchstens zwei)",
  "web.stem.learnExplain":
    "Eine neue Fertigkeit erreicht mit dem 1., 2., 3. Strich 9, 11 und 12 (= +), ein neuer Beruf 6, 8 und 9; eine neue Eigenschaft beginnt bei 12. Eine Spezialisierung gibt mit jedem der ersten drei Striche +1 auf ihre Fertigkeit, mit + also +3.",
  "web.stem.learnSubmit": "1 Strich: {name} lernen",
  "web.stem.undo": "Letzte Steigerung zurücknehmen ({name}, {striche} Strich(e))",
  "web.stem.spent": "Gespeichert: {name} → {notation}",
  "web.stem.none": "Keine Striche frei.",
  "web.builder.section.specialisations": "Spezialisierungen",
  "web.builder.add.specialisations": "+ Spezialisierung",
  "web.builder.specialisationSkill": "Fertigkeit der Spezialisierung {n}",
  "web.builder.explain.specialisations":
    "Fertigkeiten lassen sich auf Unterbereiche spezialisieren (z. B. Nahkampf: Schwerter). Jedes Plus gibt +3 auf die Fertigkeit und kostet wie jedes Plus 1, 2, 3 … Δ.",
  "web.builder.creationStriche": "Erschaffung in Strichen",
  "web.builder.explain.creationStriche":
    "Statt in Plussen kannst du in Strichen erschaffen: 3 Striche sind 1 Δ. Jeder Wert steigt dabei Strich für Strich wie bei der Steigerung (SteM) – genauer als ganze Plusse.",
  "web.builder.creationStricheFor": "Striche bei der Erschaffung für {name}",
  "web.builder.costStriche": "Erschaffung: {cost} Δ ({striche} Striche)",
  "web.builder.stemStriche": "In SteM ausgegeben: {striche} Strich(e) – sie zählen nicht zur Erschaffung.",
  "web.builder.modules": "Module dieser Runde: {list}",
  "web.builder.module.stem":
    "Steigerung (SteM): Striche aus den Spielabenden steigern Werte; die Strichliste steht im Charakterheft.",
  "web.builder.module.foka":
    "Fokus: Kampf (FoKa): Trefferpunkte aus einer Eigenschaft (TP), Waffen und Rüstung mit Schaden.",
  "web.builder.module.krit": "Kritische Erfolge und Patzer (krit): keine eigenen Felder im Charakter.",
  "web.builder.tpAttribute": "TP-Eigenschaft (FoKa)",
  "web.builder.explain.tp":
    "FoKa: die Trefferpunkte sind der Wert einer gewählten Eigenschaft (ohne Wahl 12); die Wundschwelle ist ein Drittel davon.",
  "web.builder.explain.powerLevel":
    "Die Machtstufe gibt das Budget in Δ: angehender Held 7 Δ, Beweger 16 Δ. Ein Plus kostet so viele Δ, wie der erreichte Wert Plusse hat (+ 1, ++ 2 weitere, +++ 3 weitere); ein Minus gibt sie zurück.",
} as const;

const en: Record<keyof typeof de, string> = {
  "web.log.kind.striche-awarded": "Striche awarded",
  "web.log.striche": "{by} awards Striche: {list}{note}",
  "web.log.stricheShare": "{striche} to {name}",
  "web.stem.award.title": "Award Striche",
  "web.stem.award.guide":
    "After each evening (or during play) the GM opens development to the characters in Striche: 1 to 3 Striche an evening are usual for normal to heroic games.",
  "web.stem.award.plan":
    "Campaign guide: (triangles of the target power level − triangles of the start) × 3 ÷ evenings, e.g. (16 − 7) × 3 ÷ 12 ≈ 2 an evening.",
  "web.stem.award.who": "To whom",
  "web.stem.award.all": "All player characters",
  "web.stem.award.allDone": "all player characters",
  "web.stem.award.count": "Striche",
  "web.stem.award.note": "Occasion (optional)",
  "web.stem.award.submit": "Award Striche",
  "web.stem.award.done": "Awarded: {striche} Strich(e) to {who}.",
  "web.stem.title": "Advancement (SteM)",
  "web.stem.ledger": "{unspent} Strich(e) left · {awarded} awarded · {spent} spent",
  "web.stem.noAward": "No Striche awarded yet. The GM awards them at the end of the evening.",
  "web.stem.notation":
    "Striche are joined into triangles: ´ one Strich, ^ two Striche, Δ three Striche (a triangle). When every triangle needed has one more side, the value rises by one point.",
  "web.stem.track": "Strich list",
  "web.stem.raise": "Raise",
  "web.stem.cost":
    "{name}: the next point costs {per} Strich(e) per point (as many as the next threshold has pluses); {next} Strich(e) to go to {value}.",
  "web.stem.costSkill": "For skills the base value ({base}) counts, not the value with bonuses.",
  "web.stem.spendOne": "1 Strich on {name}",
  "web.stem.spendPoint": "{n} Striche: +1 point",
  "web.stem.learn": "Learn something new",
  "web.stem.learnKind": "Kind",
  "web.stem.learnKind.skill": "Skill",
  "web.stem.learnKind.profession": "Profession",
  "web.stem.learnKind.attribute": "Attribute",
  "web.stem.learnKind.specialisation": "Specialisation",
  "web.stem.learnName": "Name",
  "web.stem.learnSkill": "Specialisation of",
  "web.stem.learnAttributes": "Attributes (at most two)",
  "web.stem.learnExplain":
    "A new skill reaches 9, 11 and 12 (= +) with its 1st, 2nd and 3rd Strich, a new profession 6, 8 and 9; a new attribute starts at 12. A specialisation adds +1 to its skill with each of its first three Striche, so + is +3.",
  "web.stem.learnSubmit": "1 Strich: learn {name}",
  "web.stem.undo": "Undo the last advance ({name}, {striche} Strich(e))",
  "web.stem.spent": "Saved: {name} → {notation}",
  "web.stem.none": "No Striche left.",
  "web.builder.section.specialisations": "Specialisations",
  "web.builder.add.specialisations": "+ Specialisation",
  "web.builder.specialisationSkill": "Skill of specialisation {n}",
  "web.builder.explain.specialisations":
    "A skill can be specialised in a narrower field (e.g. melee: swords). Each plus adds +3 to the skill and costs like any plus: 1, 2, 3 … Δ.",
  "web.builder.creationStriche": "Creation in Striche",
  "web.builder.explain.creationStriche":
    "Instead of pluses you can create in Striche: 3 Striche are 1 Δ. Each value rises Strich by Strich as in advancement (SteM) – finer than whole pluses.",
  "web.builder.creationStricheFor": "Striche at creation for {name}",
  "web.builder.costStriche": "Creation: {cost} Δ ({striche} Striche)",
  "web.builder.stemStriche": "Spent in SteM: {striche} Strich(e) – they do not count for creation.",
  "web.builder.modules": "Modules of this table: {list}",
  "web.builder.module.stem":
    "Advancement (SteM): Striche from the evenings raise values; the Strich list is in the character sheet.",
  "web.builder.module.foka":
    "Focus: combat (FoKa): hit points from an attribute (TP), weapons and armour with damage.",
  "web.builder.module.krit": "Critical successes and fumbles (krit): no fields of its own on the character.",
  "web.builder.tpAttribute": "TP attribute (FoKa)",
  "web.builder.explain.tp":
    "FoKa: hit points are the value of a chosen attribute (12 without a choice); the wound threshold is a third of it.",
  "web.builder.explain.powerLevel":
    "The power level gives the budget in Δ: aspiring hero 7 Δ, mover 16 Δ. A plus costs as many Δ as the value reached has pluses (+ 1, ++ 2 more, +++ 3 more); a minus gives them back.",
};

/** The SteM and EWS-builder web messages, German and English. */
export const webStemMessages = { de, en };

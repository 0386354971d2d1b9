/**
 * The starter file of `spieltisch char new --system ews`. JSON has no comments, so the explanations
 * live in the field `_help` (German and English); like every unknown field it survives reading and
 * writing, and it can be deleted at any time.
 */
export function ewsStarterCharacter(name = "Neuer Charakter"): Record<string, unknown> {
  return {
    format: "spieltisch/character@1",
    system: "ews",
    name,
    _help: {
      de: [
        "Diese Datei ist ein EWS-Charakter (Ein-Würfel-System 2). Das Feld _help darf gelöscht werden.",
        "powerLevel: 'angehender-held' (7 Δ) oder 'beweger' (16 Δ); oder budget: eine Zahl Δ.",
        "Stufen: '+' kostet 1 Δ, '++' 3 Δ, '+++' 6 Δ; '-' gibt 1 Δ zurück, '--' 3 Δ (nur Eigenschaften und Merkmale).",
        "Eigenschaften: - 9, ± 12, + 15, ++ 18. Fertigkeiten: + 12, ++ 15, plus 1 je Plus von bis zu zwei Eigenschaften (attributes).",
        "Berufe (kind 'profession') und Hintergründe ('background'): + 9, ++ 12, plus eine zur Situation passende Eigenschaft.",
        "woundAttribute: Name der Eigenschaft für die Wundschwelle (ein Drittel davon); null = 4.",
        "weapons / armor (Modul FoKa): [{ name: 'Degen', damage: 4 }] (ranged: true für Fernkampfwaffen), [{ name: 'Lederwams', protection: 1 }]; Schaden = Diff + damage − protection.",
        "striche: Striche je Wert aus der Steigerung (SteM); am einfachsten mit 'spieltisch char advance'.",
        "Prüfen: spieltisch char validate DATEI · Anzeigen: spieltisch char show DATEI",
      ],
      en: [
        "This file is an EWS character (Ein-Würfel-System 2). The _help field may be deleted.",
        "powerLevel: 'angehender-held' (7 Δ) or 'beweger' (16 Δ); or budget: a number of Δ.",
        "Levels: '+' costs 1 Δ, '++' 3 Δ, '+++' 6 Δ; '-' gives 1 Δ back, '--' 3 Δ (attributes and traits only).",
        "Attributes: - 9, ± 12, + 15, ++ 18. Skills: + 12, ++ 15, plus 1 per plus of up to two attributes.",
        "Professions (kind 'profession') and backgrounds ('background'): + 9, ++ 12, plus one attribute by situation.",
        "woundAttribute: the attribute the wound threshold is a third of; null = 4.",
        "weapons / armor (module FoKa): [{ name: 'Degen', damage: 4 }] (ranged: true for ranged weapons), [{ name: 'Lederwams', protection: 1 }]; damage = Diff + damage − protection.",
        "striche: Striche per value from advancement (SteM); easiest with 'spieltisch char advance'.",
        "Check: spieltisch char validate FILE · show: spieltisch char show FILE",
      ],
    },
    powerLevel: "angehender-held",
    attributes: [{ name: "Gewandt", level: "+" }],
    skills: [{ name: "Nahkampf", level: "+", attributes: ["Gewandt"] }],
    professions: [{ name: "Händler", level: "+", kind: "profession" }],
    traits: [
      { name: "Hat einen treuen Hund", level: "+" },
      { name: "Neugierig", level: "-" },
    ],
    woundAttribute: null,
    striche: {},
    advancements: [],
    wounds: 0,
    notes: "",
  };
}

/** The six Faar attributes (Attribute), in the order of the character sheet. */
export const FAAR_ATTRIBUTES = ["ST", "KO", "GE", "IN", "IT", "CH"] as const;

/** One attribute abbreviation: Stärke, Konstitution, Geschicklichkeit, Intelligenz, Intuition, Charisma. */
export type FaarAttribute = (typeof FAAR_ATTRIBUTES)[number];

/** The six values of a character. */
export type FaarAttributes = Readonly<Record<FaarAttribute, number>>;

/** True for one of the six abbreviations (case-sensitive, as the text writes them). */
export const isFaarAttribute = (name: string): name is FaarAttribute =>
  (FAAR_ATTRIBUTES as readonly string[]).includes(name);

import type { CharacterEnvelope } from "../../character-rules.js";

// Optional fields also accept `undefined` so that zod-parsed files (protocol) fit these types.

/** One valued entry of an EWS sheet: a name and its creation level ("+", "++", "-", …). */
export interface EwsEntry {
  readonly name: string;
  readonly level: string;
  readonly [field: string]: unknown;
}

/** A Fertigkeit: names up to two Eigenschaften that give it their pluses as bonus. */
export interface EwsSkill extends EwsEntry {
  readonly attributes?: readonly string[] | undefined;
}

/** A Beruf (`profession`) or Hintergrund (`background`). */
export interface EwsProfession extends EwsEntry {
  readonly kind?: "profession" | "background" | undefined;
}

/**
 * A Spezialisierung: a Fertigkeit narrowed to one Unterbereich ("Kunst des Flirtens (Damen von
 * Adel)", text L297). Its level is a bonus on top of the Fertigkeit: 3 per plus, and Striche raise
 * it one point at a time like an Eigenschaft from ±.
 */
export interface EwsSpecialisation extends EwsEntry {
  /** The Fertigkeit it narrows (a name from `skills`). */
  readonly skill: string;
}

/** One entry of the SteM history: Striche spent on a value (newest last), so it can be undone. */
export interface EwsAdvancement {
  readonly value: string;
  readonly striche: number;
  /** Set when this advance created the entry (a new value); undoing it removes the entry again. */
  readonly added?: "attribute" | "skill" | "profession" | "trait" | "specialisation" | undefined;
  readonly note?: string | undefined;
  readonly at?: string | undefined;
  readonly [field: string]: unknown;
}

/** An award of SteM Striche kept in the character file (`char award`); see `ledgerOf`. */
export interface EwsFileAward {
  readonly striche: number;
  /** Striche of SteM on the sheet when the award was given (where spending starts to count). */
  readonly spentBefore: number;
  readonly note?: string | undefined;
  readonly at?: string | undefined;
  readonly [field: string]: unknown;
}

/**
 * A FoKa weapon ("Waffe: Degen; Schaden: 4", ews-2.txt L236–239): its Schadenswert is added to
 * the Diff of a hit (L619); `ranged` marks a weapon of the Fernkampf (L652 ff.).
 */
export interface EwsWeapon {
  readonly name: string;
  readonly damage: number;
  readonly ranged?: boolean | undefined;
  readonly [field: string]: unknown;
}

/** A FoKa piece of armour: its Schutz is taken off the damage of every hit (L619). */
export interface EwsArmor {
  readonly name: string;
  readonly protection: number;
  readonly [field: string]: unknown;
}

/** The known Machtstufen (RULINGS §1.4); the group may set any other Δ budget with `budget`. */
export type PowerLevelId = "angehender-held" | "beweger";

/**
 * An EWS character file (CONTRACT §2): levels from creation plus the Striche spent in SteM.
 * Unknown fields are allowed and kept.
 */
export interface EwsCharacter extends CharacterEnvelope {
  readonly budget?: number | undefined;
  readonly powerLevel?: PowerLevelId | undefined;
  readonly attributes?: readonly EwsEntry[] | undefined;
  readonly skills?: readonly EwsSkill[] | undefined;
  readonly professions?: readonly EwsProfession[] | undefined;
  readonly traits?: readonly EwsEntry[] | undefined;
  readonly specialisations?: readonly EwsSpecialisation[] | undefined;
  /** The Eigenschaft the Wundschwelle is taken from; null or absent: 4. */
  readonly woundAttribute?: string | null | undefined;
  /**
   * Striche spent at creation per value name ("in Strichen erschaffen", text L297): they count
   * against the budget at 3 Striche per Δ, unlike the Striche of SteM.
   */
  readonly creationStriche?: Readonly<Record<string, number>> | undefined;
  /** Striche spent per value name (SteM), in total. */
  readonly striche?: Readonly<Record<string, number>> | undefined;
  readonly advancements?: readonly EwsAdvancement[] | undefined;
  /** Awards of Striche recorded in the file (a table on a server keeps them in its log instead). */
  readonly stricheAwards?: readonly EwsFileAward[] | undefined;
  /** FoKa: the weapons the character carries (the builder offers them with the module). */
  readonly weapons?: readonly EwsWeapon[] | undefined;
  /** FoKa: the armour the character wears. */
  readonly armor?: readonly EwsArmor[] | undefined;
  /** The player asks for mali from minus Eigenschaften on Fertigkeiten and Berufe (rule 5). */
  readonly attributeMalus?: boolean | undefined;
  readonly wounds?: number | undefined;
  readonly notes?: string | undefined;
}

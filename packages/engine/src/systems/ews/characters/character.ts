import type { CharacterEnvelope } from "../../character-rules.js";

/** One valued entry of an EWS sheet: a name and its creation level ("+", "++", "-", …). */
export interface EwsEntry {
  readonly name: string;
  readonly level: string;
  readonly [field: string]: unknown;
}

/** A Fertigkeit: names up to two Eigenschaften that give it their pluses as bonus. */
export interface EwsSkill extends EwsEntry {
  readonly attributes?: readonly string[];
}

/** A Beruf (`profession`) or Hintergrund (`background`). */
export interface EwsProfession extends EwsEntry {
  readonly kind?: "profession" | "background";
}

/** One entry of the SteM history: Striche spent on a value (newest last), so it can be undone. */
export interface EwsAdvancement {
  readonly value: string;
  readonly striche: number;
  /** Set when this advance created the entry (a new value); undoing it removes the entry again. */
  readonly added?: "attribute" | "skill" | "profession" | "trait";
  readonly note?: string;
  readonly at?: string;
  readonly [field: string]: unknown;
}

/** The known Machtstufen (RULINGS §1.4); the group may set any other Δ budget with `budget`. */
export type PowerLevelId = "angehender-held" | "beweger";

/**
 * An EWS character file (CONTRACT §2): levels from creation plus the Striche spent in SteM.
 * Unknown fields are allowed and kept.
 */
export interface EwsCharacter extends CharacterEnvelope {
  readonly budget?: number;
  readonly powerLevel?: PowerLevelId;
  readonly attributes?: readonly EwsEntry[];
  readonly skills?: readonly EwsSkill[];
  readonly professions?: readonly EwsProfession[];
  readonly traits?: readonly EwsEntry[];
  /** The Eigenschaft the Wundschwelle is taken from; null or absent: 4. */
  readonly woundAttribute?: string | null;
  /** Striche spent per value name (SteM), in total. */
  readonly striche?: Readonly<Record<string, number>>;
  readonly advancements?: readonly EwsAdvancement[];
  /** The player asks for mali from minus Eigenschaften on Fertigkeiten and Berufe (rule 5). */
  readonly attributeMalus?: boolean;
  readonly wounds?: number;
  readonly notes?: string;
}

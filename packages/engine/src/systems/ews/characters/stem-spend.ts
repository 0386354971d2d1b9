import { EngineError } from "../../../errors.js";
import type { Issue } from "../../../result.js";
import type { EwsCharacter } from "./character.js";
import { stricheSpent } from "./lookup.js";

/** One award of Striche: how many, and the Striche of SteM on the sheet when they were given. */
export interface StricheAwardEntry {
  readonly striche: number;
  readonly spentBefore: number;
}

/** A character's Striche: awarded, spent since the first award, and left to spend. */
export interface StricheLedger {
  readonly awarded: number;
  readonly spent: number;
  readonly unspent: number;
}

/**
 * The ledger from a character's awards (oldest first) and the Striche of SteM on its sheet now.
 * The first award's `spentBefore` is where spending starts to count: what the sheet carried before
 * was paid elsewhere. Without an award nothing is spent and nothing is left.
 *
 * @example
 * ledgerOf([{ striche: 4, spentBefore: 0 }], 3); // { awarded: 4, spent: 3, unspent: 1 }
 */
export function ledgerOf(awards: readonly StricheAwardEntry[], spentNow: number): StricheLedger {
  const awarded = awards.reduce((sum, a) => sum + a.striche, 0);
  const start = awards[0]?.spentBefore ?? spentNow;
  const spent = Math.max(0, spentNow - start);
  return { awarded, spent, unspent: awarded - spent };
}

/**
 * Records an award in the character file itself (`stricheAwards`, for groups that keep their
 * characters as files): a new character, the input unchanged.
 *
 * @example
 * awardInFile(lazaro, 4, { note: "Seefahrt" }).stricheAwards; // [{ striche: 4, spentBefore: 0, note: "Seefahrt" }]
 */
export function awardInFile(
  character: EwsCharacter,
  striche: number,
  options: { readonly note?: string; readonly at?: string } = {},
): EwsCharacter {
  if (!Number.isInteger(striche) || striche < 1 || striche > 30) {
    throw new EngineError("invalid-argument", `Striche must be a whole number from 1 to 30, got ${striche}`, {
      name: "striche",
      value: String(striche),
      min: 1,
      max: 30,
    });
  }
  const award = {
    striche,
    spentBefore: stricheSpent(character),
    ...(options.note !== undefined ? { note: options.note } : {}),
    ...(options.at !== undefined ? { at: options.at } : {}),
  };
  return { ...character, stricheAwards: [...(character.stricheAwards ?? []), award] };
}

/**
 * Striche a character may still spend at a table (module SteM): the Striche the GM awarded minus
 * those spent since the character came to the table. Striche already on the sheet when it arrived
 * (an advanced character brought along) were paid elsewhere and do not use up awards.
 *
 * @example
 * unspentStriche(4, { spentNow: 5, spentAtStart: 3 }); // 2
 */
export function unspentStriche(
  awarded: number,
  spent: { readonly spentNow: number; readonly spentAtStart: number },
): number {
  return awarded - Math.max(0, spent.spentNow - spent.spentAtStart);
}

/**
 * What a sheet edit spends in SteM, checked against the table: raising the Striche of a sheet
 * needs the module `stem` (`ews.stem-off`) and may use at most the unspent awarded Striche
 * (`ews.striche-over-award`). Taking Striche back (undo) is always allowed. Both are errors at
 * the path `striche`; an empty list means the spend is fine.
 *
 * @example
 * spendIssues(lazaro, advance(lazaro, "Stilvoll", 2), { available: 1, stem: true });
 * // [{ code: "ews.striche-over-award", path: ["striche"], params: { spend: 2, available: 1 }, … }]
 */
export function spendIssues(
  before: EwsCharacter,
  after: EwsCharacter,
  table: { readonly available: number; readonly stem: boolean },
): Issue[] {
  const spend = stricheSpent(after) - stricheSpent(before);
  if (spend <= 0) return [];
  if (!table.stem) {
    return [{ code: "ews.stem-off", path: ["striche"], severity: "error", params: { spend } }];
  }
  if (spend > table.available) {
    return [
      {
        code: "ews.striche-over-award",
        path: ["striche"],
        severity: "error",
        params: { spend, available: Math.max(0, table.available) },
      },
    ];
  }
  return [];
}

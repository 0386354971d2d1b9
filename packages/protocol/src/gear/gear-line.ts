/** One line of a sheet's gear. */
export interface GearLine {
  readonly kind: "weapon" | "armor" | "shield";
  /** The entry's position in its list (`weapons`, `armor`, `shields`). */
  readonly index: number;
  readonly name: string;
  /** The values as the text writes them ("Schaden 4", "2–3 +7 je Treffer"). */
  readonly value: string;
  /** What else counts for this piece ("mit ST 13: +1", "nicht getragen"), if anything. */
  readonly note?: string;
}

/** A gear line as one line of text: "Degen — Schaden 4 (Fernkampf)". */
export const gearLineText = (line: GearLine): string =>
  `${line.name} \u2014 ${line.value}${line.note ? ` (${line.note})` : ""}`;

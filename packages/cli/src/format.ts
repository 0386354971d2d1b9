import type { Fraction, Modifier } from "@spieltisch/engine";
import { formatPercent, isMessageKey, type Lang, translate } from "@spieltisch/protocol";

/** "1 Schwelle", "3 Schwellen", "−2 Punkte": a count with its unit in singular or plural. */
export const counted = (lang: Lang, unit: "point" | "step", n: number, shown: string = String(n)): string =>
  translate(lang, Math.abs(n) === 1 ? `unit.${unit}.one` : `unit.${unit}.many`, { n: shown });

/** "+4", "−5", "±0": signs a number the way a rulebook prints it. */
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : "±0");

/** "33,3 % (1/3)" style text for a fraction. */
export const percentText = (lang: Lang, p: Fraction): { percent: string; exact: string } => ({
  percent: formatPercent(lang, p.toNumber()),
  exact: p.toString(),
});

/** "+3 (Modifikator), −6 (Wunden)". */
export function modifierList(lang: Lang, modifiers: readonly Modifier[]): string {
  return modifiers
    .map((m) => {
      const key = `source.${m.source}`;
      return `${signed(m.amount)} (${isMessageKey(key) ? translate(lang, key) : m.source})`;
    })
    .join(", ");
}

/** A horizontal bar of `width` cells for probability p relative to `max`. */
export const bar = (p: number, max: number, width = 24): string =>
  "█".repeat(Math.max(p > 0 ? 1 : 0, Math.round((p / max) * width)));

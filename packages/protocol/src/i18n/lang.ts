/** The languages Spieltisch speaks; German first. */
export type Lang = "de" | "en";

/** True for a supported language code. */
export const isLang = (value: string): value is Lang => value === "de" || value === "en";

/** Formats a probability as a percentage the way the language writes it ("83,3 %" / "83.3%"). */
export function formatPercent(lang: Lang, p: number): string {
  const digits = p === 0 || p === 1 ? 0 : p < 0.001 ? 3 : p < 0.1 ? 2 : 1;
  const number = (p * 100).toFixed(digits);
  return lang === "de" ? `${number.replace(".", ",")} %` : `${number}%`;
}

/**
 * A message parameter as a message writes it: a negative number with the minus sign (−15, as
 * print sets it; `String` would give the hyphen of „TP ≤ -15“), anything else as `String` does.
 * Both `translate`s (the catalogue's and the web build's) fill placeholders with it.
 *
 * @example
 * paramText(-15); // "−15"
 * paramText("Lazaro"); // "Lazaro"
 */
export const paramText = (value: unknown): string =>
  typeof value === "number" && value < 0 ? `\u2212${String(-value)}` : String(value);

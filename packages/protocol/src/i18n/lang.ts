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

import type { I18n } from "./i18n.js";

/**
 * Numbers, dates and times the way the reader's language writes them — German (de-DE) or English
 * (en-GB) — written out here instead of asked of `Intl`: the first `Intl` formatter (or
 * `localeCompare`) a page creates makes the browser set up its ICU services, 35–90 ms of main
 * thread on the build machine, four times that on a slow phone, and that landed in the first
 * render of the start page and the dice view. The output is the same as `Intl`'s for these two
 * locales (`local-format.test.ts` compares them on random input).
 */

type Lang = I18n["lang"];

/** Decimal separator and thousands separator of each language. */
const SEPARATORS: Record<Lang, { readonly decimal: string; readonly group: string }> = {
  de: { decimal: ",", group: "." },
  en: { decimal: ".", group: "," },
};

/** The minus sign of a negative number (U+2212), never the hyphen. */
const MINUS = "\u2212";

/** The locale whose output {@link formatNumber} reproduces, for what it hands on to `Intl`. */
const LOCALE: Record<Lang, string> = { de: "de-DE", en: "en-GB" };

/**
 * A number with at most `digits` decimals, trailing zeros dropped and thousands grouped, as
 * `Intl.NumberFormat(de-DE | en-GB, { maximumFractionDigits: digits })` writes it: rounded half
 * away from zero on the number's shortest decimal form (1.005 → „1,01“, 5.999 → „6“, 2.5 → „2,5“),
 * except that a negative number takes the minus sign (−3, as print sets it), not `Intl`'s hyphen.
 * Numbers JavaScript writes with an exponent (below 1e-6 or from 1e21 on) and non-finite ones go
 * to `Intl` itself; play never shows such.
 *
 * @example
 * formatNumber("de", 1234.56); // "1.234,6"
 * formatNumber("en", -0.04);   // "−0"
 */
export function formatNumber(lang: Lang, n: number, digits = 1): string {
  const text = Math.abs(n).toString();
  if (!Number.isFinite(n) || text.includes("e")) {
    return new Intl.NumberFormat(LOCALE[lang], { maximumFractionDigits: digits })
      .format(n)
      .replace("-", MINUS);
  }
  const [whole = "0", fraction = ""] = text.split(".");
  let digitsKept = whole + fraction.slice(0, digits).padEnd(digits, "0");
  if ((fraction[digits] ?? "0") >= "5") digitsKept = incremented(digitsKept);
  const integer = digitsKept.slice(0, digitsKept.length - digits) || "0";
  const decimals = digitsKept.slice(digitsKept.length - digits).replace(/0+$/, "");
  const { decimal, group } = SEPARATORS[lang];
  const sign = n < 0 || Object.is(n, -0) ? MINUS : "";
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${sign}${grouped}${decimals === "" ? "" : decimal + decimals}`;
}

/** A string of decimal digits plus one ("199" → "200", "99" → "100"). */
function incremented(digits: string): string {
  const chars = digits.split("");
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== "9") {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join("");
    }
    chars[i] = "0";
  }
  return `1${chars.join("")}`;
}

const two = (n: number): string => String(n).padStart(2, "0");

/**
 * A moment as date and time, short, in local time, as `Intl.DateTimeFormat(de-DE | en-GB,
 * { dateStyle: "short", timeStyle: "short" })` writes it: „02.12.26, 06:13“, "02/12/2026, 06:13".
 */
export function formatDateTime(lang: Lang, date: Date): string {
  const day = two(date.getDate());
  const month = two(date.getMonth() + 1);
  const time = `${two(date.getHours())}:${two(date.getMinutes())}`;
  return lang === "de"
    ? `${day}.${month}.${two(date.getFullYear() % 100)}, ${time}`
    : `${day}/${month}/${date.getFullYear()}, ${time}`;
}

/** A moment's time of day with seconds, in local time („06:13:32“; the same in both languages). */
export const formatTime = (date: Date): string =>
  `${two(date.getHours())}:${two(date.getMinutes())}:${two(date.getSeconds())}`;

/** A moment's time of day without seconds, in local time („06:13“): what a screen across the room shows. */
export const formatClock = (date: Date): string => `${two(date.getHours())}:${two(date.getMinutes())}`;

/**
 * Orders ISO 8601 timestamps of one form (as the server and this app write them) by time: their
 * characters' order is the time's, so no collation is needed (`localeCompare` would set up ICU).
 */
export const compareIso = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

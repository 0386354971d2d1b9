import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { compareIso, formatDateTime, formatNumber, formatTime } from "./local-format.js";

const LOCALES = { de: "de-DE", en: "en-GB" } as const;
/** Intl's number with the minus sign (U+2212) in place of its hyphen, as the app writes it. */
const intlNumber = (lang: "de" | "en", n: number, digits: number) =>
  new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: digits }).format(n).replace("-", "\u2212");

describe("numbers written out as Intl writes them", () => {
  it("agrees with Intl.NumberFormat on any number play can show", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("de" as const, "en" as const),
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 4 }),
        (lang, n, digits) => {
          expect(formatNumber(lang, n, digits)).toBe(intlNumber(lang, n, digits));
        },
      ),
      { numRuns: 5000 },
    );
  });

  it("agrees on ties, carries and the sign of what rounds to zero", () => {
    const cases = [
      1.005, 2.5, 0.5, 1.5, -2.5, 5.999, 9.95, 99.95, 999.95, 0.05, -0.04, -0, 0, 1000, 12345.678, 1e6, 0.125,
      2.675, 1.45, 8.345, 0.000001, 123456789.5,
    ];
    for (const lang of ["de", "en"] as const) {
      for (const n of cases) {
        for (const digits of [0, 1, 2, 3])
          expect(formatNumber(lang, n, digits)).toBe(intlNumber(lang, n, digits));
      }
    }
  });

  it("agrees on eighths and thousandths (exact ties in binary)", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000, max: 100_000 }), fc.constantFrom(8, 1000, 40), (k, d) => {
        for (const lang of ["de", "en"] as const) {
          expect(formatNumber(lang, k / d, 2)).toBe(intlNumber(lang, k / d, 2));
        }
      }),
    );
  });

  it("hands tiny, huge and non-finite numbers to Intl", () => {
    for (const n of [1e-7, 1e21, Number.POSITIVE_INFINITY, Number.NaN]) {
      expect(formatNumber("de", n)).toBe(intlNumber("de", n, 1));
    }
  });
});

describe("dates and times written out as Intl writes them", () => {
  const moments = fc.date({ min: new Date("1990-01-01"), max: new Date("2090-12-31"), noInvalidDate: true });

  it("date and time, short", () => {
    fc.assert(
      fc.property(moments, fc.constantFrom("de" as const, "en" as const), (date, lang) => {
        const intl = new Intl.DateTimeFormat(LOCALES[lang], { dateStyle: "short", timeStyle: "short" });
        expect(formatDateTime(lang, date)).toBe(intl.format(date));
      }),
      { numRuns: 2000 },
    );
  });

  it("time of day with seconds", () => {
    fc.assert(
      fc.property(moments, (date) => {
        expect(formatTime(date)).toBe(date.toLocaleTimeString("de-DE"));
        expect(formatTime(date)).toBe(date.toLocaleTimeString("en-GB"));
      }),
      { numRuns: 2000 },
    );
  });
});

describe("ISO timestamps in time order", () => {
  it("orders as the times do", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        fc.date({ min: new Date("2000-01-01"), max: new Date("2099-12-31"), noInvalidDate: true }),
        (a, b) => {
          expect(Math.sign(compareIso(a.toISOString(), b.toISOString()))).toBe(
            Math.sign(a.getTime() - b.getTime()),
          );
        },
      ),
    );
  });
});

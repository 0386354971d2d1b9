/**
 * Pearson's chi-square statistic of observed counts against expected probabilities, and whether
 * it stays under the critical value for significance 0.001 (Wilson–Hilferty approximation).
 * Used with fixed seeds, so a pass is deterministic, not flaky.
 */
export function chiSquareAgrees(
  observed: readonly number[],
  probabilities: readonly number[],
): {
  statistic: number;
  critical: number;
  agrees: boolean;
} {
  const n = observed.reduce((a, b) => a + b, 0);
  let statistic = 0;
  let df = -1;
  probabilities.forEach((p, i) => {
    if (p <= 0) return;
    df++;
    const expected = n * p;
    statistic += (observed[i]! - expected) ** 2 / expected;
  });
  if (df < 1)
    return { statistic: 0, critical: 0, agrees: observed.every((o, i) => probabilities[i]! > 0 || o === 0) };
  const z = 3.09; // one-sided 0.001 quantile of the standard normal
  const critical = df * (1 - 2 / (9 * df) + z * Math.sqrt(2 / (9 * df))) ** 3;
  // Every observation must also lie inside the support.
  const inSupport = observed.every((o, i) => probabilities[i]! > 0 || o === 0);
  return { statistic, critical, agrees: inSupport && statistic <= critical };
}

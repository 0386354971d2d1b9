import { EngineError } from "../../../errors.js";
import { Fraction } from "../../../odds/fraction.js";

/**
 * Solves a tridiagonal system exactly (Thomas algorithm on fractions):
 * `sub[i]·x[i−1] + diag[i]·x[i] + sup[i]·x[i+1] = rhs[i]`, with `sub[0]` and the last `sup` unused.
 * Birth-and-death chains (a week moves the wound count by at most one) give exactly this shape.
 */
export function solveTridiagonal(
  sub: readonly Fraction[],
  diag: readonly Fraction[],
  sup: readonly Fraction[],
  rhs: readonly Fraction[],
): Fraction[] {
  const n = diag.length;
  const c: Fraction[] = [];
  const d: Fraction[] = [];
  for (let i = 0; i < n; i++) {
    const pivot = i === 0 ? diag[0]! : diag[i]!.sub(sub[i]!.mul(c[i - 1]!));
    if (pivot.num === 0n) {
      throw new EngineError("singular-chain", "The healing chain has a closed loop without absorption", {});
    }
    c.push(i < n - 1 ? sup[i]!.div(pivot) : Fraction.ZERO);
    d.push(i === 0 ? rhs[0]!.div(pivot) : rhs[i]!.sub(sub[i]!.mul(d[i - 1]!)).div(pivot));
  }
  const x = new Array<Fraction>(n);
  for (let i = n - 1; i >= 0; i--) x[i] = i === n - 1 ? d[i]! : d[i]!.sub(c[i]!.mul(x[i + 1]!));
  return x;
}

import { PLAIN_TABLE, seededRng } from "@spieltisch/engine";
import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import { type BenchCase, medianMicros } from "./harness.js";

/** Monte Carlo samples of the peer: what one would do without the exact chain. */
const MC_SAMPLES = 10_000;

/**
 * EWS Urfassung bleeding: the exact distribution of an hour (60 intervals, two wounds) against a
 * Monte Carlo estimate. Its speed used to be a bound in a unit test; it is measured here instead.
 */
export function cases(): BenchCase[] {
  const params = { constitution: 12, kind: "wound", count: 2, intervals: 60 } as const;
  const rng = seededRng(61);
  let sink = 0;
  const exact = () => urfassungRules.bleedingOdds(params, PLAIN_TABLE).damage.length;
  return [
    {
      name: "exact odds: Urfassung bleeding, 1 hour, 2 wounds vs 1e4-sample Monte Carlo",
      unit: "estimates/s",
      ours: () => {
        sink += exact();
        return 1;
      },
      peer: () => {
        for (let i = 0; i < MC_SAMPLES; i++)
          sink += urfassungRules.rollBleeding(params, rng, PLAIN_TABLE).damage;
        return 1;
      },
      extra: () => ({ medianMicros: medianMicros(exact, 51, 1), sink: String(sink > 0) }),
    },
  ];
}

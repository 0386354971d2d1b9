/**
 * Side-by-side benchmark harness: each case runs "ours" and a "peer" (another library or a tight
 * hand-written loop) in the same process, interleaved over rounds, and reports the median rate of
 * each and their ratio. Times come from `performance.now()`; each run function returns how many
 * operations it did, so batching is the case's choice.
 */
export interface BenchCase {
  readonly name: string;
  /** Unit of the rates, e.g. "checks/s". */
  readonly unit: string;
  /** What the issue asks for, e.g. "≥ 25×" (printed next to the ratio). */
  readonly target?: string;
  /** Runs a batch of our code, returns the number of operations done. */
  readonly ours: () => number;
  /** Runs a batch of the peer, returns the number of operations done. */
  readonly peer: () => number;
  /** Extra columns (e.g. a median latency) computed after the rounds. */
  readonly extra?: () => Record<string, string | number>;
}

/** One line of `bench/results.json`. */
export interface BenchResult {
  readonly name: string;
  readonly ours: number;
  readonly peer: number;
  readonly unit: string;
  readonly ratio: number;
  readonly target?: string;
  readonly [extra: string]: unknown;
}

/** How long and how often to measure. */
export interface BenchSettings {
  readonly rounds: number;
  readonly warmupMs: number;
  readonly roundMs: number;
}

export const FULL: BenchSettings = { rounds: 3, warmupMs: 300, roundMs: 1000 };
export const QUICK: BenchSettings = { rounds: 1, warmupMs: 50, roundMs: 200 };

/** Runs `fn` for at least `ms` milliseconds; returns operations per second. */
function rate(fn: () => number, ms: number): number {
  let ops = 0;
  const start = performance.now();
  let now = start;
  do {
    ops += fn();
    now = performance.now();
  } while (now - start < ms);
  return (ops * 1000) / (now - start);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Measures one case: warm-up, then `rounds` interleaved rounds of ours and peer. */
export function measure(bench: BenchCase, settings: BenchSettings): BenchResult {
  rate(bench.ours, settings.warmupMs);
  rate(bench.peer, settings.warmupMs);
  const ours: number[] = [];
  const peer: number[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    ours.push(rate(bench.ours, settings.roundMs));
    peer.push(rate(bench.peer, settings.roundMs));
  }
  const o = median(ours);
  const p = median(peer);
  return {
    name: bench.name,
    ours: o,
    peer: p,
    unit: bench.unit,
    ratio: o / p,
    ...(bench.target ? { target: bench.target } : {}),
    ...bench.extra?.(),
  };
}

/** Formats a rate with k/M suffixes. */
export const human = (n: number): string =>
  n >= 1e6 ? `${(n / 1e6).toFixed(2)}M` : n >= 1e3 ? `${(n / 1e3).toFixed(1)}k` : n.toFixed(n < 10 ? 3 : 1);

/** Median wall time of one call, in microseconds (for latency targets). */
export function medianMicros(fn: () => unknown, samples = 2001, inner = 20): number {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    for (let j = 0; j < inner; j++) fn();
    times.push(((performance.now() - start) * 1000) / inner);
  }
  return median(times);
}

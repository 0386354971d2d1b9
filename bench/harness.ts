/**
 * Side-by-side benchmark harness: each case runs "ours" and a "peer" (another library or a tight
 * hand-written loop) in the same process, interleaved over rounds, and reports the median rate of
 * each and their ratio. Times are the process's CPU time (`process.cpuUsage()`, user + system) by
 * default: on a shared machine another process's load then slows neither side's figure, while wall
 * time counted every preemption (a case whose point is parallel threads measures wall time,
 * `clock: "wall"`). Each run function returns how many operations it did, so batching is the
 * case's choice.
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
  /** What the rates are per: a CPU second of this process (default) or a wall-clock second. */
  readonly clock?: Clock;
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

/** CPU time (this process, all threads) or wall-clock time. */
export type Clock = "cpu" | "wall";

/** Milliseconds of CPU time this process has used (user + system). */
export const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

const clockMs = (clock: Clock): number => (clock === "cpu" ? cpuMs() : performance.now());

/** Runs `fn` for at least `ms` milliseconds of `clock`; returns operations per second of it. */
function rate(fn: () => number, ms: number, clock: Clock): number {
  let ops = 0;
  const start = clockMs(clock);
  let now = start;
  do {
    ops += fn();
    now = clockMs(clock);
  } while (now - start < ms);
  return (ops * 1000) / (now - start);
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Measures one case: warm-up, then `rounds` interleaved rounds of ours and peer. */
export function measure(bench: BenchCase, settings: BenchSettings): BenchResult {
  const clock = bench.clock ?? "cpu";
  rate(bench.ours, settings.warmupMs, clock);
  rate(bench.peer, settings.warmupMs, clock);
  const ours: number[] = [];
  const peer: number[] = [];
  for (let round = 0; round < settings.rounds; round++) {
    ours.push(rate(bench.ours, settings.roundMs, clock));
    peer.push(rate(bench.peer, settings.roundMs, clock));
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

/**
 * Median time of one call, in microseconds (for latency targets): wall time by default, or the
 * process's CPU time (`clock: "cpu"`, for a target that must hold on a machine others share too;
 * `process.cpuUsage()` counts microseconds, so give it calls of a millisecond or more).
 */
export function medianMicros(fn: () => unknown, samples = 2001, inner = 20, clock: Clock = "wall"): number {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = clockMs(clock);
    for (let j = 0; j < inner; j++) fn();
    times.push(((clockMs(clock) - start) * 1000) / inner);
  }
  return median(times);
}

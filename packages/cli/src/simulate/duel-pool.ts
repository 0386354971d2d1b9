import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { TableSettings } from "@spieltisch/engine";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import type { DuelJob } from "./duel-worker.js";
import { chunkCount, chunkSeed, chunkSize, runChunk, TALLY_FIELDS } from "./run-chunk.js";

/** Progress callback: duels done of the total. */
export type Progress = (done: number, total: number) => void;

/** The compiled worker, also when this module runs from the TypeScript sources (tests). */
function workerUrl(): URL {
  const here = import.meta.url;
  const compiled = here.endsWith(".ts") ? here.replace("/src/", "/dist/").replace(/\.ts$/, ".js") : here;
  return new URL("./duel-worker.js", compiled);
}

/**
 * A pool of duel workers. `run` blocks the calling thread on shared memory until all workers are
 * done (with `Atomics.wait`), which keeps the API synchronous for the CLI and the benchmark and
 * still lets it poll the progress counter.
 */
export class DuelPool {
  private readonly workers: Worker[];
  private readonly ctrl: Int32Array;
  private readonly results: Float64Array;

  /** Starts `threads` workers and resolves once all of them have loaded. */
  static async create(threads: number): Promise<DuelPool> {
    const pool = new DuelPool(threads);
    await Promise.all(
      pool.workers.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            w.once("message", () => {
              w.removeAllListeners();
              // Idle workers must not keep a finished program alive.
              w.unref();
              resolve();
            });
            w.once("error", reject);
          }),
      ),
    );
    return pool;
  }

  private constructor(readonly threads: number) {
    const control = new SharedArrayBuffer(12);
    const results = new SharedArrayBuffer(threads * TALLY_FIELDS.length * 8);
    this.ctrl = new Int32Array(control);
    this.results = new Float64Array(results);
    this.workers = Array.from(
      { length: threads },
      () => new Worker(workerUrl(), { workerData: { control, results } }),
    );
  }

  /** Runs `n` duels split into chunks over the workers; same totals as {@link simulateDuels} with one thread. */
  run(
    params: ewsRules.DuelParams,
    table: TableSettings,
    seed: number,
    n: number,
    progress?: Progress,
  ): ewsRules.DuelTally {
    Atomics.store(this.ctrl, 0, 0);
    Atomics.store(this.ctrl, 1, 0);
    Atomics.store(this.ctrl, 2, 0);
    // Chunks are handed out dynamically (a shared counter), so a slower core gets fewer; every
    // chunk has its own seed, so the totals do not depend on who ran which.
    this.workers.forEach((w, slot) => {
      const job: DuelJob = { params, table, seed, n, chunks: chunkCount(n), slot };
      w.postMessage(job);
    });
    for (;;) {
      const finished = Atomics.load(this.ctrl, 0);
      if (finished >= this.threads) break;
      Atomics.wait(this.ctrl, 0, finished, 100);
      progress?.(Atomics.load(this.ctrl, 1), n);
    }
    const tally = ewsRules.emptyTally();
    for (let slot = 0; slot < this.threads; slot++) {
      TALLY_FIELDS.forEach((k, f) => {
        tally[k] += this.results[slot * TALLY_FIELDS.length + f]!;
      });
    }
    return tally;
  }

  /** Stops the workers. */
  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/** Duels from which the CLI uses worker threads by default. */
export const PARALLEL_FROM = 200_000;

/** Default thread count for `n` duels. */
export const defaultThreads = (n: number): number =>
  n >= PARALLEL_FROM ? Math.max(1, Math.min(4, availableParallelism())) : 1;

/**
 * Simulates `n` duels on this thread, chunk by chunk (the same chunks and seeds as the pool).
 */
export function simulateDuels(
  params: ewsRules.DuelParams,
  table: TableSettings,
  seed: number,
  n: number,
  progress?: Progress,
): ewsRules.DuelTally {
  const tally = ewsRules.emptyTally();
  let done = 0;
  for (let i = 0; i < chunkCount(n); i++) {
    const size = chunkSize(n, i);
    ewsRules.addTallies(tally, runChunk(params, table, chunkSeed(seed, i), size));
    done += size;
    progress?.(done, n);
  }
  return tally;
}

import { parentPort, workerData } from "node:worker_threads";
import type { TableSettings } from "@spieltisch/engine";
import type * as ewsRules from "@spieltisch/engine/systems/ews";
import { chunkSeed, chunkSize, runChunk, TALLY_FIELDS } from "./run-chunk.js";

/** A job for one worker: its chunks of a run. */
export interface DuelJob {
  readonly params: ewsRules.DuelParams;
  readonly table: TableSettings;
  readonly seed: number;
  readonly n: number;
  /** Chunks of the run; workers take the next free one from a shared counter. */
  readonly chunks: number;
  /** Where this worker writes its tally in the shared result array. */
  readonly slot: number;
}

const { control, results } = workerData as { control: SharedArrayBuffer; results: SharedArrayBuffer };
const ctrl = new Int32Array(control);
const out = new Float64Array(results);

// Tell the pool this worker has loaded: the pool blocks its thread while jobs run, so it must not
// start before every worker is up (module loading may need the parent's event loop).
parentPort?.postMessage("ready");

// Control words: [0] finished workers, [1] duels done (progress), [2] next chunk to take.
parentPort?.on("message", (job: DuelJob) => {
  const sum = new Float64Array(TALLY_FIELDS.length);
  for (let i = Atomics.add(ctrl, 2, 1); i < job.chunks; i = Atomics.add(ctrl, 2, 1)) {
    const size = chunkSize(job.n, i);
    const tally = runChunk(job.params, job.table, chunkSeed(job.seed, i), size);
    TALLY_FIELDS.forEach((k, f) => {
      sum[f]! += tally[k];
    });
    Atomics.add(ctrl, 1, size);
  }
  out.set(sum, job.slot * TALLY_FIELDS.length);
  Atomics.add(ctrl, 0, 1);
  Atomics.notify(ctrl, 0);
});

import { constants, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { ApiError } from "../errors.js";
import type { ImportMessage } from "./import-messages.js";
import { prepareImport } from "./prepare-import.js";

/** Rows per message: each arrives as its own task on the main thread, well under a millisecond. */
const ROWS_PER_MESSAGE = 500;

/**
 * The import worker (see `prepareImportOffThread`): reads and checks the export it was given
 * (`workerData`: the body's bytes) and posts what the import writes, a slice at a time.
 */
function run(bytes: Uint8Array): void {
  const post = (message: ImportMessage) => parentPort!.postMessage(message);
  let prepared: ReturnType<typeof prepareImport>;
  try {
    prepared = prepareImport(bytes);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    const { status, code, message, path } = error;
    post({ kind: "refused", refusal: { status, code, message, ...(path ? { path: [...path] } : {}) } });
    return;
  }
  post({ kind: "header", header: prepared.header });
  for (let start = 0; start < prepared.rows.length; start += ROWS_PER_MESSAGE) {
    post({ kind: "rows", rows: prepared.rows.slice(start, start + ROWS_PER_MESSAGE) });
  }
  post({ kind: "end" });
}

/**
 * On Linux a thread's nice value is its own (setpriority(2), "BUGS"): the import yields the CPU to
 * the thread that serves every table whenever both want it. Elsewhere it would lower the whole
 * process, so it is left alone there.
 */
function yieldToTheServer(): void {
  if (process.platform !== "linux") return;
  try {
    setPriority(constants.priority.PRIORITY_LOW);
  } catch {
    // Not allowed here (a container without the right): the import just competes as before.
  }
}

yieldToTheServer();
if (workerData instanceof Uint8Array) run(workerData);
else throw new Error("The import worker needs the body's bytes as workerData");

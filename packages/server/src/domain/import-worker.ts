import { constants, setPriority } from "node:os";
import { parentPort, workerData } from "node:worker_threads";
import { ApiError } from "../errors.js";
import type { ImportMessage } from "./import-messages.js";
import { prepareImport } from "./prepare-import.js";

/** Rows per message: taking one in (structured clone and zod) costs the main thread about a millisecond. */
const ROWS_PER_MESSAGE = 500;

/**
 * The import worker (see `prepareImportOffThread`): reads and checks the export it was given
 * (`workerData`: the body's bytes), posts the header, and then a slice of rows each time the
 * main thread asks for more (any message), then the end. Asked for, not pushed: messages queued
 * at once are taken in one go on the other side (all 240 slices of a big import held the main
 * thread for a second).
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
  const { header, rows } = prepared;
  post({ kind: "header", header });
  let start = 0;
  parentPort!.on("message", () => {
    if (start >= rows.length) {
      post({ kind: "end" });
      parentPort!.close();
      return;
    }
    post({ kind: "rows", rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
    start += ROWS_PER_MESSAGE;
  });
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

import { Worker } from "node:worker_threads";
import { ApiError } from "../errors.js";
import { type ImportedEventRow, importMessageSchema, type PreparedImportHeader } from "./import-messages.js";
import type { PreparedImport } from "./prepare-import.js";

/** Imports read at once; more wait for a turn (each worker may take a few hundred MB). */
const CONCURRENT_WORKERS = 2;
/** The worker's heap: a 32 MiB export needs a few hundred MB while it is parsed. */
const WORKER_HEAP_MB = 1024;

/** The compiled worker, also when this module runs from the TypeScript sources (tests). */
function workerUrl(): URL {
  const here = import.meta.url;
  const compiled = here.endsWith(".ts") ? here.replace("/src/", "/dist/").replace(/\.ts$/, ".js") : here;
  return new URL("./import-worker.js", compiled);
}

let running = 0;
const waiting: (() => void)[] = [];

async function turn(): Promise<() => void> {
  if (running >= CONCURRENT_WORKERS) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  return () => {
    running--;
    waiting.shift()?.();
  };
}

/**
 * The bytes in an ArrayBuffer of their own, which the worker can take over. Always a copy: a
 * body's Buffer may live in Node's shared pool or in memory Node marks as untransferable (Node 22
 * refuses to transfer it: `DataCloneError`), and `Buffer#slice` would only make another view.
 */
const ownBuffer = (bytes: Uint8Array): Uint8Array => new Uint8Array(bytes);

/**
 * Reads and checks an import's body in a worker thread ({@link prepareImport} there): the main
 * thread only receives the result, as a header and then the log's rows in slices of 500, asking
 * for the next one a turn of the event loop after it took the last, so other tables' requests
 * are served in between. A refusal is the same
 * {@link ApiError} it would be on the main thread.
 *
 * @example
 * const { header, rows } = await prepareImportOffThread(body.bytes);
 */
export async function prepareImportOffThread(bytes: Uint8Array): Promise<PreparedImport> {
  const done = await turn();
  try {
    return await new Promise<PreparedImport>((resolve, reject) => {
      const data = ownBuffer(bytes);
      const worker = new Worker(workerUrl(), {
        workerData: data,
        transferList: [data.buffer as ArrayBuffer],
        resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      });
      let header: PreparedImportHeader | undefined;
      const rows: ImportedEventRow[] = [];
      let settled = false;
      const settle = (outcome: () => void) => {
        if (settled) return;
        settled = true;
        outcome();
        void worker.terminate();
      };
      worker.on("message", (raw: unknown) => {
        const parsed = importMessageSchema.safeParse(raw);
        // Thrown here, it would escape the event emitter and end the process.
        if (!parsed.success)
          return settle(() => reject(new Error(`Import worker message: ${parsed.error.message}`)));
        const message = parsed.data;
        switch (message.kind) {
          case "header":
            header = message.header;
            worker.postMessage("more");
            break;
          case "rows":
            for (const row of message.rows) rows.push(row);
            // The next slice after a turn of the event loop: other requests go first.
            setImmediate(() => {
              if (!settled) worker.postMessage("more");
            });
            break;
          case "refused": {
            const { status, code, message: text, path } = message.refusal;
            settle(() => reject(new ApiError(status, code, text, path)));
            break;
          }
          case "end":
            settle(() =>
              header && rows.length === header.eventCount
                ? resolve({ header, rows })
                : reject(new Error("The import worker ended without the whole export")),
            );
        }
      });
      worker.on("error", (error: Error & { code?: string }) =>
        settle(() =>
          reject(
            error.code === "ERR_WORKER_OUT_OF_MEMORY"
              ? new ApiError(413, "body-too-large", "The export is too big to import", [])
              : error,
          ),
        ),
      );
      worker.on("exit", () => settle(() => reject(new Error("The import worker stopped early"))));
    });
  } finally {
    done();
  }
}

import { type ExportedEvent, exportChains } from "@spieltisch/protocol";
import { ApiError } from "../errors.js";
import { eventHashes } from "../events/event-chain.js";
import { nativeSha256Hex } from "../fairness/native-sha256.js";

/** The heads an imported table's row starts from: the hashes of its log's last event per stream. */
export interface ImportedHeads {
  readonly fullHead: string | null;
  readonly tableHead: string | null;
}

/**
 * The chain of an imported log (issue #31): it must hold where the export carries one (a `prev`
 * that is not its predecessor's hash is 422 `invalid-export` at that event's field — the new table
 * would fail every check of its log), and the new table's chain goes on from it: its heads are the
 * hashes of the last event of each stream, as the export has them (an export from before the chain
 * is hashed as it is, so the `imported` event pins its last event). The `prev` and `tablePrev` of
 * every event are kept as exported.
 *
 * @example
 * const { fullHead, tableHead } = importedHeads(data.events); // the `imported` event's prev, tablePrev
 */
export function importedHeads(events: readonly ExportedEvent[]): ImportedHeads {
  const { problem } = exportChains(events, nativeSha256Hex);
  if (problem !== null) {
    const index = events.findIndex((event) => event.fullSeq === problem.fullSeq);
    const field =
      problem.stream === "table" && events[index]?.secret === false && events.some((e) => e.secret);
    throw new ApiError(422, "invalid-export", problem.reason, [
      "events",
      index,
      field ? "tablePrev" : "prev",
    ]);
  }
  const hashesOf = (event: ExportedEvent | undefined) => {
    if (event === undefined) return null;
    const { fullSeq, tableSeq, kind, secret, by, at, prev, tablePrev, ...body } = event;
    return eventHashes({
      tableId: "",
      fullSeq,
      tableSeq,
      kind,
      secret,
      by,
      at,
      body,
      prev: prev ?? null,
      tablePrev: tablePrev ?? null,
    });
  };
  const lastTable = [...events].reverse().find((event) => !event.secret && event.tableSeq !== null);
  return {
    fullHead: hashesOf(events.at(-1))?.full ?? null,
    tableHead: hashesOf(lastTable)?.table ?? null,
  };
}

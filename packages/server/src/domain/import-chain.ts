import type { ExportedEvent } from "@spieltisch/protocol";
import { eventHashes } from "../events/event-chain.js";

/** The heads an imported table's row starts from: the hashes of its log's last event per stream. */
export interface ImportedHeads {
  readonly fullHead: string | null;
  readonly tableHead: string | null;
}

/**
 * Where an imported table's chain (issue #31) goes on: the hashes of the export's last event per
 * stream, as the export has them — each event keeps the `prev` and `tablePrev` it was exported
 * with, an export from before the chain is hashed as it is — so the `imported` event pins the log
 * it restored. The import does not judge the chain, as it does not recompute rolls: a log whose
 * chain does not hold imports as it was, and `verify` of the new table's export says where.
 *
 * @example
 * const { fullHead, tableHead } = importedHeads(data.events); // the `imported` event's prev, tablePrev
 */
export function importedHeads(events: readonly ExportedEvent[]): ImportedHeads {
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

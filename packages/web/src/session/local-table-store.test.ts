import { LOCAL_TABLE_FORMAT, type LocalTableFile } from "@spieltisch/protocol";
import { tableStoreCases } from "../../../protocol/src/table-core/table-store-cases.test-support.js";
import { localTableStore } from "./local-table-store.js";
import { LOCAL_TABLE_ID } from "./local-tables.js";

/** A local table's file kept in memory, as the session keeps it between writes. */
function memoryTable(system: string, modules: readonly string[], sheets: readonly Record<string, unknown>[]) {
  let file: LocalTableFile = {
    format: LOCAL_TABLE_FORMAT,
    config: {
      id: LOCAL_TABLE_ID,
      name: "T",
      system,
      modules: [...modules],
      houseRules: {},
      role: "gm",
      local: true,
    },
    events: [],
    characters: sheets.map((character, i) => ({ id: `c${i + 1}`, version: 1, character })),
  };
  return {
    read: () => file,
    write: (next: LocalTableFile) => {
      file = next;
    },
  };
}

tableStoreCases("the browser's own table", async (table, sheets) => {
  const access = memoryTable(table.system, table.modules, sheets);
  const store = localTableStore(access);
  return {
    ids: access.read().characters.map((c) => c.id),
    // One person plays a local table, as its GM; the other roles run the same cases' refusals.
    store: (role) =>
      role === "gm" ? store : localTableStore(access, { credentialId: null, name: null, role }),
    kinds: async () => access.read().events.map((e) => e.kind),
  };
});

import {
  LOCAL_TABLE_FORMAT,
  type LocalTableFile,
  type LocalTableProblem,
  parseLocalTableText,
  type TableConfig,
} from "@spieltisch/protocol";

/*
 * The tables played alone in this browser, as kept in localStorage: where they live, reading,
 * listing, starting and importing them. Apart from the session that plays one (local-session.ts),
 * so the start page can list them without the rules.
 */

/** The id of the local table started with "play alone"; imported tables get ids of their own. */
export const LOCAL_TABLE_ID = "local";

const KEY = "spieltisch.local-table";

/** Where a local table is kept: the first one under the historic key, imported ones beside it. */
export const localTableKey = (id: string) => (id === LOCAL_TABLE_ID ? KEY : `${KEY}.${id}`);

/** True for the id of a table kept in this browser. */
export const isLocalTableId = (id: string) => id === LOCAL_TABLE_ID || id.startsWith(`${LOCAL_TABLE_ID}-`);

/** Reads a local table from storage (null when there is none, or what is stored does not parse). */
export function loadLocalTable(
  id: string = LOCAL_TABLE_ID,
  storage: Storage = localStorage,
): LocalTableFile | null {
  const raw = storage.getItem(localTableKey(id));
  if (raw === null) return null;
  const parsed = parseLocalTableText(raw);
  return parsed.ok && parsed.table.config.id === id ? parsed.table : null;
}

/** Every local table kept in this browser that can be opened, the "play alone" one first. */
export function listLocalTables(storage: Storage = localStorage): LocalTableFile[] {
  const ids = [LOCAL_TABLE_ID];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(`${KEY}.`)) ids.push(key.slice(KEY.length + 1));
  }
  return ids.flatMap((id) => loadLocalTable(id, storage) ?? []);
}

/** Starts a fresh "play alone" table (replacing the previous one; imported tables stay). */
export function createLocalTable(
  config: Omit<TableConfig, "id" | "role" | "local">,
  storage: Storage = localStorage,
): LocalTableFile {
  const data: LocalTableFile = {
    format: LOCAL_TABLE_FORMAT,
    config: { ...config, id: LOCAL_TABLE_ID, role: "gm", local: true },
    events: [],
    characters: [],
  };
  storage.setItem(KEY, JSON.stringify(data));
  return data;
}

/** A local-table file that cannot be imported: the first problem, with the JSON path of the field. */
export class LocalTableImportError extends Error {
  constructor(readonly problem: LocalTableProblem) {
    super(`${problem.path.join(".") || "$"}: ${problem.message}`);
  }
}

/**
 * Imports an exported local table into a new local table with an id of its own. The whole file is
 * checked first (JSON, format, every event, every character); a broken file is a
 * {@link LocalTableImportError} and nothing in storage is touched, and no table already kept
 * here is ever overwritten.
 */
export function importLocalTable(text: string, storage: Storage = localStorage): LocalTableFile {
  const parsed = parseLocalTableText(text);
  if (!parsed.ok) throw new LocalTableImportError(parsed.problems[0]!);
  let id = `${LOCAL_TABLE_ID}-${Date.now().toString(36)}`;
  while (storage.getItem(localTableKey(id)) !== null) id += "x";
  const data: LocalTableFile = {
    ...parsed.table,
    config: { ...parsed.table.config, id, role: "gm", local: true },
  };
  storage.setItem(localTableKey(id), JSON.stringify(data));
  return data;
}

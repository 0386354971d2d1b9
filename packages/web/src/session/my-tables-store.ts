import { use } from "react";
import type { MyTable } from "./my-tables.js";

/**
 * What the start page reads and changes of the tables kept in this browser: the my-tables module,
 * its list completed by the local tables where some are kept.
 */
export interface MyTablesStore {
  /** Every table of this browser, most recently active first (see `listMyTables`). */
  readonly listMyTables: (storage?: Storage) => MyTable[];
  readonly forgetTable: typeof import("./my-tables.js").forgetTable;
  readonly loadInviteLinks: typeof import("./my-tables.js").loadInviteLinks;
  readonly saveInviteLinks: typeof import("./my-tables.js").saveInviteLinks;
  /** Whether the local tables' module is part of it (the list then holds them). */
  readonly withLocal: boolean;
}

let loaded: MyTablesStore | null = null;
/** One promise per kind of store, so a suspended view waits on the same promise every render. */
const pending: { plain?: Promise<MyTablesStore>; withLocal?: Promise<MyTablesStore> } = {};

/**
 * Loads the my-tables module once, and the local tables' module where a local table is kept.
 * Both parse with the protocol's schemas (zod; a local table with every event's shape), so the
 * start page loads them only where there is something to list, and the whole event format only
 * where a table is played alone here.
 */
export function loadMyTablesStore(storage: Storage = localStorage): Promise<MyTablesStore> {
  const withLocal = mayHaveLocalTables(storage);
  const key = withLocal ? "withLocal" : "plain";
  pending[key] ??= Promise.all([
    import("./my-tables.js"),
    withLocal ? import("./local-tables.js") : null,
  ]).then(([mine, local]) => {
    const store: MyTablesStore = {
      listMyTables: (at = localStorage) => mine.listMyTables(at, local?.listLocalTables(at) ?? []),
      forgetTable: mine.forgetTable,
      loadInviteLinks: mine.loadInviteLinks,
      saveInviteLinks: mine.saveInviteLinks,
      withLocal: local !== null,
    };
    if (!loaded?.withLocal) loaded = store;
    return store;
  });
  return pending[key];
}

const anyKey = (storage: Storage, pattern: RegExp): boolean => {
  for (let i = 0; i < storage.length; i++) if (pattern.test(storage.key(i) ?? "")) return true;
  return false;
};

/**
 * True when this browser may keep a table: a membership (`spieltisch.table.<id>`), a local table
 * (`spieltisch.local-table…`) or a created table's invite links (`spieltisch.invites.<id>`). Only
 * the keys are looked at; whether the entries are intact is the store's business.
 */
export const mayHaveTables = (storage: Storage = localStorage): boolean =>
  anyKey(storage, /^spieltisch\.(table\.[^.]+|local-table(\..+)?|invites\..+)$/);

/** True when this browser may keep a table played alone (`spieltisch.local-table…`). */
export const mayHaveLocalTables = (storage: Storage = localStorage): boolean =>
  anyKey(storage, /^spieltisch\.local-table(\..+)?$/);

/**
 * The my-tables store for a view: at once when it is loaded (and holds the local tables, if any
 * are kept now: one started since loads them then); where this browser keeps tables, the view
 * suspends until it is (so the list is there with the page's first paint, never pushing the form
 * down later); null on a first visit, where there is nothing to list.
 */
export function useMyTablesStore(): MyTablesStore | null {
  if (loaded && (loaded.withLocal || !mayHaveLocalTables())) return loaded;
  return mayHaveTables() ? use(loadMyTablesStore()) : null;
}

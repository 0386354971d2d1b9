import { use } from "react";

/** The module that reads and changes the tables kept in this browser (it parses with the protocol). */
export type MyTablesStore = typeof import("./my-tables.js");

let loaded: MyTablesStore | null = null;
let pending: Promise<MyTablesStore> | null = null;

/**
 * Loads the my-tables module once. It parses stored tables with the protocol's schemas (zod, the
 * local table's whole event format), so the start page loads it only where there is something to list.
 */
export function loadMyTablesStore(): Promise<MyTablesStore> {
  pending ??= import("./my-tables.js").then((store) => {
    loaded = store;
    return store;
  });
  return pending;
}

/**
 * True when this browser may keep a table: a membership (`spieltisch.table.<id>`), a local table
 * (`spieltisch.local-table…`) or a created table's invite links (`spieltisch.invites.<id>`). Only
 * the keys are looked at; whether the entries are intact is the store's business.
 */
export function mayHaveTables(storage: Storage = localStorage): boolean {
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i) ?? "";
    if (/^spieltisch\.(table\.[^.]+|local-table(\..+)?|invites\..+)$/.test(key)) return true;
  }
  return false;
}

/**
 * The my-tables module for a view: at once when it is loaded; where this browser keeps tables,
 * the view suspends until it is (so the list is there with the page's first paint, never pushing
 * the form down later); null on a first visit, where there is nothing to list.
 */
export function useMyTablesStore(): MyTablesStore | null {
  if (loaded) return loaded;
  return mayHaveTables() ? use(loadMyTablesStore()) : null;
}

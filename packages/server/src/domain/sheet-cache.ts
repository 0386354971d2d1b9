import type { CharacterEnvelope, SheetValue, TableSettings } from "@spieltisch/engine";
import { getSystem } from "@spieltisch/engine";
import { characterEnvelopeSchema } from "@spieltisch/protocol";
import { initialConditionOf } from "./initial-condition.js";

/**
 * What play derives from one version of a sheet: the parsed sheet, its rollable values and its
 * initial condition per table settings. A version's body never changes, so this is shared by
 * every request (and every process keeps its own) without invalidation; the table settings are
 * part of the key of the derived parts.
 */
export interface SheetEntry {
  readonly sheet: CharacterEnvelope;
  values(system: string, settings: TableSettings): readonly SheetValue[];
  initialCondition(system: string, settings: TableSettings): Record<string, unknown> | null;
}

/** Entries kept; beyond it the oldest half goes (a table's characters are a handful). */
const LIMIT = 4096;
const entries = new Map<string, SheetEntry>();

const settingsKeys = new WeakMap<TableSettings, string>();

/**
 * The key of a system and table settings. Settings objects are kept per table row (see
 * `tableSettingsOf`), so their key is computed once, not per lookup.
 */
function settingsKey(system: string, settings: TableSettings): string {
  let key = settingsKeys.get(settings);
  if (key === undefined) {
    key = `${settings.modules.join(",")}|${JSON.stringify(settings.options)}`;
    settingsKeys.set(settings, key);
  }
  return `${system}|${key}`;
}

function entryFor(body: string): SheetEntry {
  const sheet = characterEnvelopeSchema.parse(JSON.parse(body));
  const values = new Map<string, readonly SheetValue[]>();
  const initial = new Map<string, Record<string, unknown> | null>();
  return {
    sheet,
    values(system, settings) {
      const key = settingsKey(system, settings);
      let found = values.get(key);
      if (found === undefined) {
        found = getSystem(system).characters?.values(sheet, settings) ?? [];
        values.set(key, found);
      }
      return found;
    },
    initialCondition(system, settings) {
      const key = settingsKey(system, settings);
      if (!initial.has(key)) initial.set(key, initialConditionOf(system, sheet, settings));
      const condition = initial.get(key) ?? null;
      // Callers fold conditions into new objects, but never hand out the cached one itself.
      return condition === null ? null : structuredClone(condition);
    },
  };
}

/**
 * The derived parts of a character's sheet at one version (`id` and `version` name it; `body` is
 * that version's JSON).
 *
 * @example
 * sheetEntry(row.id, row.version, row.body).values("ews", settings);
 */
export function sheetEntry(id: string, version: number, body: string): SheetEntry {
  const key = `${id}@${version}`;
  let entry = entries.get(key);
  if (entry === undefined) {
    entry = entryFor(body);
    if (entries.size >= LIMIT) {
      for (const old of [...entries.keys()].slice(0, LIMIT / 2)) entries.delete(old);
    }
    entries.set(key, entry);
  }
  return entry;
}

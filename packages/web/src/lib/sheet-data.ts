import type { TableSettings } from "@spieltisch/engine";
import type { StoredCharacter } from "@spieltisch/protocol";
import { evaluateDraft } from "./evaluate.js";

/** One value line of a sheet: name, creation level and the number the rules derive. */
export interface SheetValue {
  readonly name: string;
  readonly level: string;
  readonly value: number | undefined;
  readonly note?: string;
}

/** A character prepared for the Charakterheft. */
export interface SheetData {
  readonly name: string;
  readonly sections: readonly { readonly id: string; readonly values: readonly SheetValue[] }[];
  readonly woundThreshold: number | undefined;
  readonly cost: number | undefined;
  readonly budget: number | undefined;
  readonly notes: string;
  readonly wounds: number;
}

type Row = { name?: unknown; level?: unknown; attributes?: unknown; kind?: unknown };

/** Reads a character (any system with EWS-like rows) into sheet sections, values from the rules. */
export function sheetOf(character: Record<string, unknown>, table: TableSettings): SheetData {
  const verdict = evaluateDraft(character, table);
  const report = verdict.kind === "report" ? verdict.report : undefined;
  const derived = report?.derived ?? {};
  const sections = ["attributes", "skills", "professions", "traits"].flatMap((id) => {
    const rows = character[id];
    if (!Array.isArray(rows)) return [];
    const map = (derived[id] ?? {}) as Record<string, number>;
    return [
      {
        id,
        values: (rows as Row[]).map((r) => {
          const attrs = Array.isArray(r.attributes) ? r.attributes.join(", ") : "";
          return {
            name: String(r.name ?? ""),
            level: String(r.level ?? ""),
            // Traits (Merkmale) have no number: only numbers are values to roll with.
            value: typeof map[String(r.name ?? "")] === "number" ? map[String(r.name ?? "")] : undefined,
            ...(attrs ? { note: attrs } : {}),
          };
        }),
      },
    ];
  });
  return {
    name: String(character.name ?? ""),
    sections,
    woundThreshold: typeof derived.woundThreshold === "number" ? derived.woundThreshold : undefined,
    cost: report?.cost,
    budget: report?.budget,
    notes: String(character.notes ?? ""),
    wounds: typeof character.wounds === "number" ? character.wounds : 0,
  };
}

/** The characters a sheet can show: the table's stored ones and the builder's current draft. */
export function sheetCandidates(stored: readonly StoredCharacter[], draft: Record<string, unknown> | null) {
  const list = stored.map((s) => ({ key: s.id, character: s.character }));
  if (draft && String(draft.name ?? "").trim()) list.push({ key: "draft", character: draft });
  return list;
}

import { getSystem, isSystemId, type TableSettings } from "@spieltisch/engine";
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
  /** EWS only: the other systems have no Wundschwelle. */
  readonly woundThreshold: number | undefined;
  /** Urfassung: TP = 2 × SR (or KO). */
  readonly hitPoints: number | undefined;
  /** Faar: LP = ST + KO. */
  readonly lifePoints: number | undefined;
  readonly cost: number | undefined;
  readonly budget: number | undefined;
  readonly notes: string;
  readonly wounds: number;
}

type Row = { name?: unknown; level?: unknown; attributes?: unknown; kind?: unknown };

/**
 * A section's rows: a list of rows, or (Faar's attributes, CONTRACT §2) an object of name → value,
 * whose value is what the sheet rolls with.
 */
function rowsOf(section: unknown): { rows: Row[]; values: Record<string, number> } | null {
  if (Array.isArray(section)) return { rows: section, values: {} };
  if (typeof section !== "object" || section === null) return null;
  const entries = Object.entries(section).filter((e): e is [string, number] => typeof e[1] === "number");
  return { rows: entries.map(([name]) => ({ name })), values: Object.fromEntries(entries) };
}

const numberOf = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined);

/**
 * The values the rules read from a character (`CharacterRules.values`: every number a roll can
 * take), as the one section of a sheet whose system names no lists of its own.
 */
function valuesSection(
  verdict: ReturnType<typeof evaluateDraft>,
  table: TableSettings,
): SheetData["sections"] {
  if (verdict.kind === "problems") return [];
  const { character } = verdict;
  const system = String(character.system);
  if (!isSystemId(system) || typeof character.name !== "string") return [];
  const values = getSystem(system).characters.values(
    { ...character, format: "spieltisch/character@1", system, name: character.name },
    table,
  );
  return [{ id: "values", values: values.map((v) => ({ name: v.name, level: "", value: v.value })) }];
}

/**
 * Reads a character into sheet sections, values from the rules: the lists `sections` names
 * (`WebSheetParts.sheetSections`, EWS: Eigenschaften, Fertigkeiten, Berufe, Merkmale — rows with
 * their levels), or, for a system that names none, the values its rules read.
 */
export function sheetOf(
  character: Record<string, unknown>,
  table: TableSettings,
  sections?: readonly string[],
): SheetData {
  const verdict = evaluateDraft(character, table);
  const report = verdict.kind === "report" ? verdict.report : undefined;
  const derived = report?.derived ?? {};
  const listed = (sections ?? []).flatMap((id) => {
    const read = rowsOf(character[id]);
    if (!read) return [];
    const map = { ...read.values, ...((derived[id] ?? {}) as Record<string, number>) };
    return [
      {
        id,
        values: read.rows.map((r) => {
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
    sections: sections ? listed : valuesSection(verdict, table),
    woundThreshold: numberOf(derived.woundThreshold),
    hitPoints: numberOf(derived.hitPoints),
    lifePoints: numberOf(derived.lifePoints),
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

import type { CharacterReport, Issue, TableSettings } from "@spieltisch/engine";
import { gearKey } from "@spieltisch/protocol";
import { webSystemOf } from "../systems/registry.js";
import { evaluateDraft, type RulesLookup } from "./evaluate.js";

/** What a builder shows about the draft being typed: the engine's report and every issue by field. */
export interface DraftCheck {
  /** The engine's report on the draft's complete rows; null while the file cannot be read. */
  readonly report: CharacterReport | null;
  /** The engine's issues (paths pointing at the rows as typed) plus the builder's own. */
  readonly issues: readonly Issue[];
  /** True only when the engine finds no error and nothing the file needs is missing. */
  readonly valid: boolean;
  /** False for systems the engine has no character rules for. */
  readonly hasRules: boolean;
}

/** The builder's notes on one named gear entry the file schema refuses (empty: it is fine). */
function gearIssues(system: string, section: string, i: number, row: unknown): Issue[] {
  const rows = webSystemOf(system)?.draftRows;
  const schema = rows?.gear?.[section];
  const parsed = schema?.safeParse(row);
  if (!parsed || parsed.success) return [];
  const seen = new Set<string>();
  return parsed.error.issues.flatMap((zodIssue) => {
    const path = zodIssue.path.filter((p): p is string | number => typeof p !== "symbol");
    const code =
      path[0] === "damage"
        ? (rows?.damageIssue ?? "web-field-invalid")
        : path[0] === "zones"
          ? "web-gear-zones"
          : "web-field-invalid";
    const key = `${code}@${path.join(".")}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [issue(code, [section, i, ...path])];
  });
}

const blank = (value: unknown) => typeof value !== "string" || value.trim() === "";

const issue = (code: string, path: Issue["path"]): Issue => ({ code, path, severity: "error" });

/**
 * Checks a draft for the builder: rows still being typed are set aside (with a note at their
 * empty field) and the engine judges the rest exactly as `char show` and the server do; its issue
 * paths are mapped back to the rows as typed. A missing name is an error (an empty, nameless
 * character is not "by the rules"), and what the file schema still rejects becomes a German note
 * at that field instead of the schema's English message.
 *
 * @example
 * checkDraft({ format: "spieltisch/character@1", system: "ews", name: "", attributes: [{ name: "", level: "+" }] }, table);
 * // issues: web-name-missing at ["name"], web-row-name-missing at ["attributes", 0, "name"]
 */
export function checkDraft(
  draft: Readonly<Record<string, unknown>>,
  table: TableSettings,
  rules?: RulesLookup,
): DraftCheck {
  const own: Issue[] = [];
  const complete: Record<string, unknown> = { ...draft };
  // For each list: position in the checked file → position as typed.
  const positions = new Map<string, number[]>();
  const lists = webSystemOf(String(draft.system))?.draftRows;
  for (const [section, fields] of Object.entries(lists?.required ?? {})) {
    const rows = draft[section];
    if (!Array.isArray(rows)) continue;
    const kept: unknown[] = [];
    const at: number[] = [];
    const names = new Set<string>();
    rows.forEach((row: unknown, i) => {
      const record = typeof row === "object" && row !== null ? (row as Record<string, unknown>) : {};
      const missing = fields.filter((f) => blank(record[f]));
      if (missing.length > 0) {
        for (const f of missing)
          own.push(issue(f === "name" ? "web-row-name-missing" : "web-field-invalid", [section, i, f]));
        return;
      }
      const refused = gearIssues(String(draft.system), section, i, row);
      if (refused.length > 0) {
        own.push(...refused);
        return;
      }
      // A roll names a weapon by its name (CONTRACT §6): within a gear list each name once.
      if (lists?.gear?.[section] && typeof record.name === "string") {
        const key = gearKey(record.name);
        if (names.has(key)) {
          own.push(issue("web-gear-name-twice", [section, i, "name"]));
          return;
        }
        names.add(key);
      }
      kept.push(row);
      at.push(i);
    });
    complete[section] = kept;
    positions.set(section, at);
  }
  const nameless = blank(draft.name);
  if (nameless) own.push(issue("web-name-missing", ["name"]));
  const verdict = evaluateDraft({ ...complete, name: nameless ? "?" : draft.name }, table, rules);
  const remap = (path: Issue["path"]): Issue["path"] => {
    const [section, index, ...rest] = path;
    const at = typeof section === "string" ? positions.get(section) : undefined;
    return at && typeof index === "number" && at[index] !== undefined
      ? [section as string, at[index], ...rest]
      : path;
  };
  switch (verdict.kind) {
    case "report": {
      const issues = [...own, ...verdict.report.issues.map((i) => ({ ...i, path: remap(i.path) }))];
      return {
        report: verdict.report,
        issues,
        valid: verdict.report.valid && own.length === 0,
        hasRules: true,
      };
    }
    case "problems":
      return {
        report: null,
        issues: [...own, ...verdict.problems.map((p) => issue("web-field-invalid", remap(p.path)))],
        valid: false,
        hasRules: true,
      };
    case "no-rules":
      return { report: null, issues: own, valid: false, hasRules: false };
  }
}

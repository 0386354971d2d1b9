import { getSystem, type Issue, type TableSettings } from "@spieltisch/engine";
import type { z } from "zod";
import type { issueJsonSchema } from "../api/characters.js";
import { parseCharacterText } from "../characters/parse-character.js";
import { ApiError } from "../errors/api-error.js";
import type { TableRow } from "./table-store.js";

/** An issue on the wire: code, JSON path, severity and its parameters. */
export type CharacterIssueJson = z.infer<typeof issueJsonSchema>;

const issueJson = (issue: Issue): CharacterIssueJson => ({
  code: issue.code,
  path: [...issue.path],
  severity: issue.severity,
  ...(issue.params ? { params: issue.params } : {}),
});

/** A character file as a table takes it: the sheet, and the rules' warnings that did not refuse it. */
export interface ValidCharacter {
  readonly character: Readonly<Record<string, unknown>> & { readonly name: string };
  readonly issues: CharacterIssueJson[];
}

/**
 * Validates a character file for a table: the envelope and the system's body schema
 * (`parseCharacterText`), the table's system, then the system's character rules where it has
 * them (every system has both). Anything wrong is 422 `invalid-character` with `issues`; warnings pass and come back with
 * the saved version. An NPC is a stat block: the creation rules advise, they do not refuse it.
 */
export function validateCharacter(table: TableRow, settings: TableSettings, body: unknown): ValidCharacter {
  const parsed = parseCharacterText(JSON.stringify(body));
  // A file of a system Spieltisch does not know (its envelope read) is, at this table, a file of
  // another system.
  const unknownSystem = !parsed.ok && parsed.problems.every((p) => p.code === "unknown-system");
  if (!parsed.ok && !unknownSystem) {
    const issues = parsed.problems.map((p) => ({
      code: p.code,
      path: [...p.path],
      severity: "error",
      message: p.message,
    }));
    throw new ApiError(422, "invalid-character", parsed.problems[0]!.message, issues[0]!.path, { issues });
  }
  if (!parsed.ok || parsed.character.system !== table.system) {
    const issues = [
      {
        code: "wrong-system",
        path: ["system"],
        severity: "error",
        message: `This table plays ${table.system}`,
      },
    ];
    throw new ApiError(422, "invalid-character", issues[0]!.message, ["system"], { issues });
  }
  const { character } = parsed;
  const report = getSystem(table.system).characters.evaluate(character as never, settings);
  const npc = character.npc === true;
  const issues = report.issues
    .map(issueJson)
    .map((issue) => (npc ? { ...issue, severity: "warning" as const } : issue));
  if (!npc && !report.valid) {
    const first = issues.find((i) => i.severity === "error")!;
    throw new ApiError(422, "invalid-character", `Character rule broken: ${first.code}`, first.path, {
      issues,
    });
  }
  return { character, issues };
}

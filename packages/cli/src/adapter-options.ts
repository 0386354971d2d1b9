import type { z } from "zod";
import { CliError } from "./cli-error.js";

/** `aMod` → `--a-mod`: the command-line spelling of an option key. */
export const optionFlag = (key: string): string => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Validates commander's options with an action's options schema (the adapter's, or `simulate`'s).
 * A missing option says which one; any other problem names the option and zod's reason.
 */
export function parseCliOptions<S extends z.ZodType>(
  schema: S,
  options: Record<string, unknown>,
): z.output<S> {
  const present = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  const parsed = schema.safeParse(present);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  if (issue.code === "unrecognized_keys") {
    // An option another system takes (`--attack-dice` on ews-urfassung): name it.
    throw new CliError("unknown-option", "error.unknown-option", {
      option: optionFlag(issue.keys[0] ?? "?"),
    });
  }
  const key = String(issue.path[0] ?? "");
  if (issue.code === "invalid_type" && present[key] === undefined) {
    throw new CliError("missing-option", "error.missing-option", { option: optionFlag(key) });
  }
  throw new CliError("invalid-option", "error.invalid-option", {
    option: key ? optionFlag(key) : "?",
    message: issue.message,
  });
}

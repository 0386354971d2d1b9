import type { AnyActionAdapter } from "@spieltisch/protocol";
import { CliError } from "./cli-error.js";

/** `aMod` → `--a-mod`: the command-line spelling of an option key. */
export const optionFlag = (key: string): string => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

/**
 * Validates commander's options with the action's schema and converts them to engine params.
 * A missing option says which one; any other problem names the option and zod's reason.
 */
export function paramsFromOptions<P>(adapter: AnyActionAdapter, options: Record<string, unknown>): P {
  const present = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
  const parsed = adapter.options.safeParse(present);
  if (!parsed.success) {
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
  return adapter.toParams(parsed.data) as P;
}

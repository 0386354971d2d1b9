import type { SystemId } from "@spieltisch/engine";
import { conditionSchemas } from "@spieltisch/protocol";
import { optionFlag } from "../adapter-options.js";
import { formatPath } from "../character-file.js";
import { CliError } from "../cli-error.js";
import { CLI_SYSTEMS } from "../systems/registry.js";
import { amountOf, commandStep, type HandKind, type HandOptions, type HandStep } from "./hand-step.js";

/**
 * A command checked with the system's command schema: an unknown `command` names the ones the
 * system has; any other problem names the field.
 */
export function parseConditionCommand(system: SystemId, raw: unknown): Record<string, unknown> {
  const parsed = conditionSchemas[system].command.safeParse(raw);
  if (parsed.success && isRecord(parsed.data)) return parsed.data;
  const issue = parsed.error?.issues[0];
  if (!issue) throw new Error("a command schema accepted a value that is no object");
  if (issue.code === "invalid_union" && "options" in issue && issue.path.join(".") === "command") {
    const command = typeof raw === "object" && raw !== null && "command" in raw ? String(raw.command) : "?";
    throw new CliError("unknown-condition-command", "error.unknown-condition-command", {
      command,
      system,
      known: (Array.isArray(issue.options) ? issue.options : []).map(String).join(", "),
    });
  }
  throw new CliError("invalid-condition-command", "error.bad-condition-command", {
    path: formatPath(issue.path.map((p) => (typeof p === "symbol" ? String(p) : p))),
    message: issue.message,
  });
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * An option the system's change does not read (`--weeks` for an Urfassung week, `--stun` outside
 * the Urfassung) is exit 2 naming it, never silently ignored.
 */
export function refuseUnusedHandOptions(
  kind: HandKind,
  system: SystemId,
  condition: Readonly<Record<string, unknown>>,
  options: HandOptions,
): void {
  const hands = CLI_SYSTEMS[system].hands;
  const used = hands ? hands.used(kind, condition) : kind === "week" ? [] : (["amount"] as const);
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined && !(used as readonly string[]).includes(key)) {
      throw new CliError("not-available", "error.not-available", {
        command: `char ${kind} ${optionFlag(key)}`,
        system,
      });
    }
  }
}

/**
 * The step of a hand change (README "CLI: play state" lists the mapping): damage is
 * `damage {amount}` everywhere (`stun` where the system reads it); healing and a week are the
 * system's (`CliSystem.hands`), or the command of the change's name for a system without hand
 * rules, which its schema refuses naming the ones it has.
 */
export function handStep(
  kind: HandKind,
  system: SystemId,
  condition: Readonly<Record<string, unknown>>,
  o: HandOptions,
): HandStep {
  if (kind === "damage")
    return commandStep({ command: "damage", amount: amountOf(o), ...(o.stun ? { stun: true } : {}) });
  const hands = CLI_SYSTEMS[system].hands;
  return hands ? hands.step(kind, condition, o) : commandStep({ command: kind });
}

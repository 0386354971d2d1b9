import type { SystemId } from "@spieltisch/engine";
import { conditionSchemas } from "@spieltisch/protocol";
import { optionFlag } from "../adapter-options.js";
import { formatPath } from "../character-file.js";
import { CliError } from "../cli-error.js";
import { required } from "../context.js";

/** The options of `char damage`, `char heal` and `char week` as commander hands them over. */
export interface HandOptions {
  readonly amount?: number;
  readonly stun?: boolean;
  readonly weeks?: number;
  readonly situation?: string;
  readonly exertion?: string;
  readonly physician?: number;
  readonly equipment?: number;
  /** The basic EWS healing week's value, given or from the sheet, and its untreated wounds. */
  readonly value?: number;
  readonly skill?: string;
  readonly untreated?: boolean;
}

/** Which of the three hand changes: damage, healing, a week of healing. */
export type HandKind = "damage" | "heal" | "week";

/**
 * What a hand change is in a system's terms: one of its condition commands (`then` names a due
 * check the command makes due and the table rolls at once: the Urfassung healing check), or the
 * basic EWS healing week, which is a rolled action of its own (`heal`).
 */
export type HandStep =
  | { readonly kind: "command"; readonly command: Record<string, unknown>; readonly then?: string }
  | { readonly kind: "heal-action" };

const WEEK_DAYS = 7;

/**
 * The system's command for `char damage|heal|week` (README "CLI: play state" lists the mapping):
 * damage is `damage {amount}` everywhere; healing is `heal {amount}`, in EWS `wounds {change: −n}`
 * (basic) or `regenerate {tp}` (FoKa); a week is FoKa's `rest {situation, weeks}`, Urfassung's
 * `week-passes {situation}` with its healing check rolled, Kampfwürfel's and Faar's
 * `rest {days: 7 × weeks}`, and the basic rules' rolled healing week. A system without the change
 * gets a command its schema refuses, which names the ones it has.
 */
export function handStep(
  kind: HandKind,
  system: SystemId,
  condition: Readonly<Record<string, unknown>>,
  o: HandOptions,
): HandStep {
  const amount = () => required(o.amount, "--amount");
  const weeks = o.weeks ?? 1;
  const command = (c: Record<string, unknown>, then?: string): HandStep => ({
    kind: "command",
    command: c,
    ...(then ? { then } : {}),
  });
  if (kind === "damage")
    return command({ command: "damage", amount: amount(), ...(o.stun ? { stun: true } : {}) });
  switch (system) {
    case "ews": {
      const foka = condition.kind === "foka";
      if (kind === "heal")
        return command(
          foka ? { command: "regenerate", tp: amount() } : { command: "wounds", change: -amount() },
        );
      return foka
        ? command({ command: "rest", situation: required(o.situation, "--situation"), weeks })
        : { kind: "heal-action" };
    }
    case "ews-urfassung":
      if (kind === "heal") return command({ command: "heal", amount: amount() });
      return command({ command: "week-passes", situation: urfassungSituation(o) }, "heal-week");
    case "kampfwuerfel":
    case "faar":
      if (kind === "heal") return command({ command: "heal", amount: amount() });
      return command({ command: "rest", days: WEEK_DAYS * weeks });
    case "3w6-stunts":
      return command({ command: kind });
  }
}

/** Urfassung's week: travel with its exertion, or treatment by a physician with equipment. */
function urfassungSituation(o: HandOptions): Record<string, unknown> {
  const situation = required(o.situation, "--situation");
  if (situation === "treatment")
    return {
      mode: "treatment",
      physician: required(o.physician, "--physician"),
      equipment: o.equipment ?? 0,
    };
  return { mode: situation, exertion: required(o.exertion, "--exertion") };
}

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

/** The options of `char week` each kind of condition reads (`ews` by the condition's `kind`). */
const WEEK_OPTIONS: Readonly<Record<string, readonly (keyof HandOptions)[]>> = {
  "ews-basic": ["situation", "physician", "untreated", "value", "skill"],
  "ews-foka": ["situation", "weeks"],
  "ews-urfassung": ["situation", "exertion", "physician", "equipment"],
  kampfwuerfel: ["weeks"],
  faar: ["weeks"],
  "3w6-stunts": [],
};

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
  const used: readonly (keyof HandOptions)[] =
    kind === "damage"
      ? system === "ews-urfassung"
        ? ["amount", "stun"]
        : ["amount"]
      : kind === "heal"
        ? ["amount"]
        : (WEEK_OPTIONS[system === "ews" ? `ews-${condition.kind === "foka" ? "foka" : "basic"}` : system] ??
          []);
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined && !(used as readonly string[]).includes(key)) {
      throw new CliError("not-available", "error.not-available", {
        command: `char ${kind} ${optionFlag(key)}`,
        system,
      });
    }
  }
}

import type { I18n } from "../lib/i18n.js";
import type { LogEvent } from "../session/types.js";

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

interface Side {
  dice?: number[];
  result?: number;
}

/** One plain-language line for a log event (also what screen readers hear). */
export function describeEvent(e: LogEvent, i18n: Pick<I18n, "t" | "tk" | "pct">): string {
  const { t, tk } = i18n;
  const who = typeof e.byName === "string" ? e.byName : (e.by ?? "?");
  const secret = e.secret ? ` ${t("web.log.secretTag")}` : "";
  switch (e.kind) {
    case "roll": {
      const action = tk(`web.action.${String(e.action)}`, String(e.action));
      const label = typeof e.label === "string" && e.label ? ` „${e.label}“` : "";
      const by = typeof e.byName === "string" ? `${e.byName} – ` : "";
      return `${by}${action}${label}: ${rollSummary(e, i18n)}${secret}`;
    }
    case "note":
      return `${who}: ${String(e.text)}${secret}`;
    case "roll-request":
      return t("web.log.request", {
        label: String(e.label ?? ""),
        action: tk(`web.action.${String(e.action)}`, String(e.action)),
      });
    case "combat": {
      const command =
        typeof e.command === "object" && e.command ? (e.command as { command: string }).command : e.command;
      return tk(`web.log.combat.${String(command)}`, String(command));
    }
    default:
      return `${tk(`web.log.kind.${e.kind}`, e.kind)}${secret}`;
  }
}

/** The result part of a roll: dice, result against target, success or winner, Schwellen. */
export function rollSummary(e: Readonly<Record<string, unknown>>, { t }: Pick<I18n, "t">): string {
  const parts: string[] = [];
  if (Array.isArray(e.dice) && e.dice.length > 0) parts.push(t("web.roll.dice", { dice: e.dice.join(", ") }));
  if (e.auto === true) parts.push(t("web.roll.auto"));
  if (typeof e.result === "number") {
    parts.push(
      typeof e.target === "number"
        ? t("web.roll.resultVs", { result: e.result, target: e.target })
        : t("web.roll.result", { result: e.result }),
    );
  }
  if (typeof e.winner === "string") {
    const a = e.a as Side | undefined;
    const b = e.b as Side | undefined;
    parts.push(
      t("web.roll.winner", { winner: e.winner.toUpperCase(), a: a?.result ?? "?", b: b?.result ?? "?" }),
    );
  }
  if (typeof e.hit === "boolean") parts.push(e.hit ? t("web.roll.hit") : t("web.roll.miss"));
  if (typeof e.hit === "string") parts.push(t("web.roll.hitSide", { side: e.hit }));
  if (typeof e.damage === "number") parts.push(t("web.roll.damage", { damage: e.damage }));
  if (typeof e.success === "boolean") parts.push(e.success ? t("web.roll.success") : t("web.roll.failure"));
  if (typeof e.steps === "number" && e.steps !== 0)
    parts.push(t(Math.abs(e.steps) === 1 ? "web.roll.step" : "web.roll.steps", { steps: signed(e.steps) }));
  if (typeof e.critical === "string")
    parts.push(t(e.critical === "success" ? "web.roll.critSuccess" : "web.roll.critFumble"));
  return parts.join(" · ");
}

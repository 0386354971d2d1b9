import * as ewsRules from "@spieltisch/engine/systems/ews";
import { ewsCommandSchema, ewsConditionSchema, type Lang, translate } from "@spieltisch/protocol";

/** What `char week` adds when a FoKa week heals nothing: the engine's reason and it in words. */
export interface WeekStall {
  readonly json: ewsRules.FokaRestStall;
  readonly lines: readonly string[];
}

/**
 * A FoKa week (`rest {situation, weeks}`) that changes nothing or takes TP (a critical wound in bed
 * rest, ews-2.txt L597) in words — instead of an empty week, what it takes to heal: a hospital or
 * a physician (RULINGS §7). Null for any other week, and for a week that heals.
 *
 * @example
 * weekStall("de", "Lazaro", fokaCondition, { command: "rest", situation: "bed", weeks: 1 })?.lines;
 * // ["Eine Woche Bettruhe bringt Lazaro mit 0 Wunde(n) und 1 kritischen Wunde(n) 0 TP …", "Im Krankenhaus wären es 2 TP pro Woche."]
 */
export function weekStall(lang: Lang, name: string, condition: unknown, command: unknown): WeekStall | null {
  const c = ewsConditionSchema.safeParse(condition);
  const k = ewsCommandSchema.safeParse(command);
  if (!c.success || c.data.kind !== "foka" || !k.success || k.data.command !== "rest") return null;
  const stall = ewsRules.fokaRestStall(c.data, k.data.situation);
  if (stall === null) return null;
  const params = {
    name,
    situation: translate(lang, `situation.${stall.situation}`),
    wounds: stall.wounds,
    critical: stall.criticalWounds,
    lost: -stall.tpPerWeek,
  };
  const way =
    stall.hospitalTpPerWeek > 0 && stall.situation !== "hospital"
      ? translate(lang, "foka.stall.hospital", { tp: stall.hospitalTpPerWeek })
      : translate(lang, "foka.stall.noHospital", { tp: stall.hospitalTpPerWeek });
  return { json: stall, lines: [translate(lang, `foka.stall.${stall.reason}`, params), way] };
}

import type { AnyActionAdapter, SideModifiers } from "@spieltisch/protocol";

/**
 * What a dice command asks of the characters in play (`--char`, `--opponent-char`): fill the
 * sides' options from the sheets and conditions, name the mali each side pays, and hear of the
 * roll so `--apply` can book it. The handlers call it through `systems/play-pipeline.ts`.
 */
export interface ActionPlay {
  /** The raw options with each side's sheet value (`--skill`) and condition options filled in. */
  fill(adapter: AnyActionAdapter, raw: Readonly<Record<string, unknown>>): Record<string, unknown>;
  /** The condition modifiers each side pays with these parsed options (remembered for the JSON). */
  modifiers(adapter: AnyActionAdapter, options: unknown): SideModifiers;
  /** The roll made, for `--apply`. */
  recordRoll(adapter: AnyActionAdapter, result: unknown, params: unknown): void;
}

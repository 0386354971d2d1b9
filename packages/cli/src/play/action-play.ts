import type { AnyActionAdapter, SideModifiers } from "@spieltisch/protocol";

/**
 * What a dice command asks of the characters in play (`--char`, `--opponent-char`): prepare the
 * action's options from the sheets and conditions (the protocol's `preparePlay`), name the mali
 * each side pays, and hear of the roll so `--apply` can book it. The handlers call it through
 * `systems/play-pipeline.ts`.
 */
export interface ActionPlay {
  /**
   * The options with each side's sheet value (`--skill`) and condition options filled in, parsed
   * by `parse` (the adapter's schema as the CLI reports it), the sides checked (able to act, not
   * forbidden) and their mali collected.
   */
  prepare(
    adapter: AnyActionAdapter,
    raw: Readonly<Record<string, unknown>>,
    parse: (filled: Record<string, unknown>) => Record<string, unknown>,
  ): Record<string, unknown>;
  /** The condition mali of the sides of the prepared action (undefined: none). */
  sides(adapter: AnyActionAdapter): SideModifiers | undefined;
  /** The roll made, for `--apply`. */
  recordRoll(adapter: AnyActionAdapter, result: unknown, params: unknown): void;
}

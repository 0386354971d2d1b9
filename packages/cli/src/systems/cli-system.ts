import type { SystemId } from "@spieltisch/engine";
import type { CliContext } from "../context.js";
import type { CommandOutput } from "../output.js";
import type { HandRules } from "../play/hand-step.js";
import type { SheetRenderer } from "./sheet-renderer.js";

/** A command's implementation for one system; options are what commander parsed. */
// biome-ignore lint/suspicious/noExplicitAny: each system reads the options it needs.
export type Handler = (options: any, ctx: CliContext) => CommandOutput;

/**
 * What the command line knows of one rule system, in one object (`systems/<id>/index.ts`),
 * registered once in `systems/registry.ts`. Everything is optional and falls back to a
 * system-neutral default, never to another system's: an adapted action without a handler runs
 * through the generic handler (the adapter's options, the JSON's fields by their labels), a
 * sheet without its renderer is the generic sheet, a system without hand rules gets the command
 * of the change's name (its schema names the ones it has).
 */
export interface CliSystem<Id extends SystemId = SystemId> {
  readonly id: Id;
  /**
   * The dice commands with a text of their own, by command name (`check`, `melee`, …); a
   * command that is no action of the system (EWS `initiative`) needs one.
   */
  readonly handlers: Readonly<Record<string, Handler>>;
  /** `char show`'s text sheet. */
  readonly sheet?: SheetRenderer;
  /** `char heal` and `char week` in the system's commands, and the options each reads. */
  readonly hands?: HandRules;
}

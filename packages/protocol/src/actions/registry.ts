import type { SystemId } from "@spieltisch/engine";
import type { z } from "zod";
import type { PROTOCOL_SYSTEMS } from "../systems/registry.js";

/**
 * The registry's shape: each (system, action) with its adapter's own type, so schemas and JSON
 * stay typed per action. Each system's adapters are its `ProtocolSystem`'s
 * (`systems/<id>/index.ts`, registered in `systems/registry.ts`); a rule system adds its actions
 * there. Every engine action has an adapter or a row in {@link UNADAPTED_ACTIONS} (the adapter
 * conformance suite checks both).
 */
export type ActionAdapters = { readonly [S in SystemId]: (typeof PROTOCOL_SYSTEMS)[S]["adapters"] };

/** The action ids with an adapter in a system. */
export type AdaptedActionId<S extends SystemId> = keyof ActionAdapters[S] & string;

/** The adapter of one (system, action). */
export type AdapterOf<S extends SystemId, A extends AdaptedActionId<S>> = ActionAdapters[S][A];

/** The result schema of one (system, action). */
export type ResultSchemaOf<S extends SystemId, A extends AdaptedActionId<S>> =
  AdapterOf<S, A> extends { readonly resultSchema: infer RS extends z.ZodType } ? RS : never;

/** The odds schema of one (system, action). */
export type OddsSchemaOf<S extends SystemId, A extends AdaptedActionId<S>> =
  AdapterOf<S, A> extends { readonly oddsSchema: infer OS extends z.ZodType } ? OS : never;

/** The JSON of a roll of one (system, action), as its result schema gives it. */
export type RollResultJsonOf<S extends SystemId, A extends AdaptedActionId<S>> = z.output<
  ResultSchemaOf<S, A>
>;

/** The JSON of the odds of one (system, action). */
export type OddsJsonOf<S extends SystemId, A extends AdaptedActionId<S>> = z.output<OddsSchemaOf<S, A>>;

/** The JSON of any roll (the union over every adapter's result schema). */
export type RollResultJson = {
  [S in SystemId]: { [A in AdaptedActionId<S>]: RollResultJsonOf<S, A> }[AdaptedActionId<S>];
}[SystemId];

/** An engine action without an adapter, and why the outside cannot roll it. */
export interface UnadaptedAction {
  readonly system: SystemId;
  readonly action: string;
  readonly reason: string;
}

/**
 * Engine actions that deliberately have no adapter (none today: every engine action can be rolled
 * from the CLI, the API and the browser). An action listed here needs a written reason; one that
 * is neither here nor in a system's adapters fails the adapter conformance suite.
 */
export const UNADAPTED_ACTIONS: readonly UnadaptedAction[] = [];

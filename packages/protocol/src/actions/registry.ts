import type { SystemId } from "@spieltisch/engine";
import type { z } from "zod";
import type { AnyActionAdapter } from "./action-adapter.js";
import { ewsCheckAdapter, ewsContestAdapter } from "./ews-actions.js";
import { ewsConfrontAdapter, ewsMeleeAdapter, ewsShootAdapter } from "./ews-combat-actions.js";
import { ewsFokaHealAdapter, ewsHealAdapter } from "./ews-healing-actions.js";
import { faarCheckAdapter, faarGrauenAdapter, faarMeleeAdapter, faarRestAdapter } from "./faar-actions.js";
import {
  kampfwuerfelCheckAdapter,
  kampfwuerfelMeleeAdapter,
  kampfwuerfelPhaseAdapter,
  kampfwuerfelReflexAdapter,
} from "./kampfwuerfel-actions.js";
import { stuntCheckAdapter, stuntInitiativeAdapter } from "./stunts-actions.js";
import { urfassungCheckAdapter, urfassungMeleeAdapter } from "./urfassung-actions.js";
import {
  urfassungBandageAdapter,
  urfassungBleedAdapter,
  urfassungDamageAdapter,
  urfassungHealAdapter,
} from "./urfassung-care-actions.js";
import {
  urfassungDazeAdapter,
  urfassungExhaustionAdapter,
  urfassungInjuryAdapter,
} from "./urfassung-rule-check-actions.js";

/**
 * The registry's shape: each (system, action) with its adapter's own type, so schemas and JSON
 * stay typed per action (written out: declaration files cannot name the engine's types otherwise).
 */
export interface ActionAdapters {
  readonly ews: {
    readonly check: typeof ewsCheckAdapter;
    readonly contest: typeof ewsContestAdapter;
    readonly confront: typeof ewsConfrontAdapter;
    readonly heal: typeof ewsHealAdapter;
    readonly "foka-heal": typeof ewsFokaHealAdapter;
    readonly melee: typeof ewsMeleeAdapter;
    readonly shoot: typeof ewsShootAdapter;
  };
  readonly "ews-urfassung": {
    readonly check: typeof urfassungCheckAdapter;
    readonly contest: typeof ewsContestAdapter;
    readonly melee: typeof urfassungMeleeAdapter;
    readonly damage: typeof urfassungDamageAdapter;
    readonly bleed: typeof urfassungBleedAdapter;
    readonly bandage: typeof urfassungBandageAdapter;
    readonly heal: typeof urfassungHealAdapter;
    readonly exhaustion: typeof urfassungExhaustionAdapter;
    readonly daze: typeof urfassungDazeAdapter;
    readonly injury: typeof urfassungInjuryAdapter;
  };
  readonly kampfwuerfel: {
    readonly check: typeof kampfwuerfelCheckAdapter;
    readonly melee: typeof kampfwuerfelMeleeAdapter;
    readonly reflex: typeof kampfwuerfelReflexAdapter;
    readonly phase: typeof kampfwuerfelPhaseAdapter;
  };
  readonly faar: {
    readonly check: typeof faarCheckAdapter;
    readonly melee: typeof faarMeleeAdapter;
    readonly grauen: typeof faarGrauenAdapter;
    readonly rest: typeof faarRestAdapter;
  };
  readonly "3w6-stunts": {
    readonly check: typeof stuntCheckAdapter;
    readonly initiative: typeof stuntInitiativeAdapter;
  };
}

/**
 * The adapter of every action each system offers, by system id and action id. A rule system adds
 * its row when it adds actions; the server rolls exactly what is listed here. Every engine action
 * has a row here or in {@link UNADAPTED_ACTIONS} (the adapter conformance suite checks both).
 */
export const actionAdapters: ActionAdapters = {
  ews: {
    check: ewsCheckAdapter,
    contest: ewsContestAdapter,
    confront: ewsConfrontAdapter,
    heal: ewsHealAdapter,
    "foka-heal": ewsFokaHealAdapter,
    melee: ewsMeleeAdapter,
    shoot: ewsShootAdapter,
  },
  "ews-urfassung": {
    check: urfassungCheckAdapter,
    contest: ewsContestAdapter,
    melee: urfassungMeleeAdapter,
    damage: urfassungDamageAdapter,
    bleed: urfassungBleedAdapter,
    bandage: urfassungBandageAdapter,
    heal: urfassungHealAdapter,
    exhaustion: urfassungExhaustionAdapter,
    daze: urfassungDazeAdapter,
    injury: urfassungInjuryAdapter,
  },
  kampfwuerfel: {
    check: kampfwuerfelCheckAdapter,
    melee: kampfwuerfelMeleeAdapter,
    reflex: kampfwuerfelReflexAdapter,
    phase: kampfwuerfelPhaseAdapter,
  },
  faar: {
    check: faarCheckAdapter,
    melee: faarMeleeAdapter,
    grauen: faarGrauenAdapter,
    rest: faarRestAdapter,
  },
  "3w6-stunts": { check: stuntCheckAdapter, initiative: stuntInitiativeAdapter },
} satisfies Readonly<Record<SystemId, Readonly<Record<string, AnyActionAdapter>>>>;

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
 * is neither here nor in {@link actionAdapters} fails the adapter conformance suite.
 */
export const UNADAPTED_ACTIONS: readonly UnadaptedAction[] = [];

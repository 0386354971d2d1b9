import type { Rng } from "../dice/rng.js";
import type { Fraction } from "../odds/fraction.js";
import type { CharacterRules } from "./character-rules.js";
import type { AnyConditionRules } from "./condition-rules.js";
import type { ModuleDef } from "./system-info.js";
import type { SystemId } from "./system-infos.js";
import type { TableSettings } from "./table-settings.js";

/** One outcome class of an action with its exact probability. */
export interface OutcomeProbability {
  readonly key: string;
  readonly probability: Fraction;
}

/**
 * One thing a table can do with dice (a check, a contest, an attack), written once: it can be
 * rolled with any {@link Rng} and evaluated exactly. `outcomes` must equal the brute-force
 * enumeration of `roll` grouped by `outcomeKey` — the conformance suite checks exactly that.
 */
export interface ActionDef<P, R, O, X = unknown> {
  readonly id: string;
  /** Rolls once; dice are taken from `rng` in the order the table would roll them. */
  roll(params: P, rng: Rng, table: TableSettings): R;
  /** The odds a player wants to see before rolling (action-specific shape). */
  odds(params: P, table: TableSettings): O;
  /** Exact probability of every outcome class, keyed like {@link ActionDef.outcomeKey}. */
  outcomes(params: P, table: TableSettings): OutcomeProbability[];
  /** The outcome class of a result: what `outcomes` distinguishes. */
  outcomeKey(result: R): string;
  /** Representative parameters for the conformance suite and documentation. */
  readonly examples: readonly P[];
  /**
   * What a rolled result does to the conditions of the sides (play state): the outcomes for the
   * actor (who acts: the checker, side A, the attacker, the shooter, the one healing) and for the
   * opponent (side B, the defender, the target), in the system's outcome type `X`
   * ({@link ConditionRules}). Absent for actions that change nobody's condition.
   */
  consequences?(result: R, params: P, table: TableSettings): RollConsequences<X>;
}

/** The outcomes `X` a roll books on each side's condition (see {@link ActionDef.consequences}). */
export interface RollConsequences<X = unknown> {
  readonly actor: readonly X[];
  readonly opponent: readonly X[];
}

/** An action with its types erased, for registries and generic tooling. */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds actions of every shape.
export type AnyAction = ActionDef<any, any, any>;

/**
 * A complete rule system: what the registry, CLI, server and web app talk to. `Id` is its own id
 * where it is declared (`RuleSystem<"faar">`), so the registry can check each is under its id.
 */
export interface RuleSystem<Id extends SystemId = SystemId> {
  readonly id: Id;
  /** The system's own (untranslated) name, e.g. "Ein-Würfel-System". */
  readonly name: string;
  readonly modules: readonly ModuleDef[];
  readonly actions: Readonly<Record<string, AnyAction>>;
  /**
   * Character creation and validation: every system has characters (a system whose text has no
   * creation rules still reads a sheet's values; its rules may accept any body).
   */
  // biome-ignore lint/suspicious/noExplicitAny: each system has its own character body type.
  readonly characters: CharacterRules<any>;
  /**
   * The play-state reducer: a character's condition and what rolls and the GM do to it. Optional:
   * a system without one has no condition schemas in the protocol and no condition text in the
   * web app either (the registries' completeness tests check that it is absent everywhere).
   */
  readonly conditions?: AnyConditionRules;
}

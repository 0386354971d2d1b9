import type { CharacterEnvelope } from "./character-rules.js";
import type { TableSettings } from "./table-settings.js";

/**
 * One step of a condition's history: a roll's outcome or a GM's command. A condition is the fold
 * of these ({@link foldCondition}), which is why it replays, exports and verifies like any event.
 */
export type ConditionEvent<O, K> =
  | { readonly type: "outcome"; readonly outcome: O }
  | { readonly type: "command"; readonly command: K };

/**
 * Representative play for the conformance suites and documentation: a minimal valid sheet, the
 * table it plays at and a history that reaches every due check, every modifier source and the
 * reducer's refusals (the suites also apply every step to every condition reached).
 */
export interface ConditionExample<O, K> {
  /** What the example shows (`"FoKa: wounds, both low-TP checks, healing and death"`). */
  readonly name: string;
  readonly sheet: CharacterEnvelope;
  readonly table: TableSettings;
  readonly events: readonly ConditionEvent<O, K>[];
}

/**
 * The words a condition reducer hands to the message catalogue, each with a German and an English
 * text there (the protocol's tests hold it to that). The conformance suite fails when the reducer
 * produces a word not listed, and when its examples do not reach every due reason and source.
 */
export interface ConditionVocabulary {
  /** The `reason` of every check `dueChecks` can make due: `dueCheck.<reason>`. */
  readonly dueReasons: readonly string[];
  /** The `source` of every modifier `modifiersFrom` can give: `source.<name>`. */
  readonly sources: readonly string[];
  /** The code of every `EngineError` the reducer throws and every reason `forbids` gives: `error.<code>`. */
  readonly errors: readonly string[];
}

import { EngineError, type Rng, type RuleReadings, ScriptedRng } from "@spieltisch/engine";
import type { AnyActionAdapter } from "../actions/action-adapter.js";
import { consequencesOf, rollWithAdapter } from "../actions/pipeline.js";
import { type DerivedRoll, type RollRequest, rollTableOf } from "./derive-roll.js";

/** A roll made of faces rolled at the table: its JSON fields, the engine result and what it books. */
export type EnteredRoll = Omit<DerivedRoll, "proof">;

/**
 * Why entered faces make no roll: a face the die cannot show, fewer faces than the roll takes, or
 * faces left over. `index` is the face's place in the list (for `too-few-dice`: the first die not
 * given); `sides` the die the roll asked for there.
 */
export class EnteredDiceError extends Error {
  constructor(
    readonly code: "impossible-face" | "too-few-dice" | "too-many-dice",
    readonly index: number,
    readonly sides: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Rolls `request` with the faces rolled at the table (CONTRACT §7), in the order the rules roll
 * them (`replayFaces` reads them back from the result in the same order): the same result,
 * consequences and JSON the same faces give through the CLI's `--dice`. Every face must be used,
 * each one a face its die can show; otherwise an {@link EnteredDiceError}. `options` are
 * `adapter.options.parse(request.options)`; `readings` as for `deriveRoll`.
 *
 * @example
 * rollEnteredFaces(request, ewsCheckAdapter, options, [4]).json.dice; // [4]
 */
export function rollEnteredFaces(
  request: RollRequest,
  adapter: AnyActionAdapter,
  options: unknown,
  faces: readonly number[],
  readings?: RuleReadings,
): EnteredRoll {
  const rng = new ScriptedRng(faces);
  const rolled = (() => {
    try {
      return rollWithFaceSource(request, adapter, options, rng, readings);
    } catch (error) {
      throw enteredDiceError(error, rng.used) ?? error;
    }
  })();
  if (rng.remaining > 0) {
    throw new EnteredDiceError(
      "too-many-dice",
      rng.used,
      undefined,
      `the roll takes ${rng.used} dice, ${faces.length} were entered`,
    );
  }
  return rolled;
}

/**
 * Rolls `request` with faces from `rng` through the same pipeline as entered dice: the web's
 * dice plan finishes a roll with one face held for every die still missing, to tell a player how
 * many dice it may take. `options` and `readings` as for {@link rollEnteredFaces}.
 */
export function rollWithFaceSource(
  request: RollRequest,
  adapter: AnyActionAdapter,
  options: unknown,
  rng: Rng,
  readings?: RuleReadings,
): EnteredRoll {
  const table = rollTableOf(request, readings);
  const rolled = rollWithAdapter(adapter, options, rng, table, request.sides);
  return {
    json: rolled.json,
    result: rolled.result,
    consequences: consequencesOf(adapter, rolled.result, rolled.params, table),
  };
}

/** The engine's refusal of a scripted face as an {@link EnteredDiceError}; other errors stay as they are. */
function enteredDiceError(error: unknown, index: number): EnteredDiceError | null {
  if (!(error instanceof EngineError)) return null;
  const sides = typeof error.params.sides === "number" ? error.params.sides : undefined;
  if (error.code === "impossible-face") {
    return new EnteredDiceError("impossible-face", index, sides, error.message);
  }
  if (error.code === "dice-exhausted")
    return new EnteredDiceError("too-few-dice", index, sides, error.message);
  return null;
}

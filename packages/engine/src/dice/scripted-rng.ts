import { EngineError } from "../errors.js";
import type { Rng } from "./rng.js";

/**
 * Replays given faces in order (the CLI's `--dice 4,2`, tests of worked examples). Asking for more
 * dice than were given, or getting a face the die cannot show, is an {@link EngineError}
 * (`dice-exhausted` / `impossible-face`), never a silent random fallback.
 */
export class ScriptedRng implements Rng {
  private index = 0;
  constructor(private readonly faces: readonly number[]) {}

  die(sides: number): number {
    const face = this.faces[this.index];
    if (face === undefined) {
      throw new EngineError(
        "dice-exhausted",
        `Not enough dice: roll number ${this.index + 1} (a d${sides}) was not given`,
        { needed: this.index + 1, given: this.faces.length, sides },
      );
    }
    if (!Number.isInteger(face) || face < 1 || face > sides) {
      throw new EngineError("impossible-face", `A d${sides} cannot show ${face}`, { face, sides });
    }
    this.index++;
    return face;
  }

  /** How many faces have been used so far. */
  get used(): number {
    return this.index;
  }

  /** How many given faces were not used. */
  get remaining(): number {
    return this.faces.length - this.index;
  }
}

/**
 * @example
 * const rng = scriptedRng([4, 2]);
 * rng.die(6); // 4
 */
export const scriptedRng = (faces: readonly number[]): ScriptedRng => new ScriptedRng(faces);

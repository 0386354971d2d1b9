/**
 * A programmer or input error with a stable machine code, raised by the engine when it is called
 * with values that make no sense (a die face of 7, negative wounds). The CLI and server map it to
 * exit 2 / HTTP 4xx; `params` carry the values for the message catalogue.
 *
 * @example
 * throw new EngineError("impossible-face", "Face 7 cannot be shown by a d6", { face: 7, sides: 6 });
 */
export class EngineError extends Error {
  override readonly name = "EngineError";
  constructor(
    readonly code: string,
    message: string,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

/** Throws an {@link EngineError} with code `invalid-argument` unless `value` is an integer in range. */
export function requireInt(name: string, value: number, min = -1_000_000, max = 1_000_000): number {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new EngineError(
      "invalid-argument",
      `${name} must be a whole number between ${min} and ${max}, got ${value}`,
      { name, value: String(value), min, max },
    );
  }
  return value;
}

import type { z } from "zod";

/** Text that is not JSON or not of the expected shape, with the JSON path of the first bad field. */
export class UnexpectedDataError extends Error {
  constructor(
    readonly what: string,
    readonly path: readonly PropertyKey[],
    detail: string,
  ) {
    super(`${what}: ${path.map(String).join(".") || "$"}: ${detail}`);
  }
}

/**
 * Reads JSON text with a protocol schema: the data, or an {@link UnexpectedDataError} naming `what`
 * was read and where it went wrong. Nothing from the network or from storage reaches the views
 * unparsed.
 */
export function parseJson<S extends z.ZodType>(text: string, schema: S, what: string): z.output<S> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new UnexpectedDataError(what, [], String(error));
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new UnexpectedDataError(what, issue?.path ?? [], issue?.message ?? "invalid");
  }
  return parsed.data;
}

/** {@link parseJson} for stored data that may be missing or damaged: null instead of an error. */
export function parseStored<S extends z.ZodType>(text: string | null, schema: S): z.output<S> | null {
  if (text === null) return null;
  try {
    return parseJson(text, schema, "stored");
  } catch {
    return null;
  }
}

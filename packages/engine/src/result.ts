/** How serious a validation finding is. House rules may turn an error into a warning, never silence it. */
export type Severity = "error" | "warning";

/**
 * One finding of a validation: machine-readable `code`, the JSON `path` of the offending field and
 * the `params` a message catalogue needs to render it in German or English.
 *
 * @example
 * const issue: Issue = { code: "over-budget", path: ["budget"], severity: "error", params: { cost: 9, budget: 7 } };
 */
export interface Issue {
  readonly code: string;
  readonly path: readonly (string | number)[];
  readonly severity: Severity;
  readonly params?: Readonly<Record<string, string | number | boolean>>;
}

/** The outcome of an operation that can fail for expected reasons (shaped like zod's `safeParse`). */
export type Result<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: readonly Issue[] };

/** Wraps a successful value. @example ok(3) */
export const ok = <T>(value: T): Result<T> => ({ ok: true, value });

/** Wraps expected failures. @example fail([{ code: "x", path: [], severity: "error" }]) */
export const fail = <T = never>(issues: readonly Issue[]): Result<T> => ({ ok: false, issues });

/** Exhaustiveness guard for `switch` over tagged unions. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}

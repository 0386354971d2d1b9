/** What a command produces: one JSON object for `--json`, lines of text otherwise. */
export interface CommandOutput {
  readonly json: Readonly<Record<string, unknown>>;
  readonly text: readonly string[];
}

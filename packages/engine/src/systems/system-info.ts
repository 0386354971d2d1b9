/** An optional rule module a table can switch on. */
export interface ModuleDef {
  readonly id: string;
  /** Whether a new table has it on. */
  readonly defaultOn: boolean;
}

/**
 * What a rule system is called and which modules it offers: a {@link RuleSystem} without its
 * rules. Each system folder keeps its own in `info.ts`, light enough for a picker of systems (the
 * web app's start page) to load without any rules.
 */
export interface SystemInfo<Id extends string = string> {
  readonly id: Id;
  /** The system's own (untranslated) name, e.g. "Ein-Würfel-System (EWS 2)". */
  readonly name: string;
  readonly modules: readonly ModuleDef[];
}

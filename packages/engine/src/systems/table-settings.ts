/**
 * What a table has switched on: optional rule modules (EWS `krit`, `foka`, `stem`) and house-rule
 * options. Every action receives it, so odds and rolls always follow the same table rules.
 */
export interface TableSettings {
  readonly modules: readonly string[];
  readonly options: Readonly<Record<string, string | number | boolean>>;
}

/** No modules, no options: the plain rules. */
export const PLAIN_TABLE: TableSettings = { modules: [], options: {} };

/** Builds settings from a module list. @example withModules("krit") */
export const withModules = (...modules: string[]): TableSettings => ({ modules, options: {} });

/** True when the table uses the module. */
export const hasModule = (table: TableSettings, module: string): boolean => table.modules.includes(module);

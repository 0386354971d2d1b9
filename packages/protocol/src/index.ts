/**
 * @spieltisch/protocol — the zod schemas that are the only source of wire and file types, the
 * action adapters (options ⇄ engine params ⇄ JSON, each JSON with its schema) and the one
 * pipeline every action goes through (`actions/pipeline.ts`), the one shape of a table's options
 * (`tables/`), and the message catalogue shared by the CLI, the server and the web app.
 * @packageDocumentation
 */
export * from "./actions/action-adapter.js";
export * from "./actions/ews-actions.js";
export * from "./actions/ews-combat-actions.js";
export * from "./actions/ews-duel-options.js";
export * from "./actions/ews-healing-actions.js";
export * from "./actions/faar-actions.js";
export * from "./actions/json-parts.js";
export * from "./actions/kampfwuerfel-actions.js";
export * from "./actions/pipeline.js";
export * from "./actions/registry.js";
export * from "./actions/stunts-actions.js";
export * from "./actions/urfassung-actions.js";
export * from "./actions/urfassung-care-actions.js";
export * from "./api/index.js";
export * from "./characters/envelope.js";
export * from "./characters/ews-character.js";
export * from "./characters/faar-character.js";
export * from "./characters/json-schemas.js";
export * from "./characters/migrations.js";
export * from "./characters/parse-character.js";
export * from "./characters/registry.js";
export * from "./characters/urfassung-character.js";
export * from "./errors.js";
export * from "./i18n/catalogue.js";
export * from "./tables/stored-table-options.js";
export * from "./tables/table-options.js";

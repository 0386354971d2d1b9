/**
 * @spieltisch/protocol — the zod schemas that are the only source of wire and file types, and the
 * message catalogue shared by the CLI and the web app.
 * @packageDocumentation
 */
export * from "./actions.js";
export * from "./characters/envelope.js";
export * from "./characters/parse-character.js";
export * from "./characters/registry.js";
export * from "./errors.js";
export * from "./i18n/catalogue.js";

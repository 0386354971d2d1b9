/**
 * @spieltisch/protocol — the zod schemas that are the only source of wire and file types, the
 * action adapters (options ⇄ engine params ⇄ JSON) and the message catalogue shared by the CLI,
 * the server and the web app.
 * @packageDocumentation
 */
export * from "./actions/action-adapter.js";
export * from "./actions/ews-actions.js";
export * from "./actions/registry.js";
export * from "./api/index.js";
export * from "./characters/envelope.js";
export * from "./characters/parse-character.js";
export * from "./characters/registry.js";
export * from "./errors.js";
export * from "./i18n/catalogue.js";

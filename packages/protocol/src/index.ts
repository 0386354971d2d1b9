/**
 * @spieltisch/protocol — the zod schemas that are the only source of wire and file types, the
 * action adapters (options ⇄ engine params ⇄ JSON, each JSON with its schema) and the one
 * pipeline every action goes through (`actions/pipeline.ts`), the one shape of a table's options
 * (`tables/`), and the message catalogue shared by the CLI, the server and the web app.
 * @packageDocumentation
 */
export * from "./actions/action-adapter.js";
export * from "./actions/adapter-sides.js";
export * from "./actions/ews-actions.js";
export * from "./actions/ews-combat-actions.js";
export * from "./actions/ews-duel-options.js";
export * from "./actions/ews-healing-actions.js";
export * from "./actions/faar-actions.js";
export * from "./actions/json-parts.js";
export * from "./actions/kampfwuerfel-actions.js";
export * from "./actions/pipeline.js";
export * from "./actions/play-error.js";
export * from "./actions/play-roll.js";
export * from "./actions/play-sides.js";
export * from "./actions/registry.js";
export * from "./actions/stunts-actions.js";
export * from "./actions/urfassung-actions.js";
export * from "./actions/urfassung-care-actions.js";
export * from "./actions/urfassung-rule-check-actions.js";
export * from "./api/index.js";
export * from "./characters/envelope.js";
export * from "./characters/ews-character.js";
export * from "./characters/faar-character.js";
export * from "./characters/json-schemas.js";
export * from "./characters/migrations.js";
export * from "./characters/parse-character.js";
export * from "./characters/registry.js";
export * from "./characters/striche-ledger.js";
export * from "./characters/urfassung-character.js";
export * from "./combat/combat-command.js";
export * from "./combat/combat-conditions.js";
export * from "./combat/combat-log.js";
export * from "./combat/combat-reducer.js";
export * from "./combat/combat-start.js";
export * from "./combat/combat-state.js";
export * from "./combat/initiative-rule.js";
export * from "./combat/public-combat.js";
export * from "./conditions/3w6-stunts.js";
export * from "./conditions/condition-view.js";
export * from "./conditions/ews.js";
export * from "./conditions/faar.js";
export * from "./conditions/kampfwuerfel.js";
export * from "./conditions/registry.js";
export * from "./conditions/urfassung.js";
export * from "./errors.js";
export * from "./events/character-events.js";
export * from "./events/combat-event.js";
export * from "./events/condition-event.js";
export * from "./events/event-kinds.js";
export * from "./events/note-event.js";
export * from "./events/play-state-parts.js";
export * from "./events/roll-event.js";
export * from "./events/roll-request-event.js";
export * from "./events/striche-event.js";
export * from "./events/table-event.js";
export * from "./events/table-events.js";
export * from "./fairness/canonical-json.js";
export * from "./fairness/derive-roll.js";
export * from "./fairness/hmac-rng.js";
export * from "./fairness/json-equal.js";
export * from "./fairness/keyed-mac.js";
export * from "./fairness/recompute-failure.js";
export * from "./fairness/verify.js";
export * from "./fairness/verify-applied.js";
export * from "./i18n/catalogue.js";
export * from "./i18n/web-labels.js";
export * from "./stored/legacy-local-events.js";
export * from "./stored/local-table-file.js";
export * from "./stored/table-config.js";
export * from "./tables/stored-table-options.js";
export * from "./tables/table-options.js";

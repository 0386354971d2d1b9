/**
 * @spieltisch/engine — pure rules: dice, exact odds and the rule systems. No I/O, no dependencies.
 * @packageDocumentation
 */
export * from "./dice/crypto-rng.js";
export * from "./dice/rng.js";
export * from "./dice/scripted-rng.js";
export * from "./dice/seeded-rng.js";
export * from "./errors.js";
export * from "./odds/distribution.js";
export * from "./odds/enumerate.js";
export * from "./odds/fraction.js";
export * from "./result.js";
export * from "./systems/character-rules.js";
export * from "./systems/check-passed.js";
export * from "./systems/condition-event.js";
export * from "./systems/condition-fold.js";
export * from "./systems/condition-refusals.js";
export * from "./systems/condition-rules.js";
export * from "./systems/modifier.js";
export * from "./systems/registry.js";
export * from "./systems/rule-system.js";
export * from "./systems/sheet-value.js";
export * from "./systems/system-info.js";
export * from "./systems/system-infos.js";
export * from "./systems/table-settings.js";

export * from "./characters.js";
export * from "./combat.js";
export * from "./events.js";
export * from "./export.js";
export * from "./rolls.js";
export * from "./tables.js";

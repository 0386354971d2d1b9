import { combatCommandSchema } from "../combat/combat-command.js";
import { applyCombat } from "../combat/combat-reducer.js";
import { type CombatState, NO_COMBAT } from "../combat/combat-state.js";

type Json = Readonly<Record<string, unknown>>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Brings the events of a local table written before the event union up to the shapes of the server:
 * rolls get `system`, `modules`, `houseRules` (from the table's config), `byName` and `stream`;
 * notes get `byName`; combat events get the `state` after their command (the fold so far); roll
 * requests get their `odds` envelope. Only missing fields are filled, so running it on a current
 * file changes nothing; anything it cannot make sense of is left for the schema to name.
 */
export function upgradeLegacyLocalTable(file: unknown): unknown {
  if (!isObject(file) || !isObject(file.config) || !Array.isArray(file.events)) return file;
  const config = file.config;
  let combat: CombatState = NO_COMBAT;
  const events = file.events.map((event: unknown) => {
    if (!isObject(event)) return event;
    switch (event.kind) {
      case "roll":
        return {
          system: config.system,
          modules: config.modules,
          houseRules: config.houseRules,
          byName: null,
          stream: event.secret === true ? "gm" : "table",
          ...event,
        };
      case "note":
        return { byName: null, ...event };
      case "roll-request":
        return { odds: { action: event.action, options: event.options }, ...event };
      case "combat": {
        const command = combatCommandSchema.safeParse(event.command);
        if (!command.success) return event;
        combat = applyCombat(combat, command.data);
        return { state: combat, ...event };
      }
      default:
        return event;
    }
  });
  return { ...file, events };
}

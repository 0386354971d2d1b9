import { protocolSystemOf } from "../systems/registry.js";
import type { InitiativeRule } from "./initiative-rule.js";

/**
 * The initiative rule of a system: its `ProtocolSystem.fight.initiative`; the GM's order for a
 * system without fights of its own (and an unknown id), where the GM seats whoever fights.
 *
 * @example
 * initiativeRuleOf("faar"); // "faar-ge-it"
 */
export const initiativeRuleOf = (system: string): InitiativeRule =>
  protocolSystemOf(system)?.fight?.initiative ?? "gm-order";

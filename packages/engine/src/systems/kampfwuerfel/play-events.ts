import type { KampfwuerfelCondition } from "./play-condition.js";

/**
 * What a roll did to a Kampfwürfel fighter:
 * - `damage`: SP of a hit after armour (Gesamtschutz or the zone's RS), taken from the LP;
 * - `spend-kw`: KW declared for an attack, a defence or a spell, gone for this Kampfphase;
 * - `check`: a due check (`kraft-<n>`, `reflex-<n>`) rolled, with the check action's `success`;
 * - `reflex`: the fighter rolled the phase's reflex (the `reflex` action): the KW left are lost and
 *   the phase's reflex is spent; a reflex the GM called (`reflex-<n>` pending) is answered by it.
 *   The success changes nothing here: what the reflex avoids is the table's to say.
 */
export type KampfwuerfelOutcome =
  | { readonly kind: "damage"; readonly amount: number }
  | { readonly kind: "spend-kw"; readonly dice: number }
  | { readonly kind: "check"; readonly id: string; readonly passed: boolean }
  | { readonly kind: "reflex" };

/**
 * What the GM's hand does to a Kampfwürfel fighter:
 * - `damage` / `heal`: SP taken from or LP given to the fighter (a hit by hand, a potion);
 * - `rest`: days of rest, each regaining the daily regeneration (RLP); a day ends unconsciousness;
 *   a dying fighter (below 0 LP, not stabilised) rests not (`kw-dying`, L37);
 * - `new-phase`: a new Kampfphase — the KW and the reflex roll are there again;
 * - `new-fight`: the heavy-hit threshold starts afresh ("bei jedem Kampf neu"), and a new phase;
 * - `reflex`: the fighter calls the phase's reflex roll: the KW left are lost, the roll is due;
 * - `hindrance`: the GM's temporary BE (`be`), from the next declaration on;
 * - `threshold`: the GM lowers (or sets) the heavy-hit threshold of this fight;
 * - `wake`: the fighter comes to;
 * - `stabilise`: below 0 LP, the fighter was helped in time (L37): no longer dying, down until
 *   rest or healing brings the LP to 0 or more;
 * - `die`: below 0 LP, the GM decides the fighter did not make it;
 * - `set`: the whole condition, as it is to be (the inverse of every step).
 */
export type KampfwuerfelCommand =
  | { readonly command: "damage"; readonly amount: number }
  | { readonly command: "heal"; readonly amount: number }
  | { readonly command: "rest"; readonly days: number }
  | { readonly command: "new-phase" }
  | { readonly command: "new-fight" }
  | { readonly command: "reflex" }
  | { readonly command: "hindrance"; readonly be: number }
  | { readonly command: "threshold"; readonly threshold: number }
  | { readonly command: "wake" }
  | { readonly command: "stabilise" }
  | { readonly command: "die" }
  | { readonly command: "set"; readonly condition: KampfwuerfelCondition };

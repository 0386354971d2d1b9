import type { SystemId } from "@spieltisch/engine";
import { bySystem } from "../systems/by-system.js";
import { PLAIN_SYSTEMS } from "../systems/plain-systems.js";
import {
  TABLE_DICE,
  type TableOptionGroup,
  type TableOptionOffer,
  type TableOptionValue,
} from "./table-option-offer.js";
import type { TableOptionKey, TableOptionsJson } from "./table-options.js";

/** The options every system's table offers, after its own: who may enter dice rolled at the table. */
export const EVERY_SYSTEM_OFFERS: readonly TableOptionOffer[] = [TABLE_DICE];

/**
 * The table options of each system, in the order they are offered (`systems/<id>/table-options.ts`,
 * listed in `PLAIN_SYSTEMS`): every key of `tableOptionsSchema` that the system's rules read, each
 * with its control, default, group and when it may change. Plain data without zod, so the start
 * page carries it. `table-option-offers.test.ts` fails when an option of the schema is offered by
 * no system, a system offers one its rules do not read, or a bound differs from the schema's.
 */
export const TABLE_OPTION_OFFERS: { readonly [S in SystemId]: readonly TableOptionOffer[] } = bySystem(
  (id) => [...PLAIN_SYSTEMS[id].tableOptions, ...EVERY_SYSTEM_OFFERS],
);

/** Every offer of every system (the same play offers once per system). */
const TABLE_OPTION_OFFERS_ALL: readonly TableOptionOffer[] = Object.values(TABLE_OPTION_OFFERS).flat();

/** The groups in the order a table's options are shown. */
export const TABLE_OPTION_GROUPS: readonly TableOptionGroup[] = ["optional", "house", "play"];

/**
 * The options a table of `system` offers with `modules` (an option of a module the table does
 * not use is left out); none for a system without any.
 *
 * @example
 * tableOptionOffers("kampfwuerfel", []).map((o) => o.key)[0]; // "kampfwuerfelHeavyHits"
 */
export function tableOptionOffers(system: string, modules: readonly string[]): readonly TableOptionOffer[] {
  const offers: readonly TableOptionOffer[] = Object.hasOwn(TABLE_OPTION_OFFERS, system)
    ? TABLE_OPTION_OFFERS[system as SystemId]
    : [];
  return offers.filter((o) => o.module === undefined || modules.includes(o.module));
}

/**
 * An option's value at a table: the stored one, else the rules' default (a house rule is on when
 * its code is listed).
 *
 * @example
 * offerValue({}, kampfwuerfelHeavyHitsOffer); // false
 */
export function offerValue(options: TableOptionsJson, offer: TableOptionOffer): TableOptionValue {
  if (offer.code !== undefined) return (options.houseRules ?? []).includes(offer.code);
  return (options as Readonly<Record<string, TableOptionValue | undefined>>)[offer.key] ?? offer.default;
}

/**
 * The options with one offer set to `value`: a house rule's code added or removed; a value equal
 * to the default left out (the table keeps only what it changed), an empty house-rule list too.
 *
 * @example
 * withOfferValue({}, kampfwuerfelHeavyHitsOffer, true); // { kampfwuerfelHeavyHits: true }
 */
export function withOfferValue(
  options: TableOptionsJson,
  offer: TableOptionOffer,
  value: TableOptionValue,
): TableOptionsJson {
  const { houseRules = [], ...rest } = options;
  const record: Record<string, unknown> = { ...rest };
  let codes = houseRules;
  if (offer.code !== undefined) {
    codes = [...houseRules.filter((c) => c !== offer.code), ...(value === true ? [offer.code] : [])];
  } else if (value === offer.default) delete record[offer.key];
  else record[offer.key] = value;
  return { ...(codes.length > 0 ? { houseRules: codes } : {}), ...record } as TableOptionsJson;
}

/**
 * Only what a table of `system` with `modules` offers, of options that may hold others (a draft
 * made for another system): what a new table is created with.
 *
 * @example
 * offeredOptions("faar", [], { faarAttributeMax: 14, kampfwuerfelHeavyHits: true }); // { faarAttributeMax: 14 }
 */
export function offeredOptions(
  system: string,
  modules: readonly string[],
  options: TableOptionsJson,
): TableOptionsJson {
  let kept: TableOptionsJson = {};
  for (const offer of tableOptionOffers(system, modules)) {
    const value = offerValue(options, offer);
    if (offer.code !== undefined || value !== offer.default) kept = withOfferValue(kept, offer, value);
  }
  return kept;
}

/**
 * The Urfassung's cost steps as typed (`"12/15"`: 6 GeP a point up to a, 9 up to b, 12 above),
 * or null when they are not two numbers of one or two digits with a ≤ b — what
 * `tableOptionsSchema` takes, checked without loading it.
 *
 * @example
 * parseAttributeSteps(" 13/16 "); // "13/16"
 * parseAttributeSteps("15/12"); // null
 */
export function parseAttributeSteps(text: string): string | null {
  const match = /^(\d{1,2})\/(\d{1,2})$/.exec(text.trim().replace(/\s*\/\s*/, "/"));
  if (!match) return null;
  return Number(match[1]) <= Number(match[2]) ? `${match[1]}/${match[2]}` : null;
}

/**
 * The options that `change` alters from `before` and that are fixed once play began (`before-play`
 * offers of the system, or any key no system offers): what a table already in play refuses.
 *
 * @example
 * fixedOptionsChanged("kampfwuerfel", [], {}, { combatAutoAdvance: false, kampfwuerfelHeavyHits: true });
 * // ["kampfwuerfelHeavyHits"]
 */
export function fixedOptionsChanged(
  system: string,
  modules: readonly string[],
  before: TableOptionsJson,
  change: TableOptionsJson,
): TableOptionKey[] {
  const always = new Set<string>(
    TABLE_OPTION_OFFERS_ALL.filter((o) => o.change === "always").map((o) => o.key),
  );
  const offers = tableOptionOffers(system, modules);
  const changed: TableOptionKey[] = [];
  for (const key of Object.keys(change) as TableOptionKey[]) {
    if (always.has(key)) continue;
    const keyOffers = offers.filter((o) => o.key === key);
    const differs =
      keyOffers.length === 0
        ? JSON.stringify(before[key]) !== JSON.stringify(change[key])
        : keyOffers.some((o) => offerValue(before, o) !== offerValue(change, o));
    if (differs) changed.push(key);
  }
  return changed;
}

/**
 * The change that sets one offer to `value` at a table with `options`, as `PATCH …/options`
 * takes it: the option with its value (a default too, so a stored value is replaced), a house
 * rule as the whole list of codes.
 *
 * @example
 * offerChange({ houseRules: ["ews.over-budget"] }, skillMinusOffer, true);
 * // { houseRules: ["ews.over-budget", "ews.skill-minus"] }
 */
export function offerChange(
  options: TableOptionsJson,
  offer: TableOptionOffer,
  value: TableOptionValue,
): TableOptionsJson {
  if (offer.code !== undefined) return { houseRules: withOfferValue(options, offer, value).houseRules ?? [] };
  return { [offer.key]: value } as TableOptionsJson;
}

/**
 * The kinds of event after which a table is in play: a roll or a condition changed. From then on
 * the options that decide rolls stay as they are (see {@link TableOptionChange}).
 */
export const PLAY_EVENT_KINDS = ["roll", "condition"] as const;

/**
 * True when a log has a roll or a condition event: the table is in play.
 *
 * @example
 * tableInPlay([{ kind: "note" }]); // false
 */
export const tableInPlay = (events: readonly { readonly kind: string }[]): boolean =>
  events.some((e) => (PLAY_EVENT_KINDS as readonly string[]).includes(e.kind));

/**
 * The options of `change` whose value at a table of `system` with `modules` differs from
 * `before`, compared as the rules read them (a default sent for an option not stored is no
 * change; a house rule by its codes): what a change of the options logs.
 *
 * @example
 * changedOptions("kampfwuerfel", [], {}, { kampfwuerfelHeavyHits: false, combatAutoAdvance: false });
 * // { combatAutoAdvance: false }
 */
export function changedOptions(
  system: string,
  modules: readonly string[],
  before: TableOptionsJson,
  change: TableOptionsJson,
): TableOptionsJson {
  const offers = tableOptionOffers(system, modules);
  const differs = (key: string): boolean =>
    offers.some((o) => o.key === key && offerValue(before, o) !== offerValue(change, o));
  return Object.fromEntries(Object.entries(change).filter(([key]) => differs(key))) as TableOptionsJson;
}

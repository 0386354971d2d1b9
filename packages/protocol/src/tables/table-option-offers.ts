import type { SystemId } from "@spieltisch/engine";
import type { HouseRuleCode, TableOptionKey, TableOptionsJson } from "./table-options.js";

/**
 * How a table option is set: on/off, one of its values (`values` in the order offered, the
 * default first), a whole number (bounds as `tableOptionsSchema` has them), or the Urfassung's
 * cost steps `"a/b"` (two numbers, a ≤ b).
 */
export type TableOptionControl =
  | { readonly kind: "switch" }
  | { readonly kind: "choice"; readonly values: readonly (string | number)[] }
  | { readonly kind: "number"; readonly min: number; readonly max: number }
  | { readonly kind: "steps" };

/**
 * Where an option is offered: a rule the text marks optional (`optional`), a reading or house rule
 * of the table (`house`: the text leaves the case open or the table departs from it), or how the
 * table plays (`play`: who may do what, when the turn moves on).
 */
export type TableOptionGroup = "optional" | "house" | "play";

/**
 * When a table may change an option: `always` (it decides no roll and no condition: the GM may
 * switch it during play), or `before-play` (it decides rolls or conditions: fixed once the table's
 * log has a roll or a condition event, so a log never mixes rules).
 */
export type TableOptionChange = "always" | "before-play";

/** The value of an option as the table has it, explicit or by default. */
export type TableOptionValue = boolean | string | number;

/**
 * One option a system's table offers. `key` is the option in {@link TableOptionsJson}; a house
 * rule (an error the table allows as a warning) is one switch per code (`key: "houseRules"`,
 * `code`). `id` names its messages: `web.tableOption.<id>` (label), `web.tableOption.<id>.hint`
 * (the text's words, with the line), `web.tableOption.<id>.value.<value>` (a choice's values).
 */
export interface TableOptionOffer {
  readonly id: string;
  readonly key: TableOptionKey;
  readonly code?: HouseRuleCode;
  readonly control: TableOptionControl;
  /** The value the rules use when the table stored none (the engine's default, RULINGS). */
  readonly default: TableOptionValue;
  readonly group: TableOptionGroup;
  readonly change: TableOptionChange;
  /** Offered only with this module (EWS FoKa's healing). */
  readonly module?: string;
  /** Matters only at a shared table (who may do what): a table played alone has nobody else. */
  readonly sharedOnly?: boolean;
}

const SWITCH = { kind: "switch" } as const;

/** An error of the EWS character rules the table allows as a warning (`houseRules`). */
const houseRule = (code: HouseRuleCode): TableOptionOffer => ({
  id: `houseRule.${code}`,
  key: "houseRules",
  code,
  control: SWITCH,
  default: false,
  group: "house",
  change: "before-play",
});

/** How a fight and the conditions are handled at the table: every system has fights and conditions. */
const PLAY: readonly TableOptionOffer[] = [
  {
    id: "combatAutoAdvance",
    key: "combatAutoAdvance",
    control: SWITCH,
    default: true,
    group: "play",
    change: "always",
  },
  {
    id: "playersEditOwnCondition",
    key: "playersEditOwnCondition",
    control: SWITCH,
    default: false,
    group: "play",
    change: "always",
    sharedOnly: true,
  },
];

/**
 * The table options of each system, in the order they are offered: every key of
 * `tableOptionsSchema` that the system's rules read (grep the key in `packages/engine/src`), each
 * with its control, default, group and when it may change. `table-option-offers.test.ts` fails
 * when an option of the schema is offered by no system, or a bound differs from the schema's.
 */
export const TABLE_OPTION_OFFERS: { readonly [S in SystemId]: readonly TableOptionOffer[] } = {
  ews: [
    {
      id: "attributeMalus",
      key: "attributeMalus",
      control: SWITCH,
      default: false,
      group: "optional",
      change: "before-play",
    },
    houseRule("ews.over-budget"),
    houseRule("ews.skill-minus"),
    houseRule("ews.profession-minus"),
    houseRule("ews.too-many-attributes"),
    houseRule("ews.unknown-attribute"),
    houseRule("ews.repeated-attribute"),
    houseRule("ews.duplicate-name"),
    houseRule("ews.striche-unknown-value"),
    houseRule("ews.unknown-wound-attribute"),
    {
      id: "armorStacking",
      key: "armorStacking",
      control: SWITCH,
      default: false,
      group: "house",
      change: "before-play",
    },
    {
      id: "healingInflammation",
      key: "healingInflammation",
      control: { kind: "choice", values: ["always", "stress-only"] },
      default: "always",
      group: "house",
      change: "before-play",
    },
    {
      id: "healingMaxWounds",
      key: "healingMaxWounds",
      control: { kind: "number", min: 1, max: 60 },
      default: 10,
      group: "house",
      change: "before-play",
    },
    {
      id: "fokaWoundRecoveryTp",
      key: "fokaWoundRecoveryTp",
      control: { kind: "number", min: 1, max: 100 },
      default: 4,
      group: "house",
      change: "before-play",
      module: "foka",
    },
    {
      id: "fokaCriticalRecoveryTp",
      key: "fokaCriticalRecoveryTp",
      control: { kind: "number", min: 1, max: 100 },
      default: 12,
      group: "house",
      change: "before-play",
      module: "foka",
    },
    ...PLAY,
  ],
  "ews-urfassung": [
    {
      id: "urfassungInjuryTable",
      key: "urfassungInjuryTable",
      control: { kind: "choice", values: ["extended", "basic"] },
      default: "extended",
      group: "optional",
      change: "before-play",
    },
    {
      id: "urfassungExhaustion",
      key: "urfassungExhaustion",
      control: SWITCH,
      default: true,
      group: "optional",
      change: "before-play",
    },
    {
      id: "urfassungUnarmed",
      key: "urfassungUnarmed",
      control: { kind: "choice", values: ["over-constitution", "wound-thresholds"] },
      default: "over-constitution",
      group: "optional",
      change: "before-play",
    },
    {
      id: "urfassungIgnoreSkillCap",
      key: "urfassungIgnoreSkillCap",
      control: SWITCH,
      default: false,
      group: "optional",
      change: "before-play",
    },
    {
      id: "urfassungAttributeSteps",
      key: "urfassungAttributeSteps",
      control: { kind: "steps" },
      default: "12/15",
      group: "house",
      change: "before-play",
    },
    {
      id: "urfassungSevereWoundMalus",
      key: "urfassungSevereWoundMalus",
      control: { kind: "choice", values: ["until-healed", "until-bandaged"] },
      default: "until-healed",
      group: "house",
      change: "before-play",
    },
    {
      id: "urfassungConditionCheckMali",
      key: "urfassungConditionCheckMali",
      control: { kind: "choice", values: ["threshold-exhaustion", "none"] },
      default: "threshold-exhaustion",
      group: "house",
      change: "before-play",
    },
    {
      id: "urfassung.armorStacking",
      key: "armorStacking",
      control: SWITCH,
      default: false,
      group: "house",
      change: "before-play",
    },
    ...PLAY,
  ],
  kampfwuerfel: [
    {
      id: "kampfwuerfelHeavyHits",
      key: "kampfwuerfelHeavyHits",
      control: SWITCH,
      default: false,
      group: "optional",
      change: "before-play",
    },
    {
      id: "kampfwuerfelArmorRounding",
      key: "kampfwuerfelArmorRounding",
      control: { kind: "choice", values: ["down", "nearest", "up"] },
      default: "down",
      group: "house",
      change: "before-play",
    },
    {
      id: "kampfwuerfelKraftCheck",
      key: "kampfwuerfelKraftCheck",
      control: { kind: "choice", values: ["every-hit", "once"] },
      default: "every-hit",
      group: "house",
      change: "before-play",
    },
    ...PLAY,
  ],
  faar: [
    {
      id: "faarDefenseDivisor",
      key: "faarDefenseDivisor",
      control: { kind: "choice", values: [3, 2] },
      default: 3,
      group: "house",
      change: "before-play",
    },
    {
      id: "faarAttributePoints",
      key: "faarAttributePoints",
      control: { kind: "number", min: 6, max: 120 },
      default: 45,
      group: "house",
      change: "before-play",
    },
    {
      id: "faarAttributeMax",
      key: "faarAttributeMax",
      control: { kind: "number", min: 1, max: 20 },
      default: 12,
      group: "house",
      change: "before-play",
    },
    {
      id: "faarInjuryRestDays",
      key: "faarInjuryRestDays",
      control: { kind: "number", min: 1, max: 30 },
      default: 2,
      group: "house",
      change: "before-play",
    },
    ...PLAY,
  ],
  "3w6-stunts": PLAY,
};

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

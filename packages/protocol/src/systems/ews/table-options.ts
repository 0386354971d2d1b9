import { houseRule, PLAY_OFFERS, SWITCH, type TableOptionOffer } from "../../tables/table-option-offer.js";

/**
 * The table options EWS 2 offers, in order: its optional attribute malus, the errors of its
 * character rules a table may allow, its house rules (FoKa's healing only with `foka`) and how
 * fights and conditions are handled.
 */
export const ewsTableOptions: readonly TableOptionOffer[] = [
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
  ...PLAY_OFFERS,
];

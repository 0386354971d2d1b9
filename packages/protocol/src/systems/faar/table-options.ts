import { PLAY_OFFERS, type TableOptionOffer } from "../../tables/table-option-offer.js";

/** The table options Faar offers, in order: its house rules, play. */
export const faarTableOptions: readonly TableOptionOffer[] = [
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
  ...PLAY_OFFERS,
];

import { PLAY_OFFERS, SWITCH, type TableOptionOffer } from "../../tables/table-option-offer.js";

/** The table options Kampfwürfel offers, in order: its optional heavy hits, its house rules, play. */
export const kampfwuerfelTableOptions: readonly TableOptionOffer[] = [
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
  ...PLAY_OFFERS,
];

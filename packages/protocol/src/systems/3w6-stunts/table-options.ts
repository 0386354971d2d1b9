import { PLAY_OFFERS, type TableOptionOffer } from "../../tables/table-option-offer.js";

/** The table options 3W6 + Stunts offers: only how fights and conditions are handled. */
export const threeD6StuntsTableOptions: readonly TableOptionOffer[] = PLAY_OFFERS;

import type { MessageArea } from "../i18n/message-area.js";
import type { TableOptionOffer } from "../tables/table-option-offer.js";

/**
 * The part of a system the protocol reads without zod or rules (`systems/<id>/plain.ts`): what the
 * message catalogue and the start page read. (The web build merges the messages into its language
 * chunks at build time and leaves them out of the code: `web/scripts/messages-per-language.ts`.)
 */
export interface PlainSystem {
  /**
   * The words of its engine codes and condition vocabulary and the labels of its fields, in both
   * languages (`{}` each when it needs none).
   */
  readonly messages: MessageArea;
  /** The table options its rules read, in the order they are offered (`[]` for none). */
  readonly tableOptions: readonly TableOptionOffer[];
}

import type { TableSession } from "../session/types.js";
import { EwsNpcForm } from "./npc-ews-form.js";
import { FaarNpcForm } from "./npc-faar-form.js";
import { KampfwuerfelNpcForm } from "./npc-kampfwuerfel-form.js";
import { UrfassungNpcForm } from "./npc-urfassung-form.js";

export { ewsNpcFile, type NpcDraft } from "./npc-ews-form.js";
export { type FaarNpcDraft, faarNpcFile } from "./npc-faar-form.js";
export { kampfwuerfelNpcFile } from "./npc-kampfwuerfel-form.js";
export { urfassungNpcFile } from "./npc-urfassung-form.js";

/**
 * „NSC anlegen“ for the GM in a few taps: a name, the values the system's fights need (EWS: an
 * Eigenschaft and a Fertigkeit with their levels, with FoKa the TP-Eigenschaft; Urfassung: KO, ST,
 * GE and a skill; Kampfwürfel: LP, KW and reflex dice; Faar: the six attributes and a skill), one
 * weapon, one piece of armour and a shield where the text has them, and whether the players may
 * see it. 3W6 + Stunts has no damage rules and no such block.
 */
export function NpcForm({ session }: { session: TableSession }) {
  if (session.config.role !== "gm") return null;
  switch (session.config.system) {
    case "ews":
      return <EwsNpcForm session={session} />;
    case "ews-urfassung":
      return <UrfassungNpcForm session={session} />;
    case "kampfwuerfel":
      return <KampfwuerfelNpcForm session={session} />;
    case "faar":
      return <FaarNpcForm session={session} />;
    default:
      return null;
  }
}

import type { SystemId } from "@spieltisch/engine";
import type { AnyActionAdapter } from "./action-adapter.js";
import { ewsCheckAdapter, ewsContestAdapter } from "./ews-actions.js";
import { ewsConfrontAdapter, ewsMeleeAdapter, ewsShootAdapter } from "./ews-combat-actions.js";
import { ewsFokaHealAdapter, ewsHealAdapter } from "./ews-healing-actions.js";
import { faarCheckAdapter, faarGrauenAdapter, faarMeleeAdapter } from "./faar-actions.js";
import { kampfwuerfelCheckAdapter, kampfwuerfelMeleeAdapter } from "./kampfwuerfel-actions.js";
import { stuntCheckAdapter, stuntInitiativeAdapter } from "./stunts-actions.js";
import { urfassungMeleeAdapter } from "./urfassung-actions.js";
import {
  urfassungBandageAdapter,
  urfassungBleedAdapter,
  urfassungDamageAdapter,
  urfassungHealAdapter,
} from "./urfassung-care-actions.js";

/**
 * The adapter of every action each system offers, by system id and action id. A rule system adds
 * its row when it adds actions; the server rolls exactly what is listed here.
 */
export const actionAdapters: Readonly<Record<SystemId, Readonly<Record<string, AnyActionAdapter>>>> = {
  ews: {
    check: ewsCheckAdapter,
    contest: ewsContestAdapter,
    confront: ewsConfrontAdapter,
    heal: ewsHealAdapter,
    "foka-heal": ewsFokaHealAdapter,
    melee: ewsMeleeAdapter,
    shoot: ewsShootAdapter,
  },
  "ews-urfassung": {
    check: ewsCheckAdapter,
    contest: ewsContestAdapter,
    melee: urfassungMeleeAdapter,
    damage: urfassungDamageAdapter,
    bleed: urfassungBleedAdapter,
    bandage: urfassungBandageAdapter,
    heal: urfassungHealAdapter,
  },
  kampfwuerfel: { check: kampfwuerfelCheckAdapter, melee: kampfwuerfelMeleeAdapter },
  faar: { check: faarCheckAdapter, melee: faarMeleeAdapter, grauen: faarGrauenAdapter },
  "3w6-stunts": { check: stuntCheckAdapter, initiative: stuntInitiativeAdapter },
};

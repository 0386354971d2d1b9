import type { CharacterEnvelope, SystemId, TableSettings } from "@spieltisch/engine";
import type { z } from "zod";
import type { AnyActionAdapter } from "../actions/action-adapter.js";
import type { FightRules } from "../combat/fight-rules.js";
import type { ConditionSchemas } from "../conditions/condition-schemas.js";
import type { GearLine } from "../gear/gear-line.js";
import type { GearTranslate } from "../gear/gear-text.js";
import type { SystemGear } from "../gear/system-gear.js";

/** A system's adapters by action id. */
export type SystemAdapters = Readonly<Record<string, AnyActionAdapter>>;

/** A system's character files: the body schema and the title of its JSON Schema file. */
export interface CharacterFileSchema {
  /**
   * The body schema `parseCharacterText` reads a file of the system with. A system whose sheet
   * needs no more than the envelope (its engine rules judge any body) gives
   * `characterEnvelopeSchema` itself: then it has no JSON Schema file of its own.
   */
  readonly schema: z.ZodType;
  /** How the JSON Schema file names the system: "Spieltisch <title> character …". */
  readonly title: string;
}

/** A system's gear (CONTRACT §6): how its sheets arm its actions, and its sheet's gear in words. */
export interface ProtocolGear {
  readonly rules: SystemGear;
  /** The gear of a sheet as lines a player reads (the Heft, the booklet, `char show`). */
  readonly sheetLines: (t: GearTranslate, sheet: CharacterEnvelope, table: TableSettings) => GearLine[];
}

/**
 * Everything the protocol knows of one rule system, in one object (`systems/<id>/index.ts`),
 * registered once in `systems/registry.ts`: its action adapters, the schemas of its play state and
 * character files, and its gear. Its messages and table option offers are plain data the start
 * page and the message catalogue read without zod: its plain part (`systems/<id>/plain.ts`),
 * listed beside it in `plain-systems.ts`.
 *
 * Optional parts are optional consistently in every layer: a system without `conditions` in the
 * engine has none here and no condition text in the web app; one without gear has no gear
 * anywhere. `systems/registry.test.ts` checks both.
 */
export interface ProtocolSystem<Id extends SystemId = SystemId, A extends SystemAdapters = SystemAdapters> {
  readonly id: Id;
  /**
   * The adapter of every action the system offers, by action id: what the server rolls, the CLI
   * runs and the web app shows. Every engine action has one (or a reason in `UNADAPTED_ACTIONS`).
   */
  readonly adapters: A;
  /** The wire schemas of its play state: exactly when the engine system has `conditions`. */
  readonly conditions?: ConditionSchemas;
  /** Its character files (mandatory: every system has characters). */
  readonly characterFile: CharacterFileSchema;
  /** Its gear, where its rules have weapons and armour. */
  readonly gear?: ProtocolGear;
  /**
   * How its fights run, where it has fights: then it offers `combatAutoAdvance` and the web app a
   * „Kampf“ tab (the registries' completeness tests check both).
   */
  readonly fight?: FightRules;
}

import {
  CURRENT_READINGS,
  getSystem,
  isRuleReadings,
  isSystemId,
  type TableSettings,
} from "@spieltisch/engine";
import type { SideRole } from "../actions/adapter-sides.js";
import type { TableExport } from "../api/export.js";
import { characterEnvelopeSchema } from "../characters/envelope.js";
import { conditionSchemas } from "../conditions/registry.js";
import type { ExportedEvent } from "../events/table-event.js";
import { protocolSystem } from "../systems/registry.js";
import { normaliseTableOptions } from "../tables/stored-table-options.js";
import { canonicalJson } from "./canonical-json.js";
import { jsonEqual } from "./json-equal.js";

type Condition = Record<string, unknown>;
type ExportedRoll = Extract<ExportedEvent, { kind: "roll" }>;
type ExportedCondition = Extract<ExportedEvent, { kind: "condition" }>;

/** Where a character's condition stood: the condition and what put it there, for a message. */
interface Standing {
  readonly condition: Condition;
  /** "the condition event 7 left c1 in", "the condition c1's sheet (version 1) starts with". */
  readonly source: string;
}

const ROLES: readonly SideRole[] = ["actor", "opponent"];

/**
 * The play state of an exported log, followed event by event for `verifyExport` (CONTRACT §4,
 * §5; issue #31): each character's condition is a chain — a `condition` event's `before` and a
 * roll's `applied[].before` are the condition the log left the character in, its `after` is where
 * the chain goes on. How the log is read:
 *
 * - A character's chain starts from its sheet's condition (`initialCondition` of the sheet
 *   version the log had saved last, at the table's modules and options) when the log created it
 *   (`character-saved`); from the condition its old id was left in when an `imported` event names
 *   its renaming; elsewhere (a character an import brought along unnamed) from its first change.
 * - A roll without `applied` booked nothing: the chain goes on past it unchanged. A roll of the
 *   third derivation binds whether it was made with `apply` (`apply: true`, part of its dice):
 *   entries without it are a forgery, and with it a side the roll changes must have its entry —
 *   also where it has none at all, so a booking removed from a character's last change shows.
 *   (A roll of an older derivation did not log `apply` apart from `applied`: a booking removed
 *   from a character's last change reads as a roll without `apply`; one removed from the middle
 *   of a chain breaks it.) `applied: []` is never written — a roll books entries or has none.
 * - A roll that booked has an entry for every side whose condition it changed: a side left out
 *   is checked against the condition the chain has for it (see {@link PlayLedger.unbookedSides}).
 * - A `condition` event's `after` is what its command does to its `before` (under the current
 *   readings or an older one: the event does not name them).
 * - A roll side's `name` is its character's name at that point of the log (the last
 *   `character-saved` of it, or the sheet the export carries), and in an export of every event a
 *   side, entry or condition event names a character of the table.
 *
 * An export without secret events (a player's or viewer's) misses what the GM did in secret,
 * also to a player's character (a secret wound, a secret roll with `apply`): there a `before`
 * that differs from the last visible `after` is read as such a change, not as a forgery, and the
 * chain goes on from it. Only an export that holds secret events (the GM's: its GM seed is always
 * committed in one) is read as holding every event, so every break is a mismatch there. For the
 * same reason a player's export does not decide whether a roll with `apply: true` left out a
 * visible side it changes: a secret change may have put that side where the roll changes nothing
 * (a heal at full health), so only the entries it has are checked there.
 */
export class PlayLedger {
  /** Whether the export holds every event (a GM export): then every break of a chain is a forgery. */
  readonly complete: boolean;
  private readonly system: string;
  private readonly settings: TableSettings;
  /** Each character's sheets by version, as the export carries them. */
  private readonly sheets = new Map<string, Map<number, Readonly<Record<string, unknown>>>>();
  /** Every id the export knows as a character: its list and every `character-saved` of the log. */
  private readonly characters = new Set<string>();
  /** The version of each character's sheet at the current point of the log. */
  private readonly version = new Map<string, number>();
  /** The name each character's last `character-saved` gave it. */
  private readonly savedName = new Map<string, string>();
  /** Characters the log created (a `character-saved` so far). */
  private readonly created = new Set<string>();
  /** New id → old id, from the `imported` events so far. */
  private readonly importedFrom = new Map<string, string>();
  /** Each character's condition as the log left it so far, and the event that did. */
  private readonly chain = new Map<string, { condition: Condition; fullSeq: number }>();
  /** Initial conditions by `id@version` (a side never booked is asked for at every roll). */
  private readonly initials = new Map<string, Condition | undefined>();

  constructor(data: TableExport) {
    this.complete = data.events.some((event) => event.secret);
    this.system = data.table.system;
    this.settings = {
      modules: data.table.modules,
      options: normaliseTableOptions(data.table.houseRules).options,
    };
    const announced = new Map<string, Set<number>>();
    for (const event of data.events) {
      if (event.kind !== "character-saved") continue;
      this.characters.add(event.characterId);
      const versions = announced.get(event.characterId) ?? new Set<number>();
      versions.add(event.version);
      announced.set(event.characterId, versions);
    }
    for (const character of data.characters) {
      this.characters.add(character.id);
      this.sheets.set(character.id, new Map(character.versions.map((v) => [v.version, v.character])));
      // The sheet a character arrived with, where no event of this log saved it (an imported
      // table's characters come with their versions, saved in the log they were imported from).
      const arrived = character.versions
        .map((v) => v.version)
        .filter((v) => !announced.get(character.id)?.has(v));
      // Not `Math.max(...arrived)`: its arguments overflow the stack on a very long list.
      if (arrived.length > 0)
        this.version.set(
          character.id,
          arrived.reduce((a, b) => Math.max(a, b)),
        );
    }
  }

  /**
   * The conditions of the roll's sides that booked no entry, as the chains have them — for the
   * check that a booked roll left out no side it changed. Only in an export of every event (in
   * another, a secret change may have moved the condition since), only for a roll that booked:
   * one with entries, or one of the third derivation that bound `apply` (with entries or none).
   */
  unbookedSides(event: ExportedRoll): Partial<Record<SideRole, Condition>> | undefined {
    const applied = event.applied ?? [];
    if (!this.complete || (applied.length === 0 && !boundApply(event))) return undefined;
    if (event.actor?.character !== undefined && event.actor.character === event.opponent?.character) {
      return undefined;
    }
    const unbooked: Partial<Record<SideRole, Condition>> = {};
    for (const role of ROLES) {
      const id = event[role]?.character;
      if (id === undefined || applied.some((entry) => entry.character === id)) continue;
      const standing = this.standing(id);
      if (standing) unbooked[role] = standing.condition;
    }
    return unbooked;
  }

  /**
   * Checks one event's play state against the log before it and moves the chains on. Returns the
   * first problem (a reason for the event's mismatch), or null. Called for every event in order.
   */
  step(event: ExportedEvent): string | null {
    switch (event.kind) {
      case "character-saved":
        this.version.set(event.characterId, event.version);
        this.savedName.set(event.characterId, event.name);
        this.created.add(event.characterId);
        return null;
      case "imported":
        for (const [old, renamed] of Object.entries(event.characters ?? {}))
          this.importedFrom.set(renamed, old);
        return null;
      case "condition":
        return this.conditionStep(event);
      case "roll":
        return this.rollStep(event);
      default:
        return null;
    }
  }

  private conditionStep(event: ExportedCondition): string | null {
    const problem =
      this.unknown(event.character, "character") ??
      this.link(event.character, event.before, "before") ??
      this.commandProblem(event);
    this.chain.set(event.character, { condition: event.after, fullSeq: event.fullSeq });
    return problem;
  }

  private rollStep(event: ExportedRoll): string | null {
    if (event.applied?.length === 0) {
      return "applied is empty: a roll that booked has its entries, one that did not has no applied";
    }
    if (event.derivation === 3 && event.applied !== undefined && event.apply !== true) {
      return "applied without apply: the roll's dice are bound to a roll that booked nothing";
    }
    for (const role of ROLES) {
      const side = event[role];
      if (side?.character === undefined) continue;
      const problem = this.unknown(side.character, `${role}.character`) ?? this.nameProblem(side, role);
      if (problem !== null) return problem;
    }
    const gear = this.gearProblem(event);
    if (gear !== null) return gear;
    const applied = event.applied ?? [];
    // Every entry starts from the condition before the roll (both sides of one character too).
    for (const [i, entry] of applied.entries()) {
      const problem =
        this.unknown(entry.character, `applied.${i}.character`) ??
        this.link(entry.character, entry.before, `applied.${i}.before`);
      if (problem !== null) return problem;
    }
    for (const entry of applied)
      this.chain.set(entry.character, { condition: entry.after, fullSeq: event.fullSeq });
    return null;
  }

  /**
   * The weapon a roll says a side's sheet gave (`gear.<side>.weapon`, CONTRACT §6) is one of the
   * weapons that sheet, as the log has it at that point, offers that side of the action — with
   * the same values. Where the export carries no sheet of the character, nothing is checked.
   */
  private gearProblem(event: ExportedRoll): string | null {
    const rules = isSystemId(this.system) ? protocolSystem(this.system).gear?.rules : undefined;
    if (rules === undefined || event.gear === undefined) return null;
    for (const role of ROLES) {
      const id = event[role]?.character;
      const weapon = event.gear[role]?.weapon;
      if (id === undefined || weapon === undefined) continue;
      const sheet = characterEnvelopeSchema.safeParse(this.sheet(id));
      if (!sheet.success) continue;
      const offered = rules.weaponsFor(sheet.data, event.action, role);
      if (!offered.some((w) => canonicalJson(w) === canonicalJson(weapon))) {
        return `gear.${role}.weapon ${canonicalJson(weapon)} is no weapon the sheet of ${id} gives this roll`;
      }
    }
    return null;
  }

  /** In an export of every event, an id no character of the table has is a forgery. */
  private unknown(id: string, field: string): string | null {
    return this.complete && !this.characters.has(id) ? `${field} ${id} is no character of the table` : null;
  }

  /** A side's name against its character's name at this point of the log, where the log says it. */
  private nameProblem(side: { character?: string | undefined; name?: string | undefined }, role: SideRole) {
    const id = side.character;
    if (id === undefined || side.name === undefined) return null;
    const name = this.savedName.get(id) ?? this.sheet(id)?.name;
    if (typeof name !== "string" || name === side.name) return null;
    return `${role}.name is ${JSON.stringify(side.name)}, but ${id} is named ${JSON.stringify(name)} at this point of the log`;
  }

  /**
   * A `before` against where the chain left the character (or where it starts): a difference is
   * a mismatch in an export of every event, and a secret change the export does not show in
   * another.
   */
  private link(id: string, before: Condition, field: string): string | null {
    const standing = this.standing(id);
    if (!standing || jsonEqual(standing.condition, before) || !this.complete) return null;
    return `${field} differs from ${standing.source} (${firstDifference(before, standing.condition)})`;
  }

  /** Where the character's condition stands now: the chain, else its start, else unknown. */
  private standing(id: string): Standing | undefined {
    const last = this.chain.get(id);
    if (last)
      return { condition: last.condition, source: `the condition event ${last.fullSeq} left ${id} in` };
    const old = this.importedFrom.get(id);
    const oldLast = old === undefined ? undefined : this.chain.get(old);
    if (oldLast) {
      return {
        condition: oldLast.condition,
        source: `the condition event ${oldLast.fullSeq} left ${old} in (imported as ${id})`,
      };
    }
    if (old === undefined && !this.created.has(id)) return undefined;
    const initial = this.initialCondition(id);
    if (initial === undefined) return undefined;
    return {
      condition: initial,
      source: `the condition ${id}'s sheet (version ${String(this.version.get(id))}) starts with`,
    };
  }

  /** The sheet of a character at the current point of the log, where the export carries it. */
  private sheet(id: string): Readonly<Record<string, unknown>> | undefined {
    const version = this.version.get(id);
    return version === undefined ? undefined : this.sheets.get(id)?.get(version);
  }

  /** The condition the server gives a character no event touched yet (undefined: none to check). */
  private initialCondition(id: string): Condition | undefined {
    const key = `${id}@${String(this.version.get(id))}`;
    if (!this.initials.has(key)) this.initials.set(key, this.freshCondition(id));
    return this.initials.get(key);
  }

  /** `initialCondition` of the character's sheet now, at the table's modules and options. */
  private freshCondition(id: string): Condition | undefined {
    const parsed = characterEnvelopeSchema.safeParse(this.sheet(id));
    if (!parsed.success || !isSystemId(this.system)) return undefined;
    try {
      return getSystem(this.system).conditions?.initialCondition(parsed.data, this.settings);
    } catch {
      // A sheet the rules cannot start a condition from (a Kampfwürfel sheet without LP): the
      // server books nothing on it either.
      return undefined;
    }
  }

  /** Whether a condition event's `after` is what its command does to its `before`. */
  private commandProblem(event: ExportedCondition): string | null {
    if (!isSystemId(this.system)) return null;
    const rules = getSystem(this.system).conditions;
    if (!rules) return null;
    const command = conditionSchemas[this.system].command.safeParse(event.command);
    if (!command.success) return `command is no command of the system ${this.system}`;
    let today: Condition | string = "";
    // Newest readings first: a command logged before a reading changed still checks out.
    for (let readings: number = CURRENT_READINGS; readings >= 1; readings--) {
      if (!isRuleReadings(readings)) continue;
      try {
        const settings = { ...this.settings, readings };
        const after: Condition = rules.applyCommand(event.before, command.data, settings);
        if (jsonEqual(after, event.after)) return null;
        if (readings === CURRENT_READINGS) today = after;
      } catch (error) {
        if (readings === CURRENT_READINGS) today = error instanceof Error ? error.message : String(error);
      }
    }
    if (typeof today === "string") return `the command cannot be applied to before: ${today}`;
    const key = differingKey(event.after, today);
    return `after.${key} is ${shown(event.after[key])}, the command gives ${shown(today[key])}`;
  }
}

/** Whether a roll bound that it booked: `apply: true` on a roll of the third derivation. */
const boundApply = (event: ExportedRoll): boolean =>
  (event.derivation === 3 || event.entered === true) && event.apply === true;

/** The first top-level field two conditions differ in. */
function differingKey(a: Condition, b: Condition): string {
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys.find((key) => !jsonEqual(a[key], b[key])) ?? "";
}

/** How a logged condition differs from the expected one, in a few words: `tp 7, not 12`. */
function firstDifference(logged: Condition, expected: Condition): string {
  const key = differingKey(logged, expected);
  return `${key} ${shown(logged[key])}, not ${shown(expected[key])}`;
}

/** A field's value in a message: its JSON, or "absent". */
const shown = (value: unknown): string => (value === undefined ? "absent" : canonicalJson(value));

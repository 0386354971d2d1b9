/**
 * The options a table can set, each read by the rules named in its comment. This is the one shape
 * the engine reads; `tableOptionsSchema` in `@spieltisch/protocol` validates it at every edge (CLI
 * flags, the web's start view, the server's table creation and import) and reads the older
 * spellings of stored tables into it. The engine still checks the values it reads, because it is
 * also called without the protocol.
 */
export interface TableOptions {
  /**
   * Issue codes the table allows by house rule, written in full (`"ews.over-budget"`): such an
   * error is reported as a warning marked `houseRule: true`, never hidden.
   */
  readonly houseRules?: readonly string[] | undefined;
  /** EWS: minus Eigenschaften give mali to their skills for every character. */
  readonly attributeMalus?: boolean | undefined;
  /** EWS healing: the wound count that counts as dying (default 10). */
  readonly healingMaxWounds?: number | undefined;
  /**
   * EWS healing: where a weekly check missed by more than 6 adds a wound, `always` (default: the
   * rule as written) or `stress-only` (the reading of the text's example: not in hospital, at rest
   * or travelling).
   */
  readonly healingInflammation?: string | undefined;
  /** EWS FoKa healing: TP regenerated with a wound until it stops hindering (default 4). */
  readonly fokaWoundRecoveryTp?: number | undefined;
  /** EWS FoKa healing: the same for a critical wound (default 12). */
  readonly fokaCriticalRecoveryTp?: number | undefined;
  /** Faar: divisor of KO + GE + IT for the defence value, 3 (default) or 2. */
  readonly faarDefenseDivisor?: number | undefined;
  /** Faar: attribute points at creation (default 45). */
  readonly faarAttributePoints?: number | undefined;
  /** Faar: highest attribute at creation (default 12). */
  readonly faarAttributeMax?: number | undefined;
  /**
   * Faar: days of rest one LP takes while a severe injury is on record (default 2; 1: rest is not
   * slowed).
   */
  readonly faarInjuryRestDays?: number | undefined;
  /** Kampfwürfel: how halved armour rounds, `down` (default), `nearest` or `up`. */
  readonly kampfwuerfelArmorRounding?: string | undefined;
  /**
   * Kampfwürfel: the OPTIONAL heavy-hit rule ("besonders schwere Treffer", L51), off until the
   * table turns it on (RULINGS §7; events booked under the first readings: on unless `false`).
   */
  readonly kampfwuerfelHeavyHits?: boolean | undefined;
  /**
   * Kampfwürfel: when LP below the RLP make the Kraft check due: `every-hit` (default: each hit
   * that leaves them below) or `once` (the hit that takes them below).
   */
  readonly kampfwuerfelKraftCheck?: string | undefined;
  /** Urfassung: the attribute cost steps `"a/b"` (default `"12/15"`). */
  readonly urfassungAttributeSteps?: string | undefined;
  /** Urfassung: the injury table, `extended` (default) or `basic`. */
  readonly urfassungInjuryTable?: string | undefined;
  /** Urfassung: a skill above its cap is a warning instead of an error. */
  readonly urfassungIgnoreSkillCap?: boolean | undefined;
  /** Urfassung: exhaustion checks every KO actions (Erschöpfung im Kampf), default on. */
  readonly urfassungExhaustion?: boolean | undefined;
  /**
   * Urfassung, Waffenloser Kampf: how stun turns into real damage, `over-constitution` (default:
   * a third of the stun above KO) or `wound-thresholds` (the text's "alternativ (und
   * gefährlicher)": one point per wound threshold a blow's stun passes).
   */
  readonly urfassungUnarmed?: string | undefined;
  /** Urfassung: how long a severe wound's −6 lasts, `until-healed` (default) or `until-bandaged`. */
  readonly urfassungSevereWoundMalus?: string | undefined;
  /**
   * Urfassung: which condition mali the checks the condition makes due and the healing check pay,
   * `threshold-exhaustion` (default: those "auf alle Proben", RULINGS §7) or `none` (the reading
   * before it).
   */
  readonly urfassungConditionCheckMali?: string | undefined;
  /**
   * EWS and EWS-Urfassung: several worn pieces of armour add up their Schutz; off by default, when
   * one Rüstung counts, the strongest worn (RULINGS §7, ews-2.txt L376, L619).
   */
  readonly armorStacking?: boolean | undefined;
  /**
   * Shared tables: a player may change the condition of their own character by hand (the GM's
   * condition commands, CONTRACT §4); off by default, when only the GM may.
   */
  readonly playersEditOwnCondition?: boolean | undefined;
  /**
   * A running fight moves the turn on by itself once the fighter on turn has rolled an action
   * with its result booked (default on; `false`: the GM taps „Nächster Zug“).
   */
  readonly combatAutoAdvance?: boolean | undefined;
}

/**
 * Which readings of the texts (RULINGS) the rules follow. When an audit finds a passage read wrong,
 * the reading changes for every table, and the engine keeps the older one so that what was logged
 * under it still verifies and folds as it was booked:
 *
 * - `1`: before RULINGS §7 (issue #28): Urfassung's −2 × SR counted when reached, stun converted
 *   into damage counted as stun and as damage; Kampfwürfel's heavy hits on without a table value
 *   and named by no cause; Faar's 12-point critical without the 7-point step's restriction.
 * - `2`: RULINGS §7 (today's).
 */
export type RuleReadings = 1 | 2;

/** The readings every new roll and fold follows. */
export const CURRENT_READINGS: RuleReadings = 2;

/** Whether a number names readings the engine knows. @example isRuleReadings(2); // true */
export const isRuleReadings = (n: unknown): n is RuleReadings => n === 1 || n === 2;

/**
 * What a table has switched on: optional rule modules (EWS `krit`, `foka`, `stem`) and its
 * {@link TableOptions}. Every action receives it, so odds and rolls always follow the same rules.
 */
export interface TableSettings {
  readonly modules: readonly string[];
  readonly options: TableOptions;
  /**
   * The readings to follow ({@link RuleReadings}); absent: {@link CURRENT_READINGS}. Not a table
   * option: only a check of what was logged under older readings sets it.
   */
  readonly readings?: RuleReadings | undefined;
}

/**
 * Whether the table follows the readings `since` or later — the rules as ruled since then.
 *
 * @example
 * followsReadings(PLAIN_TABLE, 2); // true
 * followsReadings({ ...PLAIN_TABLE, readings: 1 }, 2); // false
 */
export const followsReadings = (table: TableSettings, since: RuleReadings): boolean =>
  (table.readings ?? CURRENT_READINGS) >= since;

/** No modules, no options: the plain rules. */
export const PLAIN_TABLE: TableSettings = { modules: [], options: {} };

/** Builds settings from a module list. @example withModules("krit") */
export const withModules = (...modules: string[]): TableSettings => ({ modules, options: {} });

/** True when the table uses the module. */
export const hasModule = (table: TableSettings, module: string): boolean => table.modules.includes(module);

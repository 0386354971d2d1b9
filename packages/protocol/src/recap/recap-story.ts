import type { ConditionStatus } from "@spieltisch/engine";
import type { LuckRow } from "../api/recap.js";
import type { MemberEvent, TableEvent } from "../events/table-event.js";
import { conditionChange, conditionStatus, type PointsUnit } from "./condition-change.js";
import type { Evening } from "./evening.js";
import { luckRowOf } from "./luck-table.js";
import { type RollChance, rollChance } from "./roll-chance.js";

/** A name as the recap writes it: a character's, or null for a side this member may not know (a secret NPC). */
export type RecapName = string | null;

/** One fighter's part in a fight: whom it attacked, how often, how often it hit, how often it hit back. */
export interface FighterStory {
  readonly name: RecapName;
  readonly against: readonly RecapName[];
  readonly attacks: number;
  readonly hits: number;
  /** Hits it dealt as the defender of an exchange the attacker lost (EWS melee). */
  readonly counters: number;
}

/** A fight of the evening (a combat from `start` to `end`), or the attacks outside any fight. */
export interface FightStory {
  /** False for the attacks made while no fight was running. */
  readonly inFight: boolean;
  readonly fighters: readonly RecapName[];
  /** The last round the log showed (0: none counted). */
  readonly rounds: number;
  readonly exchanges: readonly FighterStory[];
  /** Who could no longer act when it ended, as their systems' rules say. */
  readonly down: readonly { readonly name: RecapName; readonly status: Exclude<ConditionStatus, "active"> }[];
}

/** What the evening did to one character's condition, summed over every change the member saw. */
export interface HurtStory {
  readonly name: RecapName;
  readonly woundsTaken: number;
  readonly woundsHealed: number;
  readonly pointsLost: number;
  readonly pointsGained: number;
  readonly unit: PointsUnit | undefined;
}

/** A check or contest that mattered (see {@link mattered}). */
export interface CheckStory {
  readonly name: RecapName;
  readonly kind: "check" | "contest";
  readonly action: string;
  readonly label: string | undefined;
  readonly opponent: RecapName | undefined;
  readonly p: number;
  readonly success: boolean;
  /** It answered a check the character's condition had due. */
  readonly due: boolean;
}

/** An award of Striche: who gave them, to whom, how many, and why. */
export interface StricheStory {
  readonly by: string | null;
  readonly shares: readonly { readonly name: string; readonly striche: number }[];
  readonly note: string | null;
}

/** What an evening's recap tells, before it is put in words. */
export interface RecapStory {
  readonly fights: readonly FightStory[];
  readonly hurt: readonly HurtStory[];
  readonly checks: readonly CheckStory[];
  readonly striche: readonly StricheStory[];
  readonly luck: readonly LuckRow[];
}

/** What the story needs besides the evening: the table's system and the characters' names. */
export interface StoryContext {
  readonly system: string;
  /** The characters' names as this member knows them now; the log's names fill in the rest. */
  readonly names: ReadonlyMap<string, string>;
}

type RollEvent = MemberEvent<"roll">;
type Side = RollEvent["actor"];

/** What tells a side apart from the others: its character, else (a hidden one) its digest, else its name. */
const sideKey = (side: Side, name: RecapName): string => side?.character ?? side?.digest ?? name ?? "";

/**
 * A check or contest matters when the table asked for it (a GM's roll request, a label), when it
 * answered a check the condition had due, or when it came out against the odds: a success at a
 * chance of 25 % or less, a failure at 75 % or more.
 */
export const mattered = (event: RollEvent, chance: RollChance): boolean =>
  event.dueCheck !== undefined ||
  event.label !== undefined ||
  event.requestId !== undefined ||
  (chance.success && chance.p <= 0.25) ||
  (!chance.success && chance.p >= 0.75);

/** A fight being followed through the log. */
class FightBuilder {
  readonly fighters: RecapName[] = [];
  /** Who is in the fighters already: by ref, character or name (a hidden fighter by its ref). */
  private readonly seen = new Set<string>();
  readonly ids = new Set<string>();
  /** Each fighter's blows, by the same key as the fighters. */
  readonly exchanges = new Map<
    string,
    { name: RecapName; against: RecapName[]; attacks: number; hits: number; counters: number }
  >();
  rounds = 0;

  constructor(readonly inFight: boolean) {}

  /** Adds a fighter once; `key` tells fighters apart (a fight's ref, a character, a hidden side's digest, a name). */
  addFighter(name: RecapName, id: string | undefined, key: string | undefined): void {
    this.track(id);
    if (key !== undefined && this.seen.has(key)) return;
    if (key !== undefined) this.seen.add(key);
    this.fighters.push(name);
  }

  /** Follows a character's condition to the fight's end (whether it was still standing). */
  track(id: string | undefined): void {
    if (id !== undefined) this.ids.add(id);
  }

  /** The blows of the fighter `key` (a character id, a hidden side's digest, a name). */
  exchange(key: string, name: RecapName) {
    let found = this.exchanges.get(key);
    if (!found) {
      found = { name, against: [], attacks: 0, hits: 0, counters: 0 };
      this.exchanges.set(key, found);
    }
    return found;
  }

  story(down: FightStory["down"]): FightStory {
    return {
      inFight: this.inFight,
      fighters: this.fighters,
      rounds: this.rounds,
      exchanges: [...this.exchanges.values()],
      down,
    };
  }
}

/**
 * Follows an evening's events as this member sees them into what its recap tells: the fights with
 * who attacked whom and who was down at the end, the wounds and points each character lost and
 * regained, the checks that mattered, the Striche awarded, and each character's luck (its checks
 * and attacks as the acting side, with the exact chance each had). A side this member does not
 * know (a secret NPC in the table stream) is `null`; it has no row in the luck table.
 *
 * @example
 * recapStory(eveningOf(events, 12), { system: "ews", names }).luck[0]; // { name: "Lazaro", rolls: 9, … }
 */
export function recapStory(evening: Evening, context: StoryContext): RecapStory {
  const learned = new Map<string, string>();
  const nameOf = (id: string | undefined): RecapName =>
    id === undefined ? null : (context.names.get(id) ?? learned.get(id) ?? null);
  const sideName = (side: Side): RecapName => side?.name ?? nameOf(side?.character);
  const conditions = new Map<string, Record<string, unknown>>();
  const hurt = new Map<
    string,
    {
      woundsTaken: number;
      woundsHealed: number;
      pointsLost: number;
      pointsGained: number;
      unit: PointsUnit | undefined;
    }
  >();
  const luck = new Map<string, { name: string; chances: number[]; successes: number }>();
  const fights: FightStory[] = [];
  const checks: CheckStory[] = [];
  const striche: StricheStory[] = [];
  const odds = new Map<string, unknown>();
  let fight: FightBuilder | undefined;
  let skirmish: FightBuilder | undefined;

  const changed = (id: string, before: unknown, after: Record<string, unknown>) => {
    conditions.set(id, after);
    const change = conditionChange(before, after);
    const sum = hurt.get(id) ?? {
      woundsTaken: 0,
      woundsHealed: 0,
      pointsLost: 0,
      pointsGained: 0,
      unit: undefined,
    };
    hurt.set(id, {
      woundsTaken: sum.woundsTaken + change.woundsTaken,
      woundsHealed: sum.woundsHealed + change.woundsHealed,
      pointsLost: sum.pointsLost + change.pointsLost,
      pointsGained: sum.pointsGained + change.pointsGained,
      unit: change.unit ?? sum.unit,
    });
  };
  const downOf = (builder: FightBuilder): FightStory["down"] =>
    [...builder.ids].flatMap((id) => {
      const status = conditionStatus(context.system, conditions.get(id));
      return status !== undefined && status !== "active" ? [{ name: nameOf(id), status }] : [];
    });
  const closeFight = () => {
    if (fight) fights.push(fight.story(downOf(fight)));
    fight = undefined;
  };
  const learn = (event: TableEvent) => {
    if (event.kind === "roll") {
      for (const side of [event.actor, event.opponent]) {
        if (side?.character !== undefined && side.name !== undefined) learned.set(side.character, side.name);
      }
    } else if (event.kind === "character-saved") {
      learned.set(event.characterId, event.name);
    } else if (event.kind === "striche-awarded") {
      for (const award of event.awards) learned.set(award.character, award.name);
    } else if (event.kind === "combat") {
      for (const f of event.state.order) {
        if (f.characterId !== undefined && f.name !== undefined) learned.set(f.characterId, f.name);
      }
    }
  };

  const roll = (event: RollEvent) => {
    for (const entry of event.applied ?? []) changed(entry.character, entry.before, entry.after);
    if (!event.actor) return;
    const chance = rollChance(event, odds);
    if (!chance) return;
    const actor = sideName(event.actor);
    const id = event.actor.character;
    if (id !== undefined) {
      const row = luck.get(id) ?? { name: actor ?? id, chances: [], successes: 0 };
      row.chances.push(chance.p);
      if (chance.success) row.successes++;
      luck.set(id, row);
    }
    if (chance.kind === "attack") {
      if (!fight) skirmish ??= new FightBuilder(false);
      const builder = fight ?? skirmish;
      if (!builder) return;
      const opponent = event.opponent ? sideName(event.opponent) : undefined;
      const actorKey = sideKey(event.actor, actor);
      const opponentKey = sideKey(event.opponent, opponent ?? null);
      // A running fight knows its fighters from its order; blows outside one name their own.
      if (fight) {
        fight.track(id);
        fight.track(event.opponent?.character);
      } else {
        builder.addFighter(actor, id, actorKey);
        if (event.opponent) builder.addFighter(opponent ?? null, event.opponent.character, opponentKey);
      }
      const mine = builder.exchange(actorKey, actor);
      mine.attacks++;
      if (chance.success) mine.hits++;
      if (opponent !== undefined) {
        if (!mine.against.includes(opponent)) mine.against.push(opponent);
        if (chance.counter) builder.exchange(opponentKey, opponent).counters++;
      }
      return;
    }
    if (!mattered(event, chance)) return;
    checks.push({
      name: actor,
      kind: chance.kind,
      action: event.action,
      label: event.label,
      opponent: chance.kind === "contest" && event.opponent ? sideName(event.opponent) : undefined,
      p: chance.p,
      success: chance.success,
      due: event.dueCheck !== undefined,
    });
  };

  for (const event of evening.events) {
    learn(event);
    switch (event.kind) {
      case "roll":
        roll(event);
        break;
      case "condition":
        changed(event.character, event.before, event.after);
        break;
      case "combat": {
        const { command, state } = event;
        if (command.command === "start") closeFight();
        if (!state.active) {
          closeFight();
          break;
        }
        fight ??= new FightBuilder(true);
        for (const f of state.order) {
          fight.addFighter(f.name ?? nameOf(f.characterId), f.characterId, f.ref ?? f.characterId ?? f.name);
        }
        fight.rounds = Math.max(fight.rounds, state.round);
        break;
      }
      case "striche-awarded":
        striche.push({
          by: event.byName,
          shares: event.awards.map((a) => ({ name: a.name, striche: a.striche })),
          note: event.note,
        });
        break;
      default:
        break;
    }
  }
  closeFight();
  if (skirmish) fights.push(skirmish.story(downOf(skirmish)));

  return {
    fights,
    hurt: [...hurt]
      .filter(([, h]) => h.woundsTaken + h.woundsHealed + h.pointsLost + h.pointsGained > 0)
      .map(([id, h]) => ({ name: nameOf(id), ...h })),
    checks,
    striche,
    luck: [...luck].map(([character, row]) => luckRowOf(character, row.name, row.chances, row.successes)),
  };
}

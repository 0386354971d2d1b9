import {
  type CombatState,
  defaultSkill,
  type Fighter,
  fighterRefSchema,
  type TableEvent,
} from "@spieltisch/protocol";
import { z } from "zod";

/**
 * What the fight panel remembers per fighter for the rest of a fight (issue #26): the action last
 * chosen, the target, and per action the value, the weapons and what was typed — kept in the
 * browser by table and fight, read back through {@link fightMemorySchema}.
 */

/** One action's choice of a fighter: values and weapons by name (null: chosen „by hand“ / none). */
const actionMemorySchema = z.object({
  skill: z.string().nullable().optional(),
  opponentSkill: z.string().nullable().optional(),
  weapon: z.string().nullable().optional(),
  opponentWeapon: z.string().nullable().optional(),
  values: z.record(z.string(), z.unknown()).optional(),
  typed: z.array(z.string()).optional(),
});

/** What one fighter chose. */
const fighterMemorySchema = z.object({
  action: z.string().optional(),
  /** The target by its key ({@link fighterKey}). */
  target: z.string().optional(),
  byAction: z.record(z.string(), actionMemorySchema).optional(),
});

/** A fight's memory, by fighter key. */
export const fightMemorySchema = z.record(z.string(), fighterMemorySchema);

/** A fight's memory as a type. */
export type FightMemory = z.infer<typeof fightMemorySchema>;
/** One action's memory as a type. */
export type ActionMemory = z.infer<typeof actionMemorySchema>;

/**
 * A fighter's key in its fight: its ref (every fighter since refs), else its character id (fights
 * logged before refs), else its name.
 *
 * @example
 * fighterKey({ ref: "f2", secret: true, wounds: 0 }); // "f2"
 */
export const fighterKey = (f: Fighter): string => f.ref ?? f.characterId ?? f.name ?? "";

/**
 * The number of the fight now running in a log: the `seq` of its `start` event (the browser keeps
 * a fight's memory under it, so the next fight starts fresh). Null without a fight.
 *
 * @example
 * fightIdOf(events); // 12
 */
export function fightIdOf(events: readonly TableEvent[]): number | null {
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i]!;
    if (e.kind !== "combat") continue;
    if (e.command.command === "end") return null;
    if (e.command.command === "start") return e.seq;
  }
  return null;
}

/** The browser key of a fight's memory. */
export const fightMemoryKey = (tableId: string, fightId: number | null): string =>
  `spieltisch.fight.${tableId}.${fightId ?? "none"}`;

/**
 * How each fighter is called for this member: its name, or for a fighter they may not see
 * „Verborgene Gestalt“ — numbered by its ref when there are several, so each keeps its number
 * however the order moves.
 *
 * @example
 * fighterLabels(order, "Verborgene Gestalt", (n) => `Verborgene Gestalt ${n}`); // ["Ork", "Verborgene Gestalt 1", …]
 */
export function fighterLabels(
  state: Pick<CombatState, "order">,
  hidden: string,
  numbered: (n: number) => string,
): string[] {
  const nameless = state.order
    .filter((f) => f.name === undefined)
    .map((f) => Number(fighterRefSchema.safeParse(f.ref).data?.slice(1) ?? 0))
    .sort((a, b) => a - b);
  return state.order.map((f) => {
    if (f.name !== undefined) return f.name;
    if (nameless.length < 2) return hidden;
    const n = Number(fighterRefSchema.safeParse(f.ref).data?.slice(1) ?? 0);
    return numbered(nameless.indexOf(n) + 1);
  });
}

/**
 * The value a fighter rolls an action with, as chosen (null: typed by hand; a value the sheet no
 * longer has falls back) or its best combat value (`defaultSkill`).
 */
export function skillChoice(
  system: string,
  action: string,
  role: "actor" | "opponent",
  values: readonly { readonly name: string; readonly kind: string; readonly value: number }[],
  chosen: string | null | undefined,
): string | undefined {
  if (chosen === null) return undefined;
  if (chosen !== undefined && values.some((v) => v.name === chosen)) return chosen;
  return defaultSkill(system, action, role, values);
}

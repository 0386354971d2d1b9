import { z } from "zod";

const count = z.number().int().min(0).max(10_000);

/** One participant of a fight: a name and optionally a character, initiative and pools. */
export const participantSchema = z.strictObject({
  name: z.string().min(1).max(100),
  characterId: z.string().max(100).optional(),
  initiative: z.number().int().min(-1000).max(1000).optional(),
  tp: count.optional(),
  lp: count.optional(),
  wounds: count.optional(),
});

/** A participant as a type. */
export type Participant = z.infer<typeof participantSchema>;

/** Combat commands (GM, `POST /api/tables/:id/combat`): start, next turn, change a participant, end. */
export const combatCommandSchema = z.discriminatedUnion("command", [
  z.strictObject({ command: z.literal("start"), participants: z.array(participantSchema).min(1).max(100) }),
  z.strictObject({ command: z.literal("next") }),
  z.strictObject({
    command: z.literal("update"),
    participant: z.number().int().min(0).max(99),
    tp: z.number().int().min(-10_000).max(10_000).optional(),
    lp: z.number().int().min(-10_000).max(10_000).optional(),
    wounds: z.number().int().min(-10_000).max(10_000).optional(),
  }),
  z.strictObject({ command: z.literal("end") }),
]);
/** A combat command as a type. */
export type CombatCommand = z.infer<typeof combatCommandSchema>;

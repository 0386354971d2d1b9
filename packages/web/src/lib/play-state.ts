import {
  type CharacterEnvelope,
  EngineError,
  getSystem,
  type SheetValue,
  type TableSettings,
} from "@spieltisch/engine";
import { characterEnvelopeSchema } from "@spieltisch/protocol";

/** A character file's envelope, or null when it is none (a draft the builder has not finished). */
export function envelopeOf(character: Record<string, unknown>): CharacterEnvelope | null {
  const parsed = characterEnvelopeSchema.safeParse(character);
  return parsed.success ? parsed.data : null;
}

/**
 * A character's condition before play touched it: the system's `initialCondition` of the sheet.
 * Null when the system has no play state or the sheet cannot give one (the server does the same).
 */
export function initialConditionOf(
  system: string,
  character: Record<string, unknown>,
  table: TableSettings,
): Record<string, unknown> | null {
  const rules = getSystem(system).conditions;
  const sheet = envelopeOf(character);
  if (!rules || !sheet) return null;
  try {
    return rules.initialCondition(sheet, table);
  } catch (error) {
    if (error instanceof EngineError) return null;
    throw error;
  }
}

/** The sheet values a character rolls with, by name (`getSystem(id).characters.values`). */
export function sheetValuesOf(
  system: string,
  character: Record<string, unknown>,
  table: TableSettings,
): SheetValue[] {
  const sheet = envelopeOf(character);
  const rules = getSystem(system).characters;
  if (!sheet || !rules) return [];
  try {
    return rules.values(sheet, table).map((v) => ({
      name: v.name,
      kind: v.kind,
      value: v.value,
      ...(v.aliasOf !== undefined ? { aliasOf: v.aliasOf } : {}),
    }));
  } catch (error) {
    if (error instanceof EngineError) return [];
    throw error;
  }
}

/**
 * The sheet values a person is offered for a side's value („Wert vom Bogen“, issue #29): each once,
 * under its full name (not also as `"KO"`), and only of the kinds the side's option takes
 * (`valueKinds`; Kampfwürfel's pools, not LP or Schildkampf).
 *
 * @example
 * valueChoices([{ name: "Konstitution", kind: "Attribut", value: 15 }, { name: "KO", kind: "Attribut", value: 15, aliasOf: "Konstitution" }], undefined).length; // 1
 */
export function valueChoices(
  values: readonly SheetValue[],
  kinds: readonly string[] | undefined,
): SheetValue[] {
  return values.filter((v) => v.aliasOf === undefined && (kinds === undefined || kinds.includes(v.kind)));
}

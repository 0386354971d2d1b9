import type { CharacterEnvelope } from "../character-rules.js";
import { constitutionOf, resistanceOf, type UrAttribute, type UrfassungCharacter } from "./character.js";
import type { UrfassungCondition } from "./condition.js";
import { hitPoints } from "./hit-points.js";

/** KO and SR of a sheet without them: the average human (12), as the point-buy assumes. */
const AVERAGE = 12;

const read = (from: unknown, name: string): unknown =>
  typeof from === "object" && from !== null ? Object.getOwnPropertyDescriptor(from, name)?.value : undefined;

/** The entries of a sheet's attribute list that have a name and a whole value; the rest is ignored. */
function attributeList(list: unknown): UrAttribute[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown) => {
    const name = read(entry, "name");
    const short = read(entry, "short");
    const value = read(entry, "value");
    if (typeof name !== "string" || typeof value !== "number" || !Number.isInteger(value)) return [];
    return [{ name, value, ...(typeof short === "string" ? { short } : {}) }];
  });
}

/** Values the rules need kept between 1 and 100 (the sheet schema allows 0; 0 TP would be absurd). */
const clamp = (v: number): number => Math.min(100, Math.max(1, v));

/**
 * The sheet values the condition keeps: SR (or KO) and KO. The envelope comes from outside, so its
 * attribute lists are read field by field, not trusted.
 */
export function urfassungSheetValues(sheet: CharacterEnvelope): { resistance: number; constitution: number } {
  const character: UrfassungCharacter = {
    format: sheet.format,
    system: sheet.system,
    name: sheet.name,
    attributes: attributeList(sheet.attributes),
    subAttributes: attributeList(sheet.subAttributes).map((a) => ({ ...a, base: "KO" })),
  };
  const constitution = clamp(constitutionOf(character) ?? AVERAGE);
  const resistance = clamp(resistanceOf(character)?.value ?? constitution);
  return { resistance, constitution };
}

/** A fresh condition: full TP (2 × SR, or 2 × KO), no wounds, no stun, nothing due. */
export function initialUrfassungCondition(sheet: CharacterEnvelope): UrfassungCondition {
  const { resistance, constitution } = urfassungSheetValues(sheet);
  const tpMax = hitPoints(resistance);
  return {
    resistance,
    constitution,
    tpMax,
    tp: tpMax,
    stun: 0,
    wounds: [],
    nextWound: 1,
    status: "active",
    dyingRounds: null,
    thresholdChecks: [],
    dazeCheck: null,
    dazed: 0,
    exhaustion: 0,
    actions: 0,
    stance: "balanced",
    healWeek: null,
  };
}

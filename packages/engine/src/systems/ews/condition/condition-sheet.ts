import { EngineError } from "../../../errors.js";
import type { CharacterEnvelope } from "../../character-rules.js";
import type { TableSettings } from "../../table-settings.js";
import type { EwsCharacter } from "../characters/character.js";
import { deriveEws } from "../characters/derive.js";

/** What the condition takes from a sheet: the TP Eigenschaft, its WS and the wounds the file records. */
export interface ConditionSheet {
  /** The Eigenschaft chosen for TP and WS (`woundAttribute`), 12 without one. */
  readonly attribute: number;
  readonly woundThreshold: number;
  readonly wounds: number;
}

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const isEntryList = (value: unknown): boolean =>
  value === undefined ||
  (Array.isArray(value) &&
    value.every((e) => isRecord(e) && typeof e.name === "string" && typeof e.level === "string"));

const isOptional = (value: unknown, type: "string" | "number" | "boolean"): boolean =>
  value === undefined || typeof value === type;

/**
 * True when the envelope's body has the shape the EWS rules read (the protocol's schema already
 * checked it at the edge; this guards direct calls without a cast).
 */
export function isEwsCharacter(sheet: CharacterEnvelope): sheet is EwsCharacter {
  const skills = sheet.skills;
  const striche = sheet.striche;
  return (
    sheet.system === "ews" &&
    isEntryList(sheet.attributes) &&
    isEntryList(skills) &&
    isEntryList(sheet.professions) &&
    isEntryList(sheet.traits) &&
    (skills === undefined ||
      (Array.isArray(skills) &&
        skills.every(
          (s) =>
            isRecord(s) &&
            (s.attributes === undefined ||
              (Array.isArray(s.attributes) && s.attributes.every((a) => typeof a === "string"))),
        ))) &&
    (striche === undefined ||
      (isRecord(striche) && Object.values(striche).every((n) => typeof n === "number"))) &&
    (sheet.woundAttribute === null || isOptional(sheet.woundAttribute, "string")) &&
    isOptional(sheet.attributeMalus, "boolean") &&
    isOptional(sheet.wounds, "number")
  );
}

/**
 * Reads the values a condition starts from. A sheet of another system or of the wrong shape is an
 * `invalid-argument` on `sheet`.
 *
 * @example
 * conditionSheet(lazaro, PLAIN_TABLE); // { attribute: 12, woundThreshold: 4, wounds: 0 } without a Wundschwelle Eigenschaft
 */
export function conditionSheet(sheet: CharacterEnvelope, table: TableSettings): ConditionSheet {
  if (!isEwsCharacter(sheet)) {
    throw new EngineError("invalid-argument", `Not an EWS character sheet (${sheet.system})`, {
      name: "sheet",
      value: sheet.system,
      min: "",
      max: "",
    });
  }
  const derived = deriveEws(sheet, table);
  const chosen = sheet.woundAttribute ? derived.attributes[sheet.woundAttribute] : undefined;
  return {
    attribute: chosen ?? 12,
    woundThreshold: derived.woundThreshold,
    wounds: sheet.wounds ?? 0,
  };
}

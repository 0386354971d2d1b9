import { EngineError, requireInt } from "../../errors.js";
import type { CharacterEnvelope } from "../character-rules.js";
import { lifePoints } from "./derived.js";

function attribute(attributes: object, name: "ST" | "KO"): number {
  const value = name in attributes ? Reflect.get(attributes, name) : undefined;
  if (value === undefined) {
    throw new EngineError("missing-character-field", `The character has no attribute ${name}`, {
      field: `attributes.${name}`,
    });
  }
  // A non-number becomes NaN so requireInt names the field in its error.
  return requireInt(`attributes.${name}`, typeof value === "number" ? value : Number.NaN, 1, 100);
}

/**
 * The life points a Faar character file gives (ST + KO), read from a file whose body may not have
 * passed the schema: a missing attribute is `missing-character-field`, a bad one (below 1: the
 * sheet's own error) `invalid-argument`.
 *
 * @example
 * faarSheetLifePoints(dorn); // 15
 */
export function faarSheetLifePoints(sheet: CharacterEnvelope): number {
  const attributes = sheet.attributes;
  if (typeof attributes !== "object" || attributes === null) {
    throw new EngineError("missing-character-field", "The character has no attributes", {
      field: "attributes",
    });
  }
  return lifePoints({ ST: attribute(attributes, "ST"), KO: attribute(attributes, "KO") });
}

import type { SideRole } from "../actions/adapter-sides.js";
import type { PreparedPlay } from "../actions/play-roll.js";
import { ApiError } from "../errors/api-error.js";
import { jsonEqual } from "../fairness/json-equal.js";
import type { TableActor, TableCharacter, TableReads } from "./table-store.js";

const ROLES: readonly SideRole[] = ["actor", "opponent"];

/**
 * The first value a roll's body typed for one of `roles` (sides with a character) instead of
 * taking it from the sheets: the side's value option typed where no sheet value was named (other
 * than its condition gives it), an option typed over the side's gear, a count typed over its
 * condition's. None: every number came from the sheets.
 */
export function typedSideValue(
  raw: Readonly<Record<string, unknown>>,
  prepared: PreparedPlay<TableCharacter>,
  roles: readonly SideRole[],
): string | undefined {
  for (const role of roles) {
    if (!prepared[role]) continue;
    const spec = prepared.adapter.sides?.[role];
    const valueOption = spec?.value;
    if (valueOption !== undefined && raw[valueOption] !== undefined) {
      // Typed as the side's condition gives it (Kampfwürfel: the KW a defence declares) is no change.
      const given = spec?.conditionOptions?.(prepared[role].character.condition)?.[valueOption];
      if (!jsonEqual(given, raw[valueOption])) return valueOption;
    }
    const overridden = prepared.gear?.[role]?.overrides?.[0] ?? prepared.conditionOverrides?.[role]?.[0];
    if (overridden) return overridden.option;
  }
  return undefined;
}

/**
 * A player's roll that books (`apply`) on a character that is not theirs — an NPC, another
 * player's — takes that character's numbers from its sheet (issue "Fair rolls, round three": a
 * player booked damage on another's character with self-chosen values). A value typed for it is
 * the GM's to book: 403 `typed-values-gm-only` at the option, unless the table allows it (table
 * option `playersTypeValues`). The player's own side is theirs to type; the GM may always.
 */
export async function requireSheetValues(
  reads: Pick<TableReads, "optionsNow">,
  actor: TableActor,
  raw: Readonly<Record<string, unknown>>,
  prepared: PreparedPlay<TableCharacter>,
  sheetOnly: readonly SideRole[] = [],
): Promise<void> {
  if (actor.role === "gm") return;
  // The sides of characters that are not the player's; a side whose numbers come from its sheet
  // alone (a hidden fighter) took nothing typed.
  const others = ROLES.filter((role) => {
    const character = prepared[role]?.character;
    return character !== undefined && character.owner !== actor.credentialId && !sheetOnly.includes(role);
  });
  if (others.length === 0) return;
  const typed = typedSideValue(raw, prepared, others);
  if (typed === undefined || (await reads.optionsNow()).playersTypeValues === true) return;
  throw new ApiError(
    403,
    "typed-values-gm-only",
    "A roll that books on another's character takes its values from the sheets; typed values need the GM",
    [typed],
  );
}

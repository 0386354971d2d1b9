import * as ewsRules from "@spieltisch/engine/systems/ews";
import type { AwardStricheBody } from "../api/striche.js";
import { ewsCharacterSchema } from "../characters/ews-character.js";
import { ApiError } from "../errors/api-error.js";
import { requireActor, requireGm } from "./table-actor.js";
import type { AnyAppended, Appended, LiveCharacter, TableRow, TableStore } from "./table-store.js";

/** SteM Striche on a stored or saved sheet; a sheet that is no EWS file has none. */
export const stricheSpentOn = (sheet: unknown): number => {
  const parsed = ewsCharacterSchema.safeParse(sheet);
  return parsed.success ? ewsRules.stricheSpent(parsed.data) : 0;
};

/** Only an EWS table with the module SteM hands out Striche. */
export const playsStem = (table: Pick<TableRow, "system" | "modules">): boolean =>
  table.system === "ews" && table.modules.includes("stem");

/** The characters an award goes to: the one named, or every player character (no NPCs). */
function recipients(characters: readonly LiveCharacter[], characterId: string | undefined) {
  if (characterId !== undefined) {
    const found = characters.find((c) => c.id === characterId);
    if (!found || found.sheet.secret === true) {
      throw new ApiError(404, "character-not-found", "No such character", ["character"]);
    }
    if (found.sheet.npc === true) {
      throw new ApiError(422, "npc-no-striche", "NPCs do not collect Striche", ["character"]);
    }
    return [found];
  }
  const players = characters.filter((c) => c.sheet.npc !== true);
  if (players.length === 0) {
    throw new ApiError(422, "no-characters", "The table has no player characters to award", ["character"]);
  }
  return players;
}

/**
 * The GM's Striche (EWS SteM) for one or all player characters, logged as one `striche-awarded`
 * event in the table stream. Each share notes the SteM Striche on the sheet at that moment, so the
 * ledger (`stricheLedger`) knows where the character's spending starts.
 */
export async function runAwardStriche<E extends AnyAppended>(
  store: TableStore<E>,
  body: AwardStricheBody,
): Promise<Appended<E, "striche-awarded">> {
  requireActor(store.reads.actor);
  requireGm(store.reads.actor);
  if (!playsStem(store.reads.table)) {
    throw new ApiError(
      422,
      "module-required",
      "Striche need an EWS table with the module stem",
      ["striche"],
      {
        params: { module: "stem" },
      },
    );
  }
  return store.commit(async (commit) => {
    const awards = recipients(await commit.liveCharacters(), body.character).map(({ id, sheet }) => ({
      character: id,
      name: typeof sheet.name === "string" ? sheet.name : id,
      striche: body.striche,
      spentBefore: stricheSpentOn(sheet),
    }));
    return commit.append("striche-awarded", false, () => ({
      awards,
      note: body.note ?? null,
      byName: commit.actor.name,
    }));
  });
}

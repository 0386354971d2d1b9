import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Role } from "../api/tables.js";
import { rollResultFields } from "../events/roll-event.js";
import { replayFaces } from "../fairness/replay-faces.js";
import { runAwardStriche } from "./award-striche.js";
import { runChangeTableOptions } from "./change-table-options.js";
import { runCombatCommand } from "./combat-command.js";
import { runConditionCommand } from "./condition-command.js";
import { runRoll } from "./roll.js";
import { runRequestRoll, runRollRequestInfo } from "./roll-requests.js";
import { runSaveCharacter } from "./save-character.js";
import { runSessionCommand } from "./session-command.js";
import type { AnyAppended, TableStore } from "./table-store.js";

/** The fields of a roll event a case reads. */
interface RollBody {
  readonly requestId?: string;
  readonly actor?: { readonly character?: string };
  readonly opponent?: { readonly character?: string };
  readonly applied?: readonly { readonly character: string; readonly after: unknown }[];
}

/** A table made for one case: its characters' ids, a store per role, and the log's kinds in order. */
export interface TableUnderTest {
  readonly ids: readonly string[];
  store(role: Role): TableStore<AnyAppended>;
  kinds(): Promise<string[]>;
}

/** Makes a fresh table of a system with these character sheets, in the store under test. */
export type MakeTable = (
  table: { readonly system: string; readonly modules: readonly string[] },
  sheets: readonly Record<string, unknown>[],
) => Promise<TableUnderTest>;

const example = (name: string): Record<string, unknown> =>
  JSON.parse(readFileSync(new URL(`../../../../examples/characters/${name}.json`, import.meta.url), "utf8"));

/**
 * The table core's use cases against one store: the same cases for the server's SQLite and
 * Postgres stores and the browser's own table, so the stores cannot drift apart — what each case
 * reads, refuses with which status, code and path, and what it leaves in the log and the conditions.
 */
export function tableStoreCases(name: string, make: MakeTable): void {
  describe(`table core on ${name}`, () => {
    it("a condition command books the rules' change and logs it; refusals are coded with a path", async () => {
      const lazaro = example("lazaro");
      const t = await make({ system: "ews", modules: [] }, [lazaro]);
      const [id] = t.ids;
      const gm = t.store("gm");
      const [before] = await gm.reads.playCharacters([{ id: id!, path: [] }]);
      await runConditionCommand(gm, id!, { command: "wounds", change: 1 });
      const [after] = await gm.reads.playCharacters([{ id: id!, path: [] }]);
      expect(after!.condition).not.toEqual(before!.condition);
      expect(after!.condition).toMatchObject({ wounds: 1 });
      await expect(runConditionCommand(gm, "nobody", { command: "wounds", change: 1 })).rejects.toMatchObject(
        {
          status: 404,
          code: "character-not-found",
          path: [],
        },
      );
      await expect(runConditionCommand(gm, id!, { command: "fly" })).rejects.toMatchObject({
        status: 400,
        code: "invalid-body",
      });
      await expect(
        runConditionCommand(t.store("viewer"), id!, { command: "wounds", change: 1 }),
      ).rejects.toMatchObject({ status: 403, code: "viewer-read-only" });
      expect(await t.kinds()).toEqual(["condition"]);
    });

    it("a fight starts from the sheets, refuses what it cannot take, and ends", async () => {
      const t = await make({ system: "ews", modules: [] }, [example("lazaro")]);
      const gm = t.store("gm");
      await expect(runCombatCommand(gm, { command: "next" })).rejects.toMatchObject({
        status: 409,
        code: "no-combat",
      });
      await expect(runCombatCommand(t.store("player"), { command: "end" })).rejects.toMatchObject({
        status: 403,
        code: "gm-only",
      });
      await expect(
        runCombatCommand(gm, { command: "start", participants: [{ characterId: "nobody" }] }),
      ).rejects.toMatchObject({
        status: 404,
        code: "character-not-found",
        path: ["participants", 0, "characterId"],
      });
      await runCombatCommand(gm, {
        command: "start",
        participants: [{ characterId: t.ids[0] }, { name: "Ork", initiative: 3 }],
      });
      const state = await gm.reads.combatState();
      expect(state.active).toBe(true);
      expect(state.order.map((f) => f.name)).toContain("Salamon Lazaro de Aicega");
      await expect(runCombatCommand(gm, { command: "update", participant: 5, tp: 1 })).rejects.toMatchObject({
        status: 400,
        code: "unknown-participant",
        path: ["participant"],
      });
      await runCombatCommand(gm, { command: "end" });
      expect((await gm.reads.combatState()).active).toBe(false);
      expect(await t.kinds()).toEqual(["combat", "combat"]);
    });

    it("a roll of characters books what it did on their conditions; a plain roll only appends", async () => {
      const foe = { ...example("lazaro"), name: "Gegner", npc: true };
      const t = await make({ system: "ews", modules: ["foka"] }, [example("lazaro"), foe]);
      const lazaro = t.ids[0]!;
      const gegner = t.ids[1]!;
      const gm = t.store("gm");
      const play = {
        actor: lazaro,
        skill: "Nahkampf",
        weapon: "Degen",
        opponent: gegner,
        opponentSkill: "Nahkampf",
      };
      const blow = await runRoll(gm, { action: "melee", options: {}, play, apply: true });
      const body = blow.body as RollBody;
      expect(body.actor?.character).toBe(lazaro);
      expect(body.opponent?.character).toBe(gegner);
      const now = await gm.reads.playCharacters([
        { id: lazaro!, path: [] },
        { id: gegner!, path: [] },
      ]);
      for (const entry of body.applied ?? []) {
        expect(now.find((c) => c.id === entry.character)?.condition).toEqual(entry.after);
      }
      await runRoll(gm, { action: "check", options: { value: 12, target: 9 }, play: {} });
      await expect(
        runRoll(gm, { action: "melee", options: {}, play: { ...play, opponent: "nobody" } }),
      ).rejects.toMatchObject({ status: 404, code: "character-not-found", path: ["opponent"] });
      await expect(
        runRoll(t.store("viewer"), { action: "check", options: { value: 12, target: 9 }, play: {} }),
      ).rejects.toMatchObject({ status: 403, code: "viewer-read-only" });
      expect(await t.kinds()).toEqual(["roll", "roll"]);
    });

    it("dice rolled at the table make the roll from their faces, where the table lets the actor enter them", async () => {
      const foe = { ...example("lazaro"), name: "Gegner", npc: true };
      const t = await make({ system: "ews", modules: ["foka"] }, [example("lazaro"), foe]);
      const gm = t.store("gm");
      const player = t.store("player");
      const check = { action: "check", options: { value: 12, target: 9 }, play: {} };
      await expect(runRoll(player, { ...check, dice: [4] })).rejects.toMatchObject({
        status: 422,
        code: "table-dice-off",
        path: ["dice"],
      });
      await runChangeTableOptions(gm, { tableDice: "players" });
      await expect(runRoll(gm, { ...check, dice: [4] })).rejects.toMatchObject({
        status: 422,
        code: "table-dice-off",
        path: ["dice"],
      });
      const entered = await runRoll(player, { ...check, dice: [4] });
      const body = entered.body as Record<string, unknown>;
      expect(body).toMatchObject({ entered: true, action: "check", dice: [4] });
      for (const seedField of ["seedId", "counter", "proof", "derivation", "clientSeed"]) {
        expect(body).not.toHaveProperty(seedField);
      }
      await expect(runRoll(player, { ...check, dice: [7] })).rejects.toMatchObject({
        status: 422,
        code: "impossible-face",
        path: ["dice"],
        extra: { index: 0, sides: 6 },
      });
      await expect(runRoll(player, { ...check, dice: [4, 2] })).rejects.toMatchObject({
        status: 422,
        code: "too-many-dice",
        path: ["dice"],
      });
      await expect(
        runRoll(player, { ...check, dice: [4], clientSeed: "AAAAAAAAAAAAAAAAAAAAAA" }),
      ).rejects.toMatchObject({ status: 422, code: "table-dice-client-seed", path: ["clientSeed"] });
      // The GM enters too when everyone may, a secret blow with its result booked included.
      await runChangeTableOptions(gm, { tableDice: "everyone" });
      const play = {
        actor: t.ids[0]!,
        skill: "Nahkampf",
        weapon: "Degen",
        opponent: t.ids[1]!,
        opponentSkill: "Nahkampf",
      };
      await expect(
        runRoll(gm, { action: "melee", options: {}, play, apply: true, secret: true, dice: [6] }),
      ).rejects.toMatchObject({ status: 422, code: "too-few-dice", path: ["dice"] });
      const blow = await runRoll(gm, {
        action: "melee",
        options: {},
        play,
        apply: true,
        secret: true,
        dice: [5, 1],
      });
      const blowBody = blow.body as RollBody & Record<string, unknown>;
      expect(blowBody).toMatchObject({ entered: true, apply: true, stream: "gm" });
      expect(replayFaces(rollResultFields(blowBody))).toEqual([5, 1]);
      const now = await gm.reads.playCharacters(play.opponent ? [{ id: play.opponent, path: [] }] : []);
      for (const entry of blowBody.applied ?? []) {
        if (entry.character === play.opponent) expect(now[0]?.condition).toEqual(entry.after);
      }
      expect(await t.kinds()).toEqual(["table-options-changed", "roll", "table-options-changed", "roll"]);
    });

    it("a roll request names its characters; its answer rolls as asked and closes it", async () => {
      const t = await make({ system: "ews", modules: [] }, [example("lazaro")]);
      const [lazaro] = t.ids;
      const gm = t.store("gm");
      const asked = await runRequestRoll(gm, {
        action: "check",
        options: { target: 9 },
        label: "Fechten",
        actor: lazaro,
        skill: "Nahkampf",
      });
      const { requestId } = asked.body;
      expect(asked.body).toMatchObject({ action: "check", actor: lazaro, skill: "Nahkampf" });
      expect(await runRollRequestInfo(gm.reads, requestId)).toMatchObject({ status: "open", actor: lazaro });
      await expect(
        runRoll(gm, { action: "check", options: {}, play: { skill: "Flirten" }, requestId }),
      ).rejects.toMatchObject({ status: 400, code: "invalid-body", path: ["skill"] });
      // The answer's own action and options are not read: the request's are.
      const answer = await runRoll(gm, { action: "whatever", options: { target: 2 }, play: {}, requestId });
      expect(answer.body).toMatchObject({ action: "check", requestId, label: "Fechten", target: 9 });
      expect((answer.body as RollBody).actor?.character).toBe(lazaro);
      await expect(runRoll(gm, { action: "check", options: {}, play: {}, requestId })).rejects.toMatchObject({
        status: 409,
        code: "request-done",
      });
      expect(await runRollRequestInfo(gm.reads, requestId)).toMatchObject({ status: "done" });
      await expect(runRollRequestInfo(gm.reads, "nothing")).rejects.toMatchObject({
        status: 404,
        code: "request-not-found",
      });
      await expect(
        runRequestRoll(t.store("player"), { action: "check", options: { target: 9 } }),
      ).rejects.toMatchObject({ status: 403, code: "gm-only" });
      expect(await t.kinds()).toEqual(["roll-request", "roll"]);
    });

    it("a character save checks the file and the version it was made over", async () => {
      const t = await make({ system: "ews", modules: [] }, []);
      const gm = t.store("gm");
      const saved = await runSaveCharacter(gm, { sheet: example("lazaro") });
      expect(saved.version).toBe(1);
      const bruno = { ...example("lazaro"), name: "Bruno" };
      expect(await runSaveCharacter(gm, { id: saved.id, version: 1, sheet: bruno })).toMatchObject({
        version: 2,
      });
      const [now] = await gm.reads.playCharacters([{ id: saved.id, path: [] }]);
      expect(now!.sheet.name).toBe("Bruno");
      await expect(
        runSaveCharacter(gm, { id: saved.id, version: 1, sheet: example("lazaro") }),
      ).rejects.toMatchObject({ status: 409, code: "version-conflict", extra: { currentVersion: 2 } });
      await expect(runSaveCharacter(gm, { sheet: { name: "A" } })).rejects.toMatchObject({
        status: 422,
        code: "invalid-character",
      });
      await expect(
        runSaveCharacter(gm, { id: "nobody", version: 1, sheet: example("lazaro") }),
      ).rejects.toMatchObject({ status: 404, code: "character-not-found" });
      await expect(runSaveCharacter(t.store("viewer"), { sheet: example("lazaro") })).rejects.toMatchObject({
        status: 403,
        code: "viewer-read-only",
      });
      await expect(
        runSaveCharacter(t.store("player"), { sheet: { ...example("lazaro"), npc: true } }),
      ).rejects.toMatchObject({ status: 403, code: "npc-gm-only", path: ["npc"] });
    });

    it("Striche go to the player characters of a SteM table, never to NPCs", async () => {
      const npc = { ...example("lazaro"), name: "Wirt", npc: true };
      const plain = await make({ system: "ews", modules: [] }, [example("lazaro")]);
      await expect(runAwardStriche(plain.store("gm"), { striche: 2 })).rejects.toMatchObject({
        status: 422,
        code: "module-required",
        path: ["striche"],
      });
      const t = await make({ system: "ews", modules: ["stem"] }, [example("lazaro"), npc]);
      await expect(runAwardStriche(t.store("player"), { striche: 2 })).rejects.toMatchObject({
        status: 403,
        code: "gm-only",
      });
      await expect(runAwardStriche(t.store("gm"), { striche: 2, character: t.ids[1] })).rejects.toMatchObject(
        { status: 422, code: "npc-no-striche", path: ["character"] },
      );
      const event = await runAwardStriche(t.store("gm"), { striche: 2, note: "Abend 1" });
      expect(event.body.awards).toEqual([
        expect.objectContaining({ character: t.ids[0], name: "Salamon Lazaro de Aicega", striche: 2 }),
      ]);
      expect(await t.kinds()).toEqual(["striche-awarded"]);
    });

    it("the GM starts and ends an evening, one at a time; others may not", async () => {
      const t = await make({ system: "ews", modules: [] }, [example("lazaro")]);
      const gm = t.store("gm");
      await expect(runSessionCommand(t.store("player"), { command: "start" })).rejects.toMatchObject({
        status: 403,
        code: "gm-only",
      });
      await expect(runSessionCommand(t.store("viewer"), { command: "start" })).rejects.toMatchObject({
        status: 403,
        code: "viewer-read-only",
      });
      await expect(runSessionCommand(gm, { command: "end" })).rejects.toMatchObject({
        status: 422,
        code: "no-open-session",
        path: ["command"],
      });
      const started = await runSessionCommand(gm, { command: "start", title: "Der Leibwächter" });
      expect(started.body).toMatchObject({ command: "start", title: "Der Leibwächter" });
      await expect(runSessionCommand(gm, { command: "start" })).rejects.toMatchObject({
        status: 422,
        code: "session-open",
        path: ["command"],
      });
      const ended = await runSessionCommand(gm, { command: "end" });
      expect(ended.body).toMatchObject({ command: "end" });
      expect(ended.body).not.toHaveProperty("title");
      await runSessionCommand(gm, { command: "start" });
      expect(await t.kinds()).toEqual(["session", "session", "session"]);
    });
  });
}

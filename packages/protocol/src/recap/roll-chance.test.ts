import { getSystem, seededRng } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { allActionAdapters, rollWithAdapter } from "../actions/pipeline.js";
import { tableExportSchema } from "../api/export.js";
import GM_EXPORT from "../fairness/fixtures/play3-gm-export.json" with { type: "json" };
import { exportedLog } from "./export-log.js";
import { rollChance } from "./roll-chance.js";

/** The chance fields a roll's JSON may show of its own odds, as the server wrote them at the roll. */
const LOGGED_CHANCES = ["pSuccess", "pA", "pHit", "pDefenderHit"] as const;

/** A roll event of the adapter's example rolled with seeded dice, as a log would hold it. */
function loggedRoll(system: string, action: string, options: Record<string, unknown>, json: object) {
  const modules = getSystem(system).modules.map((m) => m.id);
  return {
    seq: 1,
    kind: "roll" as const,
    by: null,
    at: "2026-05-03T18:00:00.000Z",
    byName: null,
    stream: "table" as const,
    system,
    modules,
    houseRules: {},
    action,
    options,
    ...json,
  };
}

describe("a logged roll's chance of success", () => {
  it("is the chance the server logged with the roll, recomputed from what the event logged", () => {
    const { events } = exportedLog(tableExportSchema.parse(GM_EXPORT));
    const rolls = events.filter((e) => e.kind === "roll");
    let compared = 0;
    for (const roll of rolls) {
      const logged = LOGGED_CHANCES.map((f) => roll[f]).find((v) => typeof v === "number");
      const chance = rollChance(roll);
      if (logged === undefined) {
        expect(chance, `roll ${roll.seq}`).toBeNull();
        continue;
      }
      compared++;
      expect(chance?.p, `roll ${roll.seq}`).toBe(logged);
      // An EWS exchange: the actor succeeded when the defender was hit, and was hit back otherwise.
      expect(chance?.success).toBe(roll.hit === "defender");
      expect(chance?.counter).toBe(roll.hit === "attacker");
    }
    expect(compared).toBeGreaterThan(8);
  });

  it("agrees with every adapter's roll JSON that shows its own chance, in every system", () => {
    let checked = 0;
    for (const { system, action, adapter } of allActionAdapters()) {
      const modules = getSystem(system).modules.map((m) => m.id);
      for (const example of adapter.examples) {
        const options = adapter.options.parse(example);
        for (const seed of [1, 2, 3, 5]) {
          const { json } = rollWithAdapter(adapter, options, seededRng(seed), { modules, options: {} });
          const fields: Readonly<Record<string, unknown>> = json;
          const logged = LOGGED_CHANCES.find((f) => typeof fields[f] === "number");
          if (logged === undefined) continue;
          const chance = rollChance(loggedRoll(system, action, options, json));
          expect(chance, `${system}/${action}`).not.toBeNull();
          expect(chance?.p, `${system}/${action}`).toBe(fields[logged]);
          const success =
            logged === "pSuccess"
              ? fields.success
              : logged === "pA"
                ? fields.winner === "a"
                : logged === "pHit"
                  ? fields.hit
                  : fields.hit === "defender";
          expect(chance?.success, `${system}/${action} seed ${seed}`).toBe(success);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it("has none for a roll without a success chance, an unknown action or options that do not parse", () => {
    const initiative = allActionAdapters().find(
      (r) => r.system === "3w6-stunts" && r.action === "initiative",
    )!;
    const options = initiative.adapter.options.parse(initiative.adapter.examples[0]);
    const { json } = rollWithAdapter(initiative.adapter, options, seededRng(1), { modules: [], options: {} });
    expect(rollChance(loggedRoll("3w6-stunts", "initiative", options, json))).toBeNull();
    expect(rollChance(loggedRoll("ews", "telepathy", {}, { success: true }))).toBeNull();
    expect(rollChance(loggedRoll("ews", "check", { value: "zwölf" }, { success: true }))).toBeNull();
  });
});

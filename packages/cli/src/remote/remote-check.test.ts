import { allActionAdapters, type RollEventBody, rollResponseSchema } from "@spieltisch/protocol";
import { buildApp } from "@spieltisch/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CliError } from "../cli-error.js";
import { checkBinding } from "./check-binding.js";
import { replayRoll } from "./replay-roll.js";

// Real rolls of a server (in process), then changed the ways a dishonest server could change them.
let app: Awaited<ReturnType<typeof buildApp>>["app"];
const SEED = "C".repeat(40);
let check: RollEventBody;
let melee: RollEventBody;

async function roll(
  system: string,
  modules: string[],
  body: Record<string, unknown>,
): Promise<RollEventBody> {
  const t = (
    await app.inject({ method: "POST", url: "/api/tables", payload: { name: "T", system, modules } })
  ).json();
  const res = await app.inject({
    method: "POST",
    url: `/api/tables/${t.id}/rolls`,
    headers: { authorization: `Bearer ${t.playerToken}` },
    payload: body,
  });
  return rollResponseSchema.parse(res.json());
}

beforeAll(async () => {
  ({ app } = await buildApp({ databaseUrl: "sqlite::memory:" }));
  check = await roll("ews", ["krit"], { action: "check", value: 12, target: 15, clientSeed: SEED });
  melee = await roll("ews", ["foka"], {
    action: "melee",
    attacker: 14,
    defender: 12,
    attackerWeapon: 3,
    clientSeed: SEED,
  });
});
afterAll(() => app.close());

const code = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (error) {
    return error instanceof CliError ? error.code : "other";
  }
  return undefined;
};

describe("checking a server's roll here", () => {
  it("an honest roll checks out and prints as the local command", () => {
    // Today's server binds its rolls with the third derivation; the check accepts it.
    expect(check.derivation).toBe(3);
    expect(code(() => checkBinding(check, { value: 12, target: 15 }, SEED, "de"))).toBeUndefined();
    expect(replayRoll(check, "check", "de").text[0]).toBe("Probe: Wert 12 gegen MW 15 (schwer)");
    expect(code(() => replayRoll(melee, "melee", "de"))).toBeUndefined();
  });

  it("a result field that does not follow from the dice is a mismatch", () => {
    const success = !check.success;
    expect(code(() => replayRoll({ ...check, success }, "check", "de"))).toBe("remote-mismatch");
    expect(code(() => replayRoll({ ...melee, damage: Number(melee.damage) + 1 }, "melee", "de"))).toBe(
      "remote-mismatch",
    );
    expect(code(() => replayRoll({ ...check, extra: 1 }, "check", "de"))).toBe("remote-mismatch");
  });

  it("a face too many or too few is a mismatch", () => {
    const dice = check.dice as number[];
    expect(code(() => replayRoll({ ...check, dice: [...dice, 3] }, "check", "de"))).toBe("remote-mismatch");
    expect(code(() => replayRoll({ ...check, dice: [] }, "check", "de"))).toBe("remote-mismatch");
  });

  it("another client seed, no proof or other options is a mismatch", () => {
    const options = { value: 12, target: 15 };
    expect(code(() => checkBinding(check, options, "D".repeat(40), "de"))).toBe("remote-mismatch");
    const { proof: _proof, ...unproven } = check;
    expect(code(() => checkBinding(unproven, options, SEED, "de"))).toBe("remote-mismatch");
    const { derivation: _derivation, ...unbound } = check;
    expect(code(() => checkBinding(unbound, options, SEED, "de"))).toBe("remote-mismatch");
    expect(code(() => checkBinding(check, { value: 11, target: 15 }, SEED, "de"))).toBe("remote-mismatch");
  });
});

describe("every action a server rolls checks out and prints here", () => {
  const cases = allActionAdapters();
  it.each(cases)("$system $action", async ({ system, action, adapter }) => {
    const modules = adapter.module !== undefined ? [adapter.module] : [];
    // The local command of FoKa healing is `heal` at a FoKa table.
    const command = action === "foka-heal" ? "heal" : action;
    let n = 0;
    for (const example of adapter.examples) {
      const event = await roll(system, modules, {
        action,
        ...example,
        clientSeed: `${"E".repeat(30)}${n++}`,
      });
      const printed = replayRoll(event, command, "de");
      expect(printed.text.length).toBeGreaterThan(0);
    }
  });
});

import { type AnyAction, allSystems } from "@spieltisch/engine";
import * as stuntsRules from "@spieltisch/engine/systems/3w6-stunts";
import * as ewsRules from "@spieltisch/engine/systems/ews";
import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import * as faarRules from "@spieltisch/engine/systems/faar";
import * as kampfwuerfelRules from "@spieltisch/engine/systems/kampfwuerfel";
import { describe, expect, it } from "vitest";
import { findActionAdapter } from "./pipeline.js";
import { UNADAPTED_ACTIONS } from "./registry.js";

/** Each system's exported rules, as the engine's namespaces give them to the outside. */
const NAMESPACES: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  ews: ewsRules,
  "ews-urfassung": urfassungRules,
  kampfwuerfel: kampfwuerfelRules,
  faar: faarRules,
  "3w6-stunts": stuntsRules,
};

/** Whether an export is an action definition: an id and the four functions every action has. */
const isActionDef = (value: unknown): value is AnyAction => {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === "string" &&
    typeof v.roll === "function" &&
    typeof v.odds === "function" &&
    typeof v.outcomes === "function" &&
    typeof v.outcomeKey === "function"
  );
};

describe("every mechanic a system exports is reachable from the outside", () => {
  const registered = new Set<AnyAction>(allSystems().flatMap((s) => Object.values(s.actions)));

  it.each(Object.entries(NAMESPACES))(
    "%s: each exported action is registered with an adapter or a reason",
    (id, ns) => {
      const exported = Object.entries(ns).filter(([, v]) => isActionDef(v));
      expect(exported.length, `${id} exports no action`).toBeGreaterThan(0);
      const unreachable: string[] = [];
      for (const [name, action] of exported) {
        if (!registered.has(action as AnyAction)) {
          unreachable.push(`${name} (not in any system's actions)`);
          continue;
        }
        const owners = allSystems().filter((s) => Object.values(s.actions).includes(action as AnyAction));
        for (const owner of owners) {
          const key = Object.entries(owner.actions).find(([, a]) => a === action)![0];
          const adapted = findActionAdapter(owner.id, key) !== undefined;
          const reasoned = UNADAPTED_ACTIONS.some((u) => u.system === owner.id && u.action === key);
          if (!adapted && !reasoned) unreachable.push(`${owner.id}/${key} (${name}: no adapter, no reason)`);
        }
      }
      expect(unreachable).toEqual([]);
    },
  );
});

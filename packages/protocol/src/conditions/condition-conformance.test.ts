import { allSystems, type ConditionEvent, type RuleSystem, seededRng } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
// The engine's own walk of a reducer's examples, so both suites judge the same play.
import { walkConditionExample } from "../../../engine/src/systems/condition-walk.test-support.js";
import { resolveAction, rollWithAdapter } from "../actions/pipeline.js";
import { characterSchemas } from "../characters/registry.js";
import { isMessageKey, type Lang, messageKeys, translate } from "../i18n/catalogue.js";
import { conditionSchemas } from "./registry.js";

const LANGS: readonly Lang[] = ["de", "en"];

const viaJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/**
 * What is wrong with a message for these params: missing, empty in a language, or naming a
 * placeholder the params do not fill (the text would show `{name}`).
 */
function messageProblems(key: string, params: Readonly<Record<string, unknown>> | undefined): string[] {
  if (!isMessageKey(key)) return [`${key}: no message`];
  return LANGS.flatMap((lang) => {
    const text = translate(lang, key);
    if (text.trim() === "") return [`${key} (${lang}): empty`];
    const names = [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
    return names.filter((n) => !(params && n in params)).map((n) => `${key} (${lang}): {${n}} not given`);
  });
}

/**
 * The wire and words of every system's play state, on the engine's own examples: the protocol's
 * condition, outcome and command schemas take what the reducer produces unchanged; every due check
 * rolls through its action's adapter and `dueCheckOutcome` books it; every due reason, modifier
 * source and refusal has a German and an English message whose placeholders the engine fills.
 */
function conditionWire(system: RuleSystem): void {
  const rules = system.conditions!;
  const schemas = conditionSchemas[system.id];
  const walks = rules.examples.map((example) => ({ example, walk: walkConditionExample(rules, example) }));

  const parsesEvent = (event: ConditionEvent<unknown, unknown>) =>
    event.type === "outcome"
      ? expect(schemas.outcome.parse(viaJson(event.outcome))).toEqual(event.outcome)
      : expect(schemas.command.parse(viaJson(event.command))).toEqual(event.command);

  it("the example sheets are valid character files of the system", () => {
    const schema = characterSchemas[system.id];
    for (const { example } of walks) {
      if (schema) expect(schema.safeParse(example.sheet).error).toBeUndefined();
    }
  });

  it("every condition reached, every accepted event and every inverse parse unchanged", () => {
    for (const { walk } of walks) {
      for (const c of walk.states) expect(schemas.condition.parse(viaJson(c))).toEqual(c);
      for (const step of walk.steps) {
        parsesEvent(step.event);
        const undo = rules.inverse(step.before, step.after);
        expect(schemas.command.parse(viaJson(undo))).toEqual(undo);
      }
    }
  });

  it("every due check rolls through its action's adapter; its outcome parses and books", () => {
    let seed = 1;
    for (const { example, walk } of walks) {
      for (const c of walk.states) {
        const [first, ...rest] = rules.dueChecks(c, example.table);
        for (const check of first ? [first, ...rest] : []) {
          const resolved = resolveAction(system.id, check.action, check.options, example.table.modules);
          if (!resolved.ok) throw new Error(`${check.id}: ${resolved.problem}`);
          for (let i = 0; i < 3; i++) {
            const { result } = rollWithAdapter(
              resolved.adapter,
              resolved.options,
              seededRng(seed++),
              example.table,
            );
            const outcome = rules.dueCheckOutcome(check, result, example.table);
            expect(schemas.outcome.parse(viaJson(outcome))).toEqual(outcome);
            // The table rolls due checks in order: the first one always books.
            if (check !== first) continue;
            const after = rules.applyOutcome(c, outcome, example.table);
            expect(schemas.condition.parse(viaJson(after))).toEqual(after);
          }
        }
      }
    }
  });

  it("every declared due reason, modifier source and error code has a German and an English message", () => {
    const { dueReasons, sources, errors } = rules.vocabulary;
    const keys = [
      ...dueReasons.map((r) => `dueCheck.${r}`),
      ...sources.map((s) => `source.${s}`),
      ...errors.map((c) => `error.${c}`),
    ];
    expect(keys.filter((k) => !isMessageKey(k))).toEqual([]);
    // Placeholders are checked against real params below; here only that both texts exist.
    for (const key of keys) {
      for (const lang of LANGS) expect(isMessageKey(key) && translate(lang, key).trim()).toBeTruthy();
    }
  });

  it("every due check and refusal met in play fills its message's placeholders", () => {
    const problems = new Set<string>();
    for (const { example, walk } of walks) {
      for (const c of walk.states) {
        for (const check of rules.dueChecks(c, example.table)) {
          for (const p of messageProblems(`dueCheck.${check.reason}`, check.params)) problems.add(p);
        }
        for (const action of Object.keys(system.actions)) {
          for (const role of ["actor", "opponent"] as const) {
            const reason = rules.forbids?.(c, action, role);
            if (reason !== undefined) for (const p of messageProblems(`error.${reason}`, {})) problems.add(p);
          }
        }
      }
      for (const { error } of walk.refusals) {
        for (const p of messageProblems(`error.${error.code}`, error.params)) problems.add(p);
      }
    }
    expect([...problems]).toEqual([]);
  });
}

const withConditions = allSystems().filter((s) => s.conditions);

for (const system of withConditions) {
  describe(`condition wire and words: ${system.id}`, () => conditionWire(system));
}

describe("condition words", () => {
  it("every dueCheck.<reason> message is a reason some reducer declares (no leftovers of a rename)", () => {
    const reasons = new Set(withConditions.flatMap((s) => s.conditions!.vocabulary.dueReasons));
    const orphans = messageKeys().filter((k) => k.startsWith("dueCheck.") && !reasons.has(k.slice(9)));
    expect(orphans).toEqual([]);
  });
});

import type { SystemId } from "@spieltisch/engine";
import { z } from "zod";
import type { AnyActionAdapter } from "../actions/action-adapter.js";
import { allActionAdapters } from "../actions/pipeline.js";
import { oddsResponseSchema } from "../events/roll-request-event.js";
import { memberEventSchemas } from "../events/table-event.js";
import { oddsBodySchema, rollBodySchema } from "./rolls.js";

/**
 * A schema with the name and title it carries in the API description (`components/schemas`).
 * Names are `Kind.action.system`: the characters OpenAPI allows in a component name.
 */
export interface NamedSchema {
  readonly name: string;
  readonly title: string;
  readonly schema: z.ZodType;
}

/** One action as the API offers it: its adapter and the systems whose tables take it under this id. */
interface ApiAction {
  readonly action: string;
  readonly systems: readonly [SystemId, ...SystemId[]];
  readonly adapter: AnyActionAdapter;
}

/**
 * Every (action id, adapter) of the registry once, in registry order, with the systems sharing it
 * (EWS and the Urfassung roll the same `check`), so the description lists each shape once.
 */
function apiActions(): ApiAction[] {
  const actions: { action: string; systems: [SystemId, ...SystemId[]]; adapter: AnyActionAdapter }[] = [];
  for (const { system, action, adapter } of allActionAdapters()) {
    const same = actions.find((a) => a.action === action && a.adapter === adapter);
    if (same) same.systems.push(system);
    else actions.push({ action, systems: [system], adapter });
  }
  return actions;
}

/**
 * `schema` with `fields` added (they win over its own). The adapters' schemas are objects or
 * unions of objects, and adding to each member keeps a strict object strict; anything else is
 * described as both at once.
 */
function withFields(schema: z.core.$ZodType, fields: z.core.$ZodLooseShape): z.ZodType {
  if (schema instanceof z.ZodObject) return schema.safeExtend(fields);
  if (schema instanceof z.ZodUnion) {
    const [first, ...rest] = schema.options.map((option) => withFields(option, fields));
    return z.union([first!, ...rest]);
  }
  return z.intersection(schema, z.looseObject(fields));
}

/**
 * `schema` with the `keys` optional: a side's value option may come from a sheet (`skill`), so a
 * body need not give it. Objects and unions of objects as in {@link withFields}.
 */
function withOptional(schema: z.core.$ZodType, keys: readonly string[]): z.core.$ZodType {
  if (schema instanceof z.ZodObject) {
    const own = keys.filter((key) => Object.hasOwn(schema.shape, key));
    return schema.extend(Object.fromEntries(own.map((key) => [key, z.optional(schema.shape[key]!)])));
  }
  if (schema instanceof z.ZodUnion) {
    const [first, ...rest] = schema.options.map((option) => withOptional(option, keys));
    return z.union([first!, ...rest]);
  }
  return schema;
}

/** An action's options as a body may give them: the sides' value options optional (`skill` fills them). */
function bodyOptions(adapter: AnyActionAdapter): z.core.$ZodType {
  const keys = [adapter.sides?.actor?.value, adapter.sides?.opponent?.value].filter(
    (key): key is string => key !== undefined,
  );
  return keys.length === 0 ? adapter.options : withOptional(adapter.options, keys);
}

/** One named schema per API action, built by `part` from the action's adapter. */
function perAction(kind: string, part: (action: ApiAction) => z.ZodType): NamedSchema[] {
  return apiActions().map((action) => ({
    name: `${kind}.${action.action}.${action.systems[0]}`,
    title: `${action.action} (${action.systems.join(", ")})`,
    schema: part(action),
  }));
}

/**
 * `POST /api/tables/:id/rolls` per action: the envelope (`secret`, `requestId`, `label`, the play
 * fields `actor`, `opponent`, `opponentFighter`, `skill`, `opponentSkill`, `weapon`, `opponentWeapon`,
 * `apply`, `dueCheck`) with `action` fixed and
 * the action's own options, as strict as the adapter checks them (a side's value option optional:
 * a sheet value can fill it) — and the answer to a roll request, which takes its action and
 * options from the request.
 */
export const rollBodyVariants = (): NamedSchema[] => [
  ...perAction("RollBody", ({ action, adapter }) =>
    withFields(bodyOptions(adapter), { ...rollBodySchema.shape, action: z.literal(action) }),
  ),
  {
    name: "RollBody.answer-request",
    title: "answer a roll request (its action and options are used)",
    schema: rollBodySchema.required({ requestId: true }),
  },
];

/** `POST /api/tables/:id/odds` per action: `action` and the action's own options. */
export const oddsBodyVariants = (): NamedSchema[] =>
  perAction("OddsBody", ({ action, adapter }) =>
    withFields(bodyOptions(adapter), { ...oddsBodySchema.shape, action: z.literal(action) }),
  );

/**
 * The answer of `POST /api/tables/:id/rolls` per action: the roll event's fields with the action's
 * result fields next to them (strict, as `checkRollResult` checks a stored roll).
 */
export const rollEventVariants = (): NamedSchema[] =>
  perAction("RollEvent", ({ action, systems, adapter }) =>
    withFields(adapter.resultSchema, {
      ...memberEventSchemas.roll.shape,
      action: z.literal(action),
      system: z.enum(systems),
    }),
  );

/** The answer of `POST /api/tables/:id/odds` per action: action, parsed options and the odds fields. */
export const oddsVariants = (): NamedSchema[] =>
  perAction("Odds", ({ action, adapter }) =>
    withFields(adapter.oddsSchema, { ...oddsResponseSchema.shape, action: z.literal(action) }),
  );

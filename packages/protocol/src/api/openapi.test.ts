import { describe, expect, it } from "vitest";
import { z } from "zod";
import { allActionAdapters } from "../actions/pipeline.js";
import { openApiDocument } from "./openapi.js";
import { apiRoutes, routeErrors, routeParts } from "./routes.js";

describe("openApiDocument", () => {
  const document = openApiDocument({ version: "0.0.0-test" });
  const schemas = Object.keys(document.components.schemas);

  it("is the same document every time", () => {
    expect(JSON.stringify(openApiDocument({ version: "0.0.0-test" }))).toBe(JSON.stringify(document));
  });

  it("names every operation once", () => {
    const ids = Object.values(apiRoutes).map((spec) => spec.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("documents roll and odds bodies and answers of every (system, action) of the adapter registry", () => {
    const titleOf = (name: string) =>
      z.object({ title: z.string() }).parse(document.components.schemas[name]).title;
    for (const kind of ["RollBody", "OddsBody", "RollEvent", "Odds"]) {
      for (const { system, action } of allActionAdapters()) {
        // Named by the first system offering the shape; the title lists them all: "check (ews, ews-urfassung)".
        const systems = schemas
          .filter((name) => name.startsWith(`${kind}.${action}.`))
          .flatMap((name) => titleOf(name).split(/[(), ]+/));
        expect(systems, `${kind} ${system} ${action}`).toContain(system);
      }
    }
  });

  it("documents the play state: sides, skill, apply and due checks on rolls and odds, applied conditions", () => {
    const schema = (name: string) =>
      z
        .looseObject({ properties: z.record(z.string(), z.unknown()) })
        .parse(document.components.schemas[name]);
    const required = (name: string) =>
      z.object({ required: z.array(z.string()).optional() }).parse(document.components.schemas[name])
        .required ?? [];
    for (const field of [
      "actor",
      "opponent",
      "opponentFighter",
      "skill",
      "opponentSkill",
      "apply",
      "dueCheck",
    ]) {
      expect(schema("RollBody.check.ews").properties, field).toHaveProperty(field);
    }
    for (const field of ["actor", "opponent", "skill", "opponentSkill", "dueCheck"]) {
      expect(schema("OddsBody.melee.ews").properties, field).toHaveProperty(field);
    }
    // A sheet value can fill a side's value option, so the body need not give it; the rest stays required.
    expect(required("RollBody.check.ews")).not.toContain("value");
    expect(required("RollBody.check.ews")).toContain("target");
    expect(required("OddsBody.melee.ews")).not.toContain("defender");
    for (const field of ["actor", "opponent", "applied", "dueCheck"]) {
      expect(schema("RollEvent.melee.ews").properties, field).toHaveProperty(field);
    }
    expect(schema("Odds.check.ews").properties).toHaveProperty("actor");
  });

  it("documents the condition route, the condition of a character, the condition event and control frame", () => {
    const route = z
      .object({
        post: z.looseObject({ requestBody: z.unknown(), responses: z.record(z.string(), z.unknown()) }),
      })
      .parse(document.paths["/api/tables/{id}/characters/{cid}/condition"]);
    expect(Object.keys(route.post.responses)).toEqual(
      expect.arrayContaining(["201", "400", "401", "403", "404", "422"]),
    );
    const text = JSON.stringify(document.components.schemas);
    const character = JSON.stringify(document.components.schemas.GetCharacterResponse);
    for (const field of ["condition", "status", "due", "modifiers"])
      expect(character).toContain(`"${field}"`);
    expect(JSON.stringify(document.components.schemas.ConditionCommandBody)).toContain('"command"');
    expect(text).toContain('"TableEvent.condition"');
    expect(JSON.stringify(document.components.schemas.LiveFrame)).toContain('"const":"condition"');
    expect(routeErrors(apiRoutes["POST /api/tables/:id/rolls"])[422]).toEqual(
      expect.arrayContaining([
        "character-wrong-system",
        "character-not-active",
        "character-dead",
        "invalid-condition",
      ]),
    );
    expect(routeErrors(apiRoutes["POST /api/tables/:id/odds"])[404]).toContain("character-not-found");
  });

  it("adds the errors of the bearer token and of the body parser to every route that has them", () => {
    for (const [route, spec] of Object.entries(apiRoutes)) {
      const errors = routeErrors(spec);
      if (spec.auth === "bearer") expect(errors, route).toMatchObject({ 401: ["unauthorized"] });
      if (spec.body) expect(errors[413], route).toEqual(["body-too-large"]);
      if (!spec.body) expect(errors[413], route).toBeUndefined();
    }
  });

  it("documents the per-table write limit on every write to a table, and only there", () => {
    for (const [route, spec] of Object.entries(apiRoutes)) {
      const { method } = routeParts(route as keyof typeof apiRoutes);
      const errors = routeErrors(spec, method);
      const limited = (errors[429] ?? []).includes("table-rate-limited");
      expect(limited, route).toBe(spec.auth === "bearer" && method !== "GET" && spec.readsOnly !== true);
    }
    expect(apiRoutes["POST /api/tables/:id/odds"].readsOnly).toBe(true);
    for (const route of ["POST /api/tables/:id/rolls", "POST /api/tables/:id/notes"] as const) {
      expect(apiRoutes[route].readsOnly, route).toBeUndefined();
    }
  });
});

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { allActionAdapters } from "../actions/pipeline.js";
import { openApiDocument } from "./openapi.js";
import { apiRoutes, routeErrors } from "./routes.js";

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

  it("adds the errors of the bearer token and of the body parser to every route that has them", () => {
    for (const [route, spec] of Object.entries(apiRoutes)) {
      const errors = routeErrors(spec);
      if (spec.auth === "bearer") expect(errors, route).toMatchObject({ 401: ["unauthorized"] });
      if (spec.body) expect(errors[413], route).toEqual(["body-too-large"]);
      if (!spec.body) expect(errors[413], route).toBeUndefined();
    }
  });
});

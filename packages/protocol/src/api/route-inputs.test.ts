import { describe, expect, it } from "vitest";
import type { ApiRoute } from "./responses.js";
import { apiBodySchemas, apiQuerySchemas, BODIES_PARSED_FURTHER_IN } from "./route-inputs.js";
import { apiRoutes } from "./routes.js";

const PARSED_FURTHER_IN: readonly ApiRoute[] = BODIES_PARSED_FURTHER_IN;

/** The schema a map holds for a route, if any. */
const schemaOf = (map: Readonly<Record<string, unknown>>, route: ApiRoute): unknown =>
  Object.entries(map).find(([key]) => key === route)?.[1];

const routes = Object.keys(apiRoutes).filter((key): key is ApiRoute => key in apiRoutes);

describe("the route table is the contract the server parses", () => {
  it("every body the route table describes is the one the server parses at its edge, or named as parsed further in", () => {
    for (const route of routes) {
      const { body } = apiRoutes[route];
      if (PARSED_FURTHER_IN.includes(route)) {
        expect(body, route).toBeDefined();
        expect(route in apiBodySchemas, route).toBe(false);
        continue;
      }
      const parsed = schemaOf(apiBodySchemas, route);
      expect(parsed, route).toBe(body);
    }
  });

  it("every query the route table describes is the one the server parses", () => {
    for (const route of routes) {
      const parsed = schemaOf(apiQuerySchemas, route);
      expect(parsed, route).toBe(apiRoutes[route].query);
    }
  });
});

import { describe, expect, it } from "vitest";
import { allSystems } from "./registry.js";
import { systemInfos } from "./system-infos.js";

describe("system infos", () => {
  it("are every registered system's id, name and modules, in the registry's order", () => {
    expect(systemInfos()).toEqual(allSystems().map(({ id, name, modules }) => ({ id, name, modules })));
  });
});

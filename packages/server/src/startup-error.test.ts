import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.js";
import { describeStartupError } from "./startup-error.js";

describe("describeStartupError", () => {
  it("names a taken port, a missing permission and an unreachable database in one line", () => {
    const taken = describeStartupError(
      Object.assign(new Error("listen"), { code: "EADDRINUSE", port: 3000 }),
    );
    expect(taken).toContain("3000");
    expect(describeStartupError(Object.assign(new Error("x"), { code: "EACCES", port: 80 }))).toContain("80");
    expect(
      describeStartupError(new Error("Migration failed: Error: connect ECONNREFUSED 127.0.0.1:5432")),
    ).toMatch(/database unreachable \(ECONNREFUSED\)/);
    expect(
      describeStartupError(new Error('DATABASE_URL must start with sqlite: or postgres:// (got "mysql:")')),
    ).toMatch(/invalid DATABASE_URL/);
    for (const line of [taken]) expect(line?.includes("\n")).toBe(false);
  });

  it("names a port outside 0–65535 in one line (issue #15: `serve --port 99999` was an internal error)", () => {
    for (const [env, flags] of [
      [{}, { port: 99999 }],
      [{}, { port: -1 }],
      [{ PORT: "abc" }, {}],
      [{ PORT: "65536" }, {}],
    ] as const) {
      let thrown: unknown;
      try {
        loadConfig(env, flags);
      } catch (error) {
        thrown = error;
      }
      const line = describeStartupError(thrown);
      expect(line, JSON.stringify([env, flags])).toMatch(/invalid port: (99999|-1|abc|65536) \(0–65535\)/);
      expect(line?.includes("\n")).toBe(false);
    }
    expect(loadConfig({}, { port: 0 }).port).toBe(0);
  });

  it("leaves real bugs alone (they keep their stack trace)", () => {
    expect(describeStartupError(new TypeError("x is not a function"))).toBeUndefined();
    expect(describeStartupError(undefined)).toBeUndefined();
  });
});

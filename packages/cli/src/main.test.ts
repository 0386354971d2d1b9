import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { runCli } from "./testing.js";

const bin = fileURLToPath(new URL("../../../node_modules/.bin/spieltisch", import.meta.url));

describe("spieltisch as a program", () => {
  it("prints German help with the commands", async () => {
    const { code, stdout } = await runCli(["--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("check");
    expect(stdout).toContain("contest");
    expect(stdout).toContain("eine Probe würfeln");
  });

  it("prints per-command help", async () => {
    const { code, stdout } = await runCli(["check", "--help"]);
    expect(code).toBe(0);
    expect(stdout).toContain("--target");
  });

  it.runIf(existsSync(bin))("runs as the installed npx binary (node_modules/.bin/spieltisch)", async () => {
    const { stdout } = await promisify(execFile)(bin, [
      "check",
      "--value",
      "12",
      "--target",
      "15",
      "--odds",
      "--json",
    ]);
    expect(JSON.parse(stdout)).toMatchObject({ pSuccessExact: "1/3" });
    const failed = await promisify(execFile)(bin, ["check", "--value", "x"]).catch(
      (e: { code: number }) => e,
    );
    expect((failed as { code: number }).code).toBe(2);
  });
});

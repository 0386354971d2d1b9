import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "./testing.js";

// Inputs of issue #15 that ended as "Interner Fehler", exit 1: each must be bad input (exit 2,
// one line naming what is wrong).
const dir = mkdtempSync(join(tmpdir(), "spieltisch-cli-hostile-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const expectBadInput = (result: { code: number; stderr: string }, pattern: RegExp) => {
  expect(result.code, result.stderr).toBe(2);
  expect(result.stderr.trim().split("\n")).toHaveLength(1);
  expect(result.stderr).toMatch(pattern);
  expect(result.stderr).not.toMatch(/Interner Fehler|Internal error/);
};

describe("hostile input is bad input, never a bug", () => {
  it("serve --port outside 0–65535", async () => {
    for (const port of ["99999", "-1", "65536"]) {
      expectBadInput(await runCli(["serve", "--port", port]), new RegExp(`invalid port: ${port}`));
    }
  });

  it("char validate with a system named like an Object property", async () => {
    for (const system of ["__proto__", "toString", "constructor", "hasOwnProperty"]) {
      const file = join(dir, `${system}.json`);
      writeFileSync(file, JSON.stringify({ format: "spieltisch/character@1", system, name: "X" }));
      const result = await runCli(["char", "validate", file]);
      expect(result.code, result.stderr).toBe(2);
      expect(`${result.stdout}${result.stderr}`).not.toMatch(
        /Interner Fehler|Internal error|is not a function/,
      );
      const shown = await runCli(["char", "show", file]);
      expect(shown.code, shown.stderr).toBe(2);
    }
  });

  it("Faar damage dice too large for exact odds", async () => {
    for (const damage of ["8W100", "9W60", "9W100/2+1"]) {
      for (const extra of [[], ["--odds"]]) {
        const result = await runCli([
          "melee",
          "--system",
          "faar",
          "--attack",
          "12",
          "--defense",
          "8",
          "--damage",
          damage,
          ...extra,
        ]);
        expectBadInput(result, /höchstens 7W100/);
      }
    }
    const largest = await runCli([
      "melee",
      "--system",
      "faar",
      "--attack",
      "12",
      "--defense",
      "8",
      "--damage",
      "7W100",
      "--odds",
    ]);
    expect(largest.code, largest.stderr).toBe(0);
  });
});

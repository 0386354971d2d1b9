import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

/**
 * RULINGS §7: "Typed values next to a sheet override the sheet's value in every command and every
 * screen, and the output names what was overridden" — a typed `--wounds` next to `--char` means
 * the same in `check`, `contest`, `confront` and `heal` (before, it added to the condition's
 * wounds in `check`/`confront` and replaced them in `heal`).
 */

const EXAMPLES = fileURLToPath(new URL("../../../../examples/characters/", import.meta.url));
let dir: string;
let lazaro: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "spieltisch-typed-"));
  lazaro = join(dir, "lazaro.json");
  await writeFile(lazaro, await readFile(join(EXAMPLES, "lazaro.json"), "utf8"));
  // One wound in play: the condition's −3.
  expect((await runCli(["char", "command", lazaro, '{"command":"wounds","change":1}'])).code).toBe(0);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("a typed --wounds next to --char overrides the condition's wounds, in every command", () => {
  it("check: --wounds 2 replaces the condition's 1 (−6, not −3 − 6) and says so", async () => {
    const args = [
      "check",
      "--char",
      lazaro,
      "--skill",
      "Nahkampf",
      "--target",
      "12",
      "--wounds",
      "2",
      "--dice",
      "2",
    ];
    const { stdout } = await runCli(args);
    expect(stdout).toContain("Zustand von Salamon Lazaro de Aicega: keine Mali\n");
    expect(stdout).toContain("--wounds von Hand: 2 statt 1 aus dem Zustand von Salamon Lazaro de Aicega\n");
    expect(stdout).toContain("Modifikatoren: −6 (Wunden) → effektiv 7\n");
    const { json } = await runJson(args);
    expect(json).toMatchObject({ effective: 7, actor: { modifiers: [] } });
    expect(json.conditionOverrides).toEqual({ actor: [{ option: "wounds", condition: 1, typed: 2 }] });
    // Without --wounds the condition counts, once.
    const plain = await runJson([
      "check",
      "--char",
      lazaro,
      "--skill",
      "Nahkampf",
      "--target",
      "12",
      "--dice",
      "2",
    ]);
    expect(plain.json).toMatchObject({
      effective: 10,
      actor: { modifiers: [{ amount: -3, source: "wounds" }] },
    });
    expect(plain.json.conditionOverrides).toBeUndefined();
  });

  it("heal: --wounds 2 over the condition's 1 is named the same way", async () => {
    const { stdout } = await runCli([
      "heal",
      "--char",
      lazaro,
      "--wounds",
      "2",
      "--situation",
      "rest",
      "--dice",
      "2",
    ]);
    expect(stdout).toContain("--wounds von Hand: 2 statt 1 aus dem Zustand von Salamon Lazaro de Aicega\n");
    expect(stdout).toContain("Heilung: Wert 12, 2 Wunden, Ruhe und Pflege\n");
  });

  it("confront: --a-wounds 0 leaves the condition's wound out, in English too", async () => {
    const other = join(dir, "b.json");
    await writeFile(other, await readFile(join(EXAMPLES, "lazaro.json"), "utf8"));
    const args = [
      "confront",
      "--char",
      lazaro,
      "--skill",
      "Nahkampf",
      "--opponent-char",
      other,
      "--opponent-skill",
      "Nahkampf",
      "--a-wounds",
      "0",
      "--dice",
      "1,6",
      "--lang",
      "en",
    ];
    const { stdout } = await runCli(args);
    expect(stdout).toContain(
      "--a-wounds by hand: 0 instead of 1 from the condition of Salamon Lazaro de Aicega\n",
    );
    const { json } = await runJson(args);
    expect(json).toMatchObject({ actor: { modifiers: [] } });
  });
});

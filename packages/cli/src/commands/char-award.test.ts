import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeEach, describe, expect, it } from "vitest";
import { runCli, runJson, tempDir } from "../testing.js";

const LAZARO_FILE = fileURLToPath(new URL("../../../../examples/characters/lazaro.json", import.meta.url));
let lazaroCopy: string;

beforeEach(async () => {
  const dir = await tempDir("spieltisch-award-");
  lazaroCopy = join(dir, "lazaro.json");
  await writeFile(lazaroCopy, await readFile(LAZARO_FILE, "utf8"));
});

describe("char award (SteM Striche kept in the file)", () => {
  it("records the text's 4 Striche after the sea voyage and shows the ledger", async () => {
    const { code, json } = await runJson([
      "char",
      "award",
      lazaroCopy,
      "--striche",
      "4",
      "--note",
      "Seefahrt",
      "--out",
      lazaroCopy,
    ]);
    expect(code).toBe(0);
    expect(json.ledger).toEqual({ awarded: 4, spent: 0, unspent: 4 });
    const written = JSON.parse(await readFile(lazaroCopy, "utf8"));
    expect(written.stricheAwards).toEqual([{ striche: 4, spentBefore: 0, note: "Seefahrt" }]);
    const text = await runCli(["char", "award", lazaroCopy, "--striche", "1"]);
    expect(text.stdout).toContain(
      "Salamon Lazaro de Aicega: 1 Strich(e) vergeben – 5 frei (5 vergeben, 0 ausgegeben).",
    );
  });

  it("char advance then spends only the awarded Striche: 2 + 2 fit, a fifth exits 2", async () => {
    await runCli(["char", "award", lazaroCopy, "--striche", "4", "--out", lazaroCopy]);
    for (const value of ["Stilvoll", "Kunst des Flirtens"]) {
      const done = await runCli([
        "char",
        "advance",
        lazaroCopy,
        "--value",
        value,
        "--striche",
        "2",
        "--out",
        lazaroCopy,
      ]);
      expect(done.code, done.stderr).toBe(0);
    }
    const greedy = await runCli(["char", "advance", lazaroCopy, "--value", "Stilvoll", "--striche", "1"]);
    expect(greedy.code).toBe(2);
    expect(greedy.stderr).toContain("1 Strich(e) ausgegeben, aber nur 0 vergebene Strich(e) sind noch frei");
  });

  it("refuses a bad number with exit 2 and one line", async () => {
    for (const bad of ["0", "31", "x"]) {
      const res = await runCli(["char", "award", lazaroCopy, "--striche", bad]);
      expect(res.code, bad).toBe(2);
      expect(res.stderr.trim().split("\n")).toHaveLength(1);
    }
  });
});

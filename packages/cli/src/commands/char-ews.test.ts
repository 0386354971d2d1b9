import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { beforeEach, describe, expect, it } from "vitest";
import { runCli, runJson, tempDir } from "../testing.js";

const LAZARO_FILE = fileURLToPath(new URL("../../../../examples/characters/lazaro.json", import.meta.url));
let dir: string;
let lazaroCopy: string;

beforeEach(async () => {
  dir = await tempDir("spieltisch-char-");
  lazaroCopy = join(dir, "lazaro.json");
  await writeFile(lazaroCopy, await readFile(LAZARO_FILE, "utf8"));
});

describe("char show / validate with EWS characters", () => {
  it("accepts the sample Lazaro: valid, 7 of 7 Δ, the text's values", async () => {
    const { code, json } = await runJson(["char", "validate", LAZARO_FILE]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      valid: true,
      issues: [],
      cost: 7,
      budget: 7,
      derived: {
        attributes: { Gewandt: 15, Stilvoll: 18 },
        skills: { Nahkampf: 13, "Kunst des Flirtens": 15 },
        professions: { Diplomat: 9 },
        woundThreshold: 4,
      },
    });
  });

  // Issue #28: "Erschaffung: 5.333333333333333 von 7 Δ" prints as people write it.
  it("a creation in Striche (3 per Δ) prints its thirds as people write them: 5⅓ von 7 Δ", async () => {
    const file = join(dir, "striche.json");
    await writeFile(
      file,
      JSON.stringify({
        format: "spieltisch/character@1",
        system: "ews",
        name: "Drittel",
        powerLevel: "angehender-held",
        attributes: [
          { name: "Gewandt", level: "+" },
          { name: "Stilvoll", level: "++" },
          { name: "Fitness", level: "" },
        ],
        creationStriche: { Fitness: 4 },
      }),
    );
    expect((await runCli(["char", "show", file])).stdout).toContain(
      "angehender Held · Erschaffung: 5⅓ von 7 Δ\n",
    );
    expect((await runCli(["char", "show", file, "--lang", "en"])).stdout).toContain("Creation: 5⅓ of 7 Δ\n");
  });

  it("prints a readable German sheet, and English with --lang en", async () => {
    const de = await runCli(["char", "show", LAZARO_FILE]);
    expect(de.code).toBe(0);
    expect(de.stdout).toContain("Kunst des Flirtens: + (12) +3 = 15 (erfahren) [Stilvoll, Gewandt]");
    expect(de.stdout).toContain("Diplomat: + (9) – schwach; je nach Situation: Gewandt 10, Stilvoll 11");
    expect(de.stdout).toContain("Wundschwelle: 4");
    expect(de.stdout).toContain("angehender Held · Erschaffung: 7 von 7 Δ");
    // His „Waffe: Degen; Schaden: 4“ (ews-2.txt L236–239), one line as the Heft says it.
    expect(de.stdout).toContain("Waffen und Rüstung:\n  Degen — Schaden 4\n");
    const en = await runCli(["char", "show", LAZARO_FILE, "--lang", "en"]);
    expect(en.stdout).toContain("Nahkampf: + (12) +1 = 13 (average) [Gewandt]");
    expect(en.stdout).toContain("Weapons and armour:\n  Degen — damage 4\n");
  });

  it("prints ranged weapons and armour pieces, worn or carried", async () => {
    const file = join(dir, "armed.json");
    const lazaro = JSON.parse(await readFile(LAZARO_FILE, "utf8"));
    const weapons = [...lazaro.weapons, { name: "Pistole", damage: 6, ranged: true }];
    const armor = [
      { name: "Lederwams", protection: 1 },
      { name: "Kürass", protection: 3 },
      { name: "Helm", protection: 1, worn: false },
    ];
    await writeFile(file, JSON.stringify({ ...lazaro, weapons, armor }));
    const { code, stdout } = await runCli(["char", "show", file]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      [
        "Waffen und Rüstung:",
        "  Degen — Schaden 4",
        "  Pistole — Schaden 6 (Fernkampf)",
        // One worn Rüstung counts, the strongest (ews-2.txt L376, L619; RULINGS §7).
        "  Lederwams — Schutz 1 (getragen, zählt nicht: nur die stärkste Rüstung zählt)",
        "  Kürass — Schutz 3",
        "  Helm — Schutz 1 (nicht getragen)",
      ].join("\n"),
    );
  });

  it("an invalid character exits 2 on validate and reports issues with code, path and message", async () => {
    const file = join(dir, "over.json");
    const { powerLevel: _, ...c } = JSON.parse(await readFile(LAZARO_FILE, "utf8"));
    await writeFile(file, JSON.stringify({ ...c, budget: 5 }));
    const { code, json } = await runJson(["char", "validate", file]);
    expect(code).toBe(2);
    expect(json.issues).toEqual([
      {
        code: "ews.over-budget",
        path: "budget",
        severity: "error",
        message: "7 Δ ausgegeben, aber nur 5 Δ zur Verfügung",
        cost: 7,
        budget: 5,
      },
    ]);
  });

  it("bad files: not JSON, not this format, a bad field → exit 2 naming file and JSON path", async () => {
    const cases: [string, string][] = [
      ["{ not json", "$"],
      [JSON.stringify({ hello: 1 }), "format"],
      [
        JSON.stringify({
          format: "spieltisch/character@1",
          system: "ews",
          name: "X",
          attributes: [{ name: "A", level: "+x" }],
        }),
        "attributes.0.level",
      ],
    ];
    for (const [text, path] of cases) {
      const file = join(dir, "bad.json");
      await writeFile(file, text);
      const r = await runCli(["char", "show", file]);
      expect(r.code).toBe(2);
      expect(r.stderr).toContain(file);
      expect(r.stderr).toContain(path);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
  });

  it("a Kampfwürfel file is read by its body schema and its engine rules, as the server does", async () => {
    const file = join(dir, "kampf.json");
    await writeFile(
      file,
      JSON.stringify({
        format: "spieltisch/character@1",
        system: "kampfwuerfel",
        name: "X",
        lp: 30,
        kraft: 4,
      }),
    );
    const { code, json } = await runJson(["char", "show", file]);
    expect(code).toBe(0);
    expect(json.valid).toBe(true);
    expect(json.derived).toEqual({ LP: 30, Kraft: 4 });
    await writeFile(file, JSON.stringify({ format: "spieltisch/character@1", system: "kampfwuerfel" }));
    const broken = await runJson(["char", "show", file]);
    expect(broken.code).toBe(2);
    expect(JSON.stringify(broken.json.error)).toContain("name");
  });
});

describe("char advance (SteM)", () => {
  it("prints the updated character with derived and notation, and writes nothing without --out", async () => {
    const before = await readFile(lazaroCopy, "utf8");
    const { code, json } = await runJson([
      "char",
      "advance",
      lazaroCopy,
      "--value",
      "Kunst des Flirtens",
      "--striche",
      "2",
    ]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      name: "Salamon Lazaro de Aicega",
      striche: { "Kunst des Flirtens": 2 },
      advancements: [{ value: "Kunst des Flirtens", striche: 2 }],
      derived: { skillBases: { "Kunst des Flirtens": 13 }, skills: { "Kunst des Flirtens": 16 } },
      notation: { "Kunst des Flirtens": "+,´´ (13)", Stilvoll: "++ (18)" },
      advanced: { value: "Kunst des Flirtens", striche: 2 },
      written: null,
      valid: true,
    });
    expect(await readFile(lazaroCopy, "utf8")).toBe(before);
    expect(await readdir(dir)).toEqual(["lazaro.json"]);
  });

  it("--out writes atomically (no temp file left) a file that validates and can be undone", async () => {
    const out = join(dir, "lazaro-2.json");
    const r = await runCli([
      "char",
      "advance",
      lazaroCopy,
      "--value",
      "Stilvoll",
      "--striche",
      "3",
      "--out",
      out,
    ]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("Stilvoll: 3 Strich(e) → ++,´´´ (19)");
    expect((await readdir(dir)).sort()).toEqual(["lazaro-2.json", "lazaro.json"]);
    const written = JSON.parse(await readFile(out, "utf8"));
    expect(written).toMatchObject({ striche: { Stilvoll: 3 }, weapons: [{ name: "Degen", damage: 4 }] });
    expect(written.derived).toBeUndefined();
    expect((await runJson(["char", "validate", out])).json).toMatchObject({
      valid: true,
      derived: { attributes: { Stilvoll: 19 } },
    });

    const undone = await runJson(["char", "advance", out, "--undo", "--out", out]);
    expect(undone.json).toMatchObject({
      striche: {},
      advancements: [],
      advanced: { value: "Stilvoll", striche: -3 },
    });
    // Lossless: same content and the same key order as the input file.
    expect(JSON.stringify(JSON.parse(await readFile(out, "utf8")))).toBe(
      JSON.stringify(JSON.parse(await readFile(lazaroCopy, "utf8"))),
    );
  });

  it("learns a new Fertigkeit Strich by Strich with --new skill", async () => {
    const { json } = await runJson([
      "char",
      "advance",
      lazaroCopy,
      "--value",
      "Reiten",
      "--new",
      "skill",
      "--attributes",
      "Gewandt",
      "--striche",
      "2",
    ]);
    expect(json).toMatchObject({ notation: { Reiten: "^ (11)" }, derived: { skills: { Reiten: 12 } } });
  });

  it("errors exit 2 with one line and leave the input untouched", async () => {
    const before = await readFile(lazaroCopy, "utf8");
    for (const args of [
      ["--value", "Schwimmen"],
      ["--value", "Stilvoll", "--striche", "0"],
      ["--value", "Stilvoll", "--striche", "zwei"],
      [],
      ["--undo"],
      ["--value", "Stilvoll", "--new", "spell"],
    ]) {
      const r = await runCli(["char", "advance", lazaroCopy, ...args, "--out", lazaroCopy]);
      expect(r.code, args.join(" ")).toBe(2);
      expect(r.stderr.trim().split("\n")).toHaveLength(1);
    }
    const nowhere = await runCli([
      "char",
      "advance",
      lazaroCopy,
      "--value",
      "Stilvoll",
      "--out",
      join(dir, "no", "x.json"),
    ]);
    expect(nowhere.code).toBe(2);
    expect(nowhere.stderr).toContain("ENOENT");
    const { code, json } = await runJson(["char", "advance", lazaroCopy, "--value", "Schwimmen"]);
    expect(code).toBe(2);
    expect(json).toEqual({ error: { code: "unknown-value", message: expect.stringContaining("Schwimmen") } });
    expect(await readFile(lazaroCopy, "utf8")).toBe(before);
    expect(await readdir(dir)).toEqual(["lazaro.json"]);
  });
});

describe("char new", () => {
  it("prints a starter file with _help that validates after writing, and never overwrites", async () => {
    const { code, json } = await runJson(["char", "new", "--system", "ews"]);
    expect(code).toBe(0);
    expect(json).toMatchObject({
      format: "spieltisch/character@1",
      system: "ews",
      _help: { de: expect.any(Array) },
    });
    const out = join(dir, "neu.json");
    const r = await runCli(["char", "new", "--out", out, "--name", "Alrik"]);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("_help");
    const check = await runJson(["char", "validate", out]);
    expect(check.code).toBe(0);
    expect(check.json).toMatchObject({ name: "Alrik", valid: true, cost: 3, budget: 7 });
    expect(JSON.parse(await readFile(out, "utf8"))._help).toEqual(json._help);
    const again = await runCli(["char", "new", "--out", out]);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain(out);
  });
});

describe("char plan (Striche pro Abend)", () => {
  it("reproduces the text's campaign: angehender Held → Beweger over 12 evenings is 27 Striche, 2.25 each", async () => {
    const { code, json } = await runJson(["char", "plan", "--to", "beweger", "--evenings", "12"]);
    expect(code).toBe(0);
    expect(json).toEqual({ from: 7, to: 16, evenings: 12, total: 27, perEvening: 2.25 });
    const text = await runCli(["char", "plan", "--to", "16", "--evenings", "12"]);
    expect(text.stdout).toContain("27 Striche");
    expect(text.stdout).toContain("2,25 pro Abend");
  });

  it("rejects an unknown power level and zero evenings", async () => {
    expect((await runCli(["char", "plan", "--to", "halbgott", "--evenings", "3"])).code).toBe(2);
    expect((await runCli(["char", "plan", "--to", "beweger", "--evenings", "0"])).code).toBe(2);
  });
});

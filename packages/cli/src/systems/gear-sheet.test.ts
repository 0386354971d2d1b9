import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runCli, tempDir } from "../testing.js";

const example = (name: string) =>
  fileURLToPath(new URL(`../../../../examples/characters/${name}.json`, import.meta.url));

/** The lines of the gear block of `char show`: from its heading to the next line not indented. */
async function gearBlock(name: string, lang: "de" | "en" = "de"): Promise<string[]> {
  const { code, stdout } = await runCli(["char", "show", example(name), "--lang", lang]);
  expect(code).toBe(0);
  const lines = stdout.split("\n");
  const start = lines.findIndex((l) => l === (lang === "de" ? "Waffen und Rüstung:" : "Weapons and armour:"));
  expect(start).toBeGreaterThanOrEqual(0);
  const rest = lines.slice(start + 1);
  const end = rest.findIndex((l) => !l.startsWith("  "));
  return rest.slice(0, end === -1 ? undefined : end);
}

describe("spieltisch char show: the gear as the Heft says it (CONTRACT §6)", () => {
  it("EWS: Lazaro's Degen", async () => {
    expect(await gearBlock("lazaro")).toEqual(["  Degen — Schaden 4"]);
  });

  it("Urfassung: Sliingach's Kurzschwert with his Stärke 13 over the Kraftschwelle", async () => {
    expect(await gearBlock("sliingach")).toEqual([
      "  Kurzschwert — 1W3+2, Kraftschwelle 12 (mit ST 13: +1)",
      "  Messer — 1W3, Kraftschwelle 10 (mit ST 13: +3)",
      "  Lederharnisch — Rüstungsschutz 1",
    ]);
  });

  it("Kampfwürfel: Bruni's Streitaxt, Kettenhemd and Rundschild, in German and English", async () => {
    expect(await gearBlock("bruni")).toEqual([
      "  Streitaxt — 2–3 +7 je Treffer (Zusatzschaden 3 (Stärke), Stabilität 8, −1 je 6 Erfolge)",
      "  Dolch — 1–1 +2 je Treffer (Zusatzschaden 1 (Geschick))",
      "  Kettenhemd — RS 4 (Torso 4, Arme 2), BE 1",
      "  Helm — RS 2 (Kopf 2)",
      "  Rundschild — RS 2, BE 1, Parade +2 KW (Stabilität 6, −1 je 5 Erfolge)",
    ]);
    expect((await gearBlock("bruni", "en"))[0]).toBe(
      "  Streitaxt — 2–3 +7 per hit (extra damage 3 (Stärke), stability 8, −1 per 6 successes)",
    );
  });

  it("Faar: Dorn's Kurzschwert, Knüppel and Lederpanzer on arms and torso", async () => {
    expect(await gearBlock("dorn")).toEqual([
      "  Kurzschwert — 2W6, Schnitt",
      "  Knüppel — 1W6+1, Schlag",
      "  Lederpanzer — 1 an Armen und Rumpf",
    ]);
    expect(await gearBlock("dorn", "en")).toContain("  Lederpanzer — 1 on arms and torso");
  });

  it("reads the table: with --option armorStacking=true every worn piece counts", async () => {
    const dir = await tempDir("gear-sheet-");
    const file = join(dir, "armed.json");
    const lazaro = JSON.parse(await readFile(example("lazaro"), "utf8"));
    const armor = [
      { name: "Lederwams", protection: 1 },
      { name: "Kürass", protection: 3 },
    ];
    await writeFile(file, JSON.stringify({ ...lazaro, armor }));
    const plain = await runCli(["char", "show", file]);
    expect(plain.stdout).toContain(
      "  Lederwams — Schutz 1 (getragen, zählt nicht: nur die stärkste Rüstung zählt)",
    );
    const stacking = await runCli(["char", "show", file, "--option", "armorStacking=true"]);
    expect(stacking.code).toBe(0);
    expect(stacking.stdout).toContain("  Lederwams — Schutz 1\n");
  });
});

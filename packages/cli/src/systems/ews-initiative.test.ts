import { describe, expect, it } from "vitest";
import { runCli, runJson } from "../testing.js";

/**
 * Issue #28: `initiative --system ews` ("gibt es nicht" before). The texts print no initiative
 * rule — ews-2.txt names an „Initiative Modul (Init)“ (L436, L550) without printing it — so the GM
 * sets the order, and the table may roll a Probe auf Geschicklichkeit each instead (EWS README).
 */
describe("initiative for the EWS family: the GM's order, or a Probe auf Geschicklichkeit each", () => {
  it("without dice: the order as the GM gives it", async () => {
    const { code, stdout } = await runCli(["initiative", "--system", "ews", "Alrik", "Grok", "Ork"]);
    expect(code).toBe(0);
    expect(stdout).toBe(
      "Initiative: die Texte haben keine Regel – die Spielleitung legt die Reihenfolge fest:\n  1. Alrik\n  2. Grok\n  3. Ork\n",
    );
    const { json } = await runJson(["initiative", "--system", "ews-urfassung", "Alrik", "Grok"]);
    expect(json).toEqual({
      system: "ews-urfassung",
      action: "initiative",
      rule: "gm-order",
      order: [{ name: "Alrik" }, { name: "Grok" }],
    });
  });

  it("--dexterity: each rolls value ±W6, the highest result first, a tie in the GM's order", async () => {
    // Alrik 13 + 6 = 19, Grok 15 − 1 = 14, Ork 13 + 6 = 19: Alrik and Ork tie, Alrik was named first.
    const args = [
      "initiative",
      "--system",
      "ews",
      "--dexterity",
      "Alrik:13",
      "Grok:15",
      "Ork:13",
      "--dice",
      "6,1,6",
    ];
    const { stdout } = await runCli(args);
    expect(stdout).toBe(
      [
        "Initiative nach einer Probe auf Geschicklichkeit je Kämpfer (gegen 12; das höhere Ergebnis beginnt, Gleichstand in der Reihenfolge der Spielleitung):",
        "  1. Alrik: Wert 13, Wurf 6 (+6) → 19",
        "  2. Ork: Wert 13, Wurf 6 (+6) → 19",
        "  3. Grok: Wert 15, Wurf 1 (−1) → 14",
        "",
      ].join("\n"),
    );
    const { json } = await runJson(args);
    expect(json).toMatchObject({
      rule: "gm-order",
      dexterity: true,
      target: 12,
      order: [
        { name: "Alrik", value: 13, dice: [6], result: 19 },
        { name: "Ork", value: 13, dice: [6], result: 19 },
        { name: "Grok", value: 15, dice: [1], result: 14 },
      ],
    });
    expect((await runCli([...args, "--lang", "en"])).stdout).toContain(
      "  3. Grok: value 15, roll 1 (−1) → 14\n",
    );
  });

  it("refuses what does not fit: no names, a bad entry, --odds, --dexterity outside the EWS family", async () => {
    const none = await runCli(["initiative", "--system", "ews"]);
    expect(none.code).toBe(2);
    expect(none.stderr.trim().split("\n")).toHaveLength(1);
    const bad = await runCli(["initiative", "--system", "ews", "--dexterity", "Alrik"]);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("Alrik");
    expect((await runCli(["initiative", "--system", "ews", "--odds", "Alrik"])).code).toBe(2);
    const faar = await runCli(["initiative", "--system", "faar", "--dexterity", "Dorn:7:6"]);
    expect(faar.code).toBe(2);
    expect(faar.stderr).toContain("--dexterity");
  });
});

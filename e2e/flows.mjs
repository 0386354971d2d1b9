// The evening's flows (issue #29): what three phones at one table tripped over. A value taken from
// the sheet into the dice form follows the sheet until a person changes it (item 5).
import { readFileSync } from "node:fs";
import { asMember, assert, bothSizes, joinTable, openView, PHONE, startSharedTable } from "./helpers.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
const LAZARO = JSON.parse(readFileSync(`${ROOT}examples/characters/lazaro.json`, "utf8"));

export async function flowScenarios({ browser, url, shots, step }) {
  await sheetValueScenario({ browser, url, shots, step });
}

/**
 * Item 5: Ina taps „Kunst des Flirtens“ in the Heft (the dice form takes its 15), types the same
 * number over it and changes the target, then raises the skill with SteM: the form follows the
 * sheet (16) and names no change by hand. A number of her own stays hers, and is named.
 */
async function sheetValueScenario({ browser, url, shots, step }) {
  const contexts = await Promise.all(
    [0, 1].map(() => browser.newContext({ viewport: PHONE, locale: "de-DE" })),
  );
  const [gm, ina] = await Promise.all(contexts.map((c) => c.newPage()));
  try {
    let tableId = "";
    await step("flows: a SteM table, Ina with Lazaro, Striche awarded", async () => {
      const created = await startSharedTable(gm, url, "Flirtabend", /^SteM/);
      tableId = created.tableId;
      await joinTable(gm, created.gmLink, "Mara");
      await joinTable(ina, created.playerLink, "Ina");
      const saved = await asMember(ina, tableId, "/characters", LAZARO);
      assert(saved.status === 201, `Lazaro: HTTP ${saved.status}`);
      const awarded = await asMember(gm, tableId, "/striche", { striche: 30 });
      assert(awarded.status === 201 || awarded.status === 200, `Striche: ${JSON.stringify(awarded)}`);
    });

    await step("flows: a value from the sheet follows the sheet until a person changes it", async () => {
      await openView(ina, url, tableId, "sheet");
      const flirt = ina.getByRole("button", { name: /: mit Kunst des Flirtens würfeln$/ });
      const before = Number(await flirt.textContent());
      await flirt.click();
      await ina.waitForSelector('[data-view="dice"]');
      const value = ina.locator("#dice-check-value");
      await ina.waitForFunction(
        (v) => document.querySelector("#dice-check-value")?.value === String(v),
        before,
      );
      // Ina checks the number — clears it and types what the sheet says — and changes the target.
      await value.fill("");
      await value.fill(String(before));
      await ina.locator("#dice-check-target").fill("14");
      const named = await ina.getByTestId("play-override").allTextContents();
      assert(named.length === 0, `the sheet's own number named as changed: ${named.join(" | ")}`);
      // She raises the skill with SteM in the Heft (the sheet now says one more).
      await openView(ina, url, tableId, "sheet");
      const panel = ina.getByTestId("stem-panel");
      await panel.getByLabel("Steigern").selectOption("Kunst des Flirtens");
      await panel.getByRole("button", { name: /Striche: \+1 Punkt$/ }).click();
      await panel.getByText("Gespeichert: Kunst des Flirtens", { exact: false }).waitFor();
      const after = Number(await flirt.textContent());
      assert(after > before, `the sheet did not rise: ${before} → ${after}`);
      await openView(ina, url, tableId, "dice");
      await ina
        .waitForFunction((v) => document.querySelector("#dice-check-value")?.value === String(v), after, {
          timeout: 5000,
        })
        .catch(async () => {
          throw new Error(`the form kept ${await value.inputValue()} (sheet ${after})`);
        });
      const overrides = await ina.getByTestId("play-override").allTextContents();
      assert(overrides.length === 0, `named as changed by hand: ${overrides.join(" | ")}`);
      assert((await ina.locator("#dice-check-target").inputValue()) === "14", "the typed target was lost");
      await bothSizes(ina, shots, "flows-sheet-value");

      // A value she types is hers: it stays and is named as changed by hand.
      await value.fill(String(after - 2));
      await ina
        .getByTestId("play-override")
        .filter({ hasText: `Wert ${after} → ${after - 2}` })
        .waitFor();
    });
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}

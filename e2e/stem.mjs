// SteM at a shared EWS table (issues #14 item 5, #17 item 5): at the end of the evening the GM
// awards Striche to all player characters („Striche vergeben“); a player on a phone spends one in
// the Heft and sees the Strich list in the text's notation. Screenshots at 360 and 1280 px, axe on
// both screens. Runs inside `npm run e2e`, or alone: `node e2e/stem.mjs` (after `npm run build`).
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { assert, bothSizes, openView, PHONE, startSharedTable } from "./helpers.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
const LAZARO = JSON.parse(readFileSync(`${ROOT}examples/characters/lazaro.json`, "utf8"));

async function joinTable(page, link, name) {
  await page.goto(link);
  await page.getByLabel("Dein Name am Tisch").fill(name);
  await page.getByRole("button", { name: "Beitreten" }).click();
  await page.waitForSelector('[data-view="dice"]');
}

export async function stemScenarios({ browser, url, shots, step }) {
  const contexts = await Promise.all(
    [0, 1].map(() => browser.newContext({ viewport: PHONE, locale: "de-DE" })),
  );
  const [gm, ayla] = await Promise.all(contexts.map((c) => c.newPage()));
  let tableId = "";
  try {
    await step("stem: a SteM table, the GM and a player with Lazaro", async () => {
      const created = await startSharedTable(gm, url, "Seefahrt", /^SteM/);
      tableId = created.tableId;
      const { gmLink, playerLink } = created;
      await joinTable(gm, gmLink, "Mara");
      await joinTable(ayla, playerLink, "Ayla");
      const status = await ayla.evaluate(
        async ([id, body]) => {
          const { token } = JSON.parse(localStorage.getItem(`spieltisch.table.${id}`));
          const response = await fetch(`/api/tables/${encodeURIComponent(id)}/characters`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          return response.status;
        },
        [tableId, LAZARO],
      );
      assert(status === 201, `Ayla's character: HTTP ${status}`);
    });

    await step("stem: the GM awards 2 Striche to all at the end of the evening", async () => {
      await openView(gm, url, tableId, "heal");
      const panel = gm.getByTestId("striche-award");
      await panel.waitFor();
      const guide = await panel.textContent();
      assert(guide.includes("1 bis 3 Striche pro Abend"), `guide: ${guide}`);
      await panel.getByLabel("Striche", { exact: true }).fill("2");
      await panel.getByRole("button", { name: "Striche vergeben" }).click();
      await panel.getByText("Vergeben: 2 Strich(e) an alle Spielercharaktere.").waitFor();
      await bothSizes(gm, shots, "stem-award");
    });

    await step("stem: the player spends one Strich on Stilvoll at 360 px", async () => {
      await openView(ayla, url, tableId, "sheet");
      const panel = ayla.getByTestId("stem-panel");
      await panel.getByText("2 Strich(e) frei · 2 vergeben · 0 ausgegeben").waitFor();
      await panel.getByLabel("Steigern").selectOption("Stilvoll");
      const cost = await panel.getByTestId("stem-cost").textContent();
      assert(cost.includes("3 Strich(e) pro Punkt"), `cost: ${cost}`);
      await panel.getByRole("button", { name: "1 Strich auf Stilvoll" }).click();
      await panel.getByText("Gespeichert: Stilvoll → ++,´ (18)").waitFor();
      await panel.getByText("1 Strich(e) frei · 2 vergeben · 1 ausgegeben").waitFor();
      const notation = await panel.getByTestId("stem-notation-Stilvoll").textContent();
      assert(notation === "++,´ (18)", `notation: ${notation}`);
      await bothSizes(ayla, shots, "stem-spend");
      // The log tells the table who got what.
      await openView(ayla, url, tableId, "log");
      await ayla.getByText(`Mara vergibt Striche: 2 an ${LAZARO.name}`).waitFor();
    });

    await step("stem: the EWS builder with creation in Striche and a Spezialisierung", async () => {
      await openView(ayla, url, tableId, "builder");
      await ayla.getByTestId("builder-modules").waitFor();
      await ayla.getByLabel("Name", { exact: true }).fill("Alrik");
      await ayla.getByRole("button", { name: "+ Fertigkeit" }).click();
      await ayla.getByLabel("Name in Zeile 1").fill("Nahkampf");
      await ayla.getByLabel("Erschaffung in Strichen").check();
      await ayla.getByLabel("Striche bei der Erschaffung für Nahkampf").fill("4");
      await ayla.getByRole("button", { name: "+ Spezialisierung" }).click();
      await ayla.getByLabel("Name in Zeile 1").nth(1).fill("Degen");
      const cost = await ayla.getByTestId("builder-creation-striche").textContent();
      assert(cost === "Erschaffung: 1,33 Δ (4 Striche)", `creation: ${cost}`);
      await bothSizes(ayla, shots, "stem-builder");
    });
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}

// Alone: `node e2e/stem.mjs` starts the API server and Chromium the way run.mjs does.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { findChromium, launch, NO_BROWSER } = await import("./browser.mjs");
  const { startApiServer } = await import("./server.mjs");
  const shots = join(ROOT, "e2e/screenshots");
  mkdirSync(shots, { recursive: true });
  const executable = findChromium();
  if (!executable) {
    console.error(NO_BROWSER);
    process.exit(1);
  }
  const browser = await launch(executable);
  const host = await startApiServer();
  let failed = 0;
  const step = async (name, fn) => {
    const t0 = Date.now();
    try {
      const note = await fn();
      console.log(`  ✓ ${name} (${Date.now() - t0} ms)${note ? ` — ${note}` : ""}`);
    } catch (error) {
      failed++;
      console.log(`  ✗ ${name}: ${error.message.split("\n")[0]}`);
    }
  };
  try {
    await stemScenarios({ browser, url: host.url, shots, step });
  } finally {
    await host.stop();
    await browser.close();
  }
  process.exit(failed === 0 ? 0 : 1);
}

// The dice view of every system in the players' words: every action's form, odds and rolled
// result without an internal key, at 360 px and 1280 px, with screenshots and axe-core.
import {
  assert,
  assertAccessible,
  assertEverySystem,
  assertNoHorizontalScroll,
  DESKTOP,
  keyLikeText,
  PHONE,
  shot,
} from "./helpers.mjs";

/** Each system with the action whose screen is photographed (FoKa's EWS twice: melee and shot). */
const TABLES = [
  { system: "ews", foka: true, shots: ["Nahkampf", "Fernkampf"] },
  { system: "ews-urfassung", foka: false, shots: ["Nahkampf"] },
  { system: "kampfwuerfel", foka: false, shots: ["Nahkampf"] },
  { system: "faar", foka: false, shots: ["Nahkampf"] },
  { system: "3w6-stunts", foka: false, shots: ["Probe"] },
];

async function newTable(page, url, system, foka) {
  await page.goto(url);
  await page.getByLabel("Regelsystem").selectOption(system);
  if (foka) await page.getByRole("group", { name: "Module" }).getByRole("checkbox", { name: /FoKa/ }).check();
  await page.getByRole("button", { name: /Allein spielen/ }).click();
  await page.waitForSelector('[data-view="dice"]');
}

/** Picks an action, rolls it and opens every value of the result, so all of it is visible. */
async function rollAction(page, button) {
  await button.click();
  await page.locator('[data-view="dice"] [data-testid="odds"]').first().waitFor();
  await page.getByRole("button", { name: "Würfeln", exact: true }).click();
  const result = page.getByTestId("roll-result");
  await result.waitFor();
  const details = result.locator("details summary");
  if ((await details.count()) > 0) await details.click();
}

export async function diceLabelScenarios({ browser, url, shots, step }) {
  await step("dice labels: every registered system is covered", async () =>
    assertEverySystem(
      TABLES.map((t) => t.system),
      "dice labels",
    ),
  );
  const context = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  for (const { system, foka, shots: photographed } of TABLES) {
    for (const viewport of [PHONE, DESKTOP]) {
      await step(
        `dice ${system}${foka ? " + FoKa" : ""} at ${viewport.width} px: no key on screen`,
        async () => {
          await page.setViewportSize(viewport);
          await newTable(page, url, system, foka);
          const buttons = page.locator('[data-view="dice"] fieldset.segmented button');
          const found = [];
          const names = [];
          for (let i = 0; i < (await buttons.count()); i++) {
            const name = (await buttons.nth(i).textContent()).trim();
            names.push(name);
            await rollAction(page, buttons.nth(i));
            for (const key of await keyLikeText(page)) found.push(`${name}: ${key}`);
          }
          assert(found.length === 0, `key-like text on screen: ${found.join(", ")}`);
          for (const name of photographed) {
            await rollAction(page, buttons.filter({ hasText: new RegExp(`^${name}$`) }));
            await page.evaluate(() => window.scrollTo(0, 0));
            await shot(page, shots, `dice-labels-${system}-${name.toLowerCase()}`);
            await assertNoHorizontalScroll(page, `dice ${system} ${name}`);
            await assertAccessible(page, `dice ${system} ${name} at ${viewport.width} px`);
          }
          return names.join(", ");
        },
      );
    }
  }
  await step("dice labels: no script errors", async () => {
    assert(errors.length === 0, errors.join("; "));
  });
  await context.close();
}

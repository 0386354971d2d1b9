// Every system's Charakterheft, as a new player meets it: build the character, save it at the
// table, open its Heft (360 px and 1280 px), print it to a PDF, tap a value and roll it as the
// character. Screenshots per system and screen; axe on each screen.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { BUILDS, GEAR, newTable } from "./builders.mjs";
import {
  assert,
  assertAccessible,
  assertEverySystem,
  assertNoHorizontalScroll,
  DESKTOP,
  keyLikeText,
  openView,
  PHONE,
  shot,
} from "./helpers.mjs";

/** Lazaro as the text builds him (ews-2.txt L225–239) at a FoKa table: his Degen, Schaden 4. */
async function buildLazaro(page) {
  await page.getByLabel("Name", { exact: true }).fill("Lazaro");
  const attributes = page.locator('fieldset[data-section="attributes"]');
  await attributes.getByRole("button", { name: "+ Eigenschaft" }).click();
  await attributes.getByLabel("Name in Zeile 1", { exact: true }).fill("Gewandt");
  const skills = page.locator('fieldset[data-section="skills"]');
  await skills.getByRole("button", { name: "+ Fertigkeit" }).click();
  await skills.getByLabel("Name in Zeile 1", { exact: true }).fill("Nahkampf");
  await skills.getByLabel("Eigenschaft 1 der Fertigkeit").selectOption("Gewandt");
  await page.getByRole("button", { name: "+ Waffe" }).click();
  await page.getByLabel("Name in Waffen, Zeile 1", { exact: true }).fill("Degen");
  await page.getByLabel("Schaden in Waffen, Zeile 1", { exact: true }).fill("4");
  return "Lazaro: Nahkampf 13, Degen (Schaden 4)";
}

/**
 * Per system: the table's modules, the build, the value tapped in the Heft (its button's name and
 * the sheet value's name „Würfeln als“ takes), and what the printed booklet must say besides the
 * name (a value the rules derive).
 */
const SYSTEMS = {
  ews: {
    modules: [/^FoKa/],
    build: buildLazaro,
    name: "Lazaro",
    tap: /^13: mit Nahkampf würfeln$/,
    skill: "Nahkampf",
    printed: [/Degen\s*Schaden 4/, /WS 4/, /Kürass\s*Schutz 3\s*nicht getragen/],
    gear: "equipment",
  },
  "ews-urfassung": {
    build: BUILDS["ews-urfassung"],
    name: "Sliingach",
    tap: /^15: mit Schadensresistenz/,
    skill: "Schadensresistenz",
    printed: [/Trefferpunkte\s*30/, /Kurzschwert\s*1W3\+2, Kraftschwelle 12\s*mit ST 13: \+1/],
    gear: "gear",
  },
  faar: {
    build: BUILDS.faar,
    name: "Dorn",
    tap: /^13: mit Heimlichkeit würfeln$/,
    skill: "Heimlichkeit",
    printed: [/Lebenspunkte\s*15/, /Lederpanzer\s*1 an Armen und Rumpf/, /Kurzschwert\s*2W6, Schnitt/],
    gear: "gear",
  },
  "3w6-stunts": {
    build: BUILDS["3w6-stunts"],
    name: "Linda",
    tap: /mit Stärke würfeln$/,
    skill: "Stärke",
    printed: [/Initiative\s*1W6 \+ 3/],
  },
  kampfwuerfel: {
    build: BUILDS.kampfwuerfel,
    name: "Brom",
    tap: /^7( von 10)?: mit Kampfwürfel/,
    // BE takes 3 of the 10: the dice after it are a sheet value of their own.
    skill: "Kampfwürfel nach BE",
    // Gesamtschutz = (Kettenhemd 4 + Rundschild 2) : 3.
    printed: [
      /Kampfwürfel \(KW\)\s*7/,
      /Gesamtschutz\s*2\b/,
      /Kettenhemd\s*RS 4 \(Torso 4, Arme 2\)/,
      /Rundschild\s*RS 2, Parade \+2 KW/,
    ],
    gear: "armor",
  },
};

/** The screen as a player sees it: no key-like text, no sideways scrolling, axe clean; a screenshot. */
async function checkScreen(page, shots, name, what) {
  const keys = await keyLikeText(page);
  assert(keys.length === 0, `${what}: key-like text on screen: ${keys.join(", ")}`);
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, shots, name);
  await assertNoHorizontalScroll(page, what);
  await assertAccessible(page, `${what} at ${page.viewportSize().width} px`);
}

/** The Hefte group: one step per system, then a check that no script failed. */
export async function heftScenarios({ browser, url, shots, step }) {
  await step("Hefte: every registered system is covered", async () =>
    assertEverySystem(Object.keys(SYSTEMS), "Hefte"),
  );
  const context = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  for (const [system, spec] of Object.entries(SYSTEMS)) {
    await step(`Heft ${system}: build, open, print, tap and roll`, async () => {
      // A failed step before may have left the page printing.
      await page.emulateMedia({ media: "screen" });
      await page.setViewportSize(PHONE);
      await newTable(page, url, system, spec.modules ?? []);
      const built = await spec.build(page);
      const gear = GEAR[system] ? await GEAR[system].add(page) : "";
      if (system === "ews") {
        // The builder's FoKa section „Waffen und Rüstung“ is this group's new screen.
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          await checkScreen(page, shots, "builder-ews-foka", "EWS builder with FoKa");
          const kind = viewport === PHONE ? "phone" : "desktop";
          await page
            .getByTestId("ews-equipment")
            .screenshot({ path: join(shots, `builder-ews-foka-equipment-${kind}.png`) });
        }
        await page.setViewportSize(PHONE);
      }
      await page.getByRole("button", { name: "Am Tisch speichern" }).click();
      await page.getByText(/gespeichert \(Version 1\)\./).waitFor();
      // A fresh draft: the Heft then opens the stored character, whom „Würfeln als“ can take.
      await page.getByRole("button", { name: "Neuer Charakter" }).click();

      await openView(page, url, "local", "sheet");
      const heft = page.locator("article.screen-only");
      await heft.getByRole("heading", { name: spec.name }).waitFor();
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await checkScreen(page, shots, `charakterheft-${system}`, `Heft ${system}`);
        const kind = viewport === PHONE ? "phone" : "desktop";
        // The GM's „NSC anlegen“ with its weapon, armour (and shield): axe-checked with the page.
        const npc = page.locator('form[aria-labelledby="npc-title"]');
        if ((await npc.count()) > 0)
          await npc.screenshot({ path: join(shots, `npc-form-${system}-${kind}.png`) });
        if (spec.gear) {
          // The gear lines as a player reads them in the Heft.
          await heft
            .getByTestId(`heft-${spec.gear}`)
            .screenshot({ path: join(shots, `charakterheft-gear-${system}-${kind}.png`) });
        }
      }

      await page.emulateMedia({ media: "print" });
      await page.setViewportSize({ width: 1123, height: 794 });
      // biome-ignore lint/performance/useDomNodeTextContent: the text as printed, hidden nodes left out.
      const printed = await page.evaluate(() => document.body.innerText);
      assert(printed.includes(spec.name), `${system}: the printed booklet lacks the name ${spec.name}`);
      for (const expected of spec.printed) {
        assert(
          expected.test(printed),
          `${system}: the printed booklet lacks ${expected}: ${printed.replace(/\s+/g, " ").slice(0, 1500)}`,
        );
      }
      const pdf = await page.pdf({ format: "A4", landscape: true, printBackground: true });
      writeFileSync(join(shots, `charakterheft-${system}.pdf`), pdf);
      assert(pdf.subarray(0, 5).toString() === "%PDF-", `${system}: not a PDF`);
      assert(pdf.length > 8_000, `${system}: the PDF has only ${pdf.length} bytes`);
      await page.screenshot({ path: join(shots, `charakterheft-${system}-print.png`), fullPage: true });
      await page.emulateMedia({ media: "screen" });

      await page.setViewportSize(PHONE);
      await heft.getByRole("button", { name: spec.tap }).click();
      await page.waitForSelector('[data-view="dice"]');
      const actor = await page.locator("#play-actor option:checked").textContent();
      assert(actor === spec.name, `${system}: „Würfeln als“ shows ${actor}`);
      const skill = await page.locator("#play-actor-value").inputValue();
      assert(skill === spec.skill, `${system}: the sheet value is ${skill}, not ${spec.skill}`);
      // What the Heft showed is what is rolled: nothing counts as changed by hand.
      const dice = await page.locator('[data-view="dice"]').textContent();
      assert(!dice.includes("Von Hand geändert"), `${system}: the tapped value reads as changed by hand`);
      await page.getByRole("button", { name: "Würfeln", exact: true }).click();
      const result = (await page.getByTestId("roll-result").textContent()).trim();
      assert(result.length > 0, `${system}: no roll result`);
      for (const viewport of [PHONE, DESKTOP]) {
        await page.setViewportSize(viewport);
        await checkScreen(page, shots, `charakterheft-wurf-${system}`, `roll from the Heft ${system}`);
      }
      return `${built}${gear ? `; ${gear}` : ""}; PDF ${Math.round(pdf.length / 1024)} KB; rolled ${spec.skill}: ${result.slice(0, 60)}`;
    });
  }
  await step("Hefte: no script errors", async () => {
    assert(errors.length === 0, errors.join("; "));
  });
  await context.close();
}

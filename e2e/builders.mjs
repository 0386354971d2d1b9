// The designed builders: for each system a new player builds the text's character by hand at
// 360 px and 1280 px; the numbers are the text's, every screen is screenshotted and axe-checked.
import { join } from "node:path";
import {
  assert,
  assertAccessible,
  assertEverySystem,
  assertNoHorizontalScroll,
  DESKTOP,
  openView,
  PHONE,
  shot,
} from "./helpers.mjs";

/** A new local table of `system` (with the modules named by their start-page label), on the builder. */
export async function newTable(page, url, system, modules = []) {
  await page.goto(url);
  await page.getByLabel("Regelsystem").selectOption(system);
  for (const module of modules) await page.getByLabel(module).check();
  await page.getByRole("button", { name: /Allein spielen/ }).click();
  await page.waitForSelector('[data-view="dice"]');
  await openView(page, url, "local", "builder");
  await page.getByRole("button", { name: "Neuer Charakter" }).click();
}

const fill = (page, label, value) => page.getByLabel(label, { exact: true }).fill(String(value));
const text = async (page, testId) => (await page.getByTestId(testId).first().textContent()).trim();
const derived = async (page, key) =>
  (await page.locator(`[data-testid="derived-${key}"] .derived-value`).textContent()).trim();

/** Each system: build the text's character, return what the builder shows. */
export const BUILDS = {
  faar: async (page) => {
    await fill(page, "Name", "Dorn");
    for (const [label, value] of [
      ["Stärke (ST)", 8],
      ["Konstitution (KO)", 7],
      ["Geschicklichkeit (GE)", 10],
      ["Intelligenz (IN)", 7],
      ["Intuition (IT)", 7],
      ["Charisma (CH)", 6],
      ["Heimlichkeit (GE)", 3],
    ])
      await fill(page, label, value);
    const cost = await text(page, "cost");
    assert(cost === "45 von 45 Punkten verteilt", `Faar cost ${cost}`);
    const values = [
      await derived(page, "lp"),
      await derived(page, "defense"),
      await derived(page, "movement"),
    ];
    assert(values.join("/") === "15/8/9 m", `Dorn LP/VT/BW ${values}`);
    await page.getByText("Probe auf 13").waitFor();
    return `Dorn: ${cost}, LP 15, VT 8, BW 9 m, Heimlichkeit 13`;
  },
  "ews-urfassung": async (page) => {
    await fill(page, "Name", "Sliingach");
    await fill(page, "Wert in Attribute, Zeile 1", 18);
    await fill(page, "Standard in Attribute, Zeile 1", 18);
    await page.getByRole("button", { name: "+ Unterattribut" }).click();
    await fill(page, "Name in Unterattribute, Zeile 1", "Schadensresistenz");
    await fill(page, "Kürzel in Unterattribute, Zeile 1", "SR");
    await page.getByLabel("Basisattribut in Unterattribute, Zeile 1").selectOption("Konstitution");
    await fill(page, "Wert in Unterattribute, Zeile 1", 15);
    const tp = await derived(page, "tp");
    assert(tp === "30", `Sliingach TP ${tp}`);
    return `Sliingach: TP ${tp}, ${await text(page, "cost")}`;
  },
  "3w6-stunts": async (page) => {
    await fill(page, "Name", "Linda");
    await page.getByRole("button", { name: "+ Attribut" }).click();
    await fill(page, "Name in Attribute, Zeile 1", "Stärke");
    await fill(page, "Wert in Attribute, Zeile 1", 2);
    await page.getByText("3W6 + 2").waitFor();
    await fill(page, "Geschwindigkeit", 3);
    return "Linda: Stärke +2 → 3W6 + 2";
  },
  kampfwuerfel: async (page) => {
    await fill(page, "Name", "Brom");
    await fill(page, "Reflexwürfel", 4);
    await fill(page, "BE von Rüstung und Sonstigem", 2);
    await fill(page, "BE des Schilds", 2);
    await fill(page, "Schildkampf (Punkte)", 1);
    const dice = await text(page, "kw-effective");
    assert(dice === "Nach Behinderung: 7 KW, 0 Reflexwürfel", `KW ${dice}`);
    await page.getByRole("button", { name: "+ Waffe" }).click();
    await fill(page, "Name in Waffen, Zeile 1", "Axt");
    await fill(page, "Basisschaden in Waffen, Zeile 1", "2-3");
    await fill(page, "Waffenfertigkeit (Punkte) in Waffen, Zeile 1", 3);
    const weapon = await text(page, "kw-weapon-summary");
    // Factor 2 (the new card's), skill 3: 6 SP skill damage per hit.
    assert(weapon === "je Fünf 2 SP, je Sechs 3 SP, dazu 6 SP je Treffer", `weapon ${weapon}`);
    await page.getByRole("button", { name: "+ Rüstungsteil" }).click();
    await fill(page, "Name in Rüstung, Zeile 1", "Kettenhemd");
    await fill(page, "Rüstungswert in Rüstung, Zeile 1", 4);
    await fill(page, "RS Torso in Rüstung, Zeile 1", 4);
    return `Brom: ${dice}; ${weapon}; Gesamtschutz ${await derived(page, "total")}`;
  },
  ews: async (page) => {
    await fill(page, "Name", "");
    const verdict = await text(page, "verdict");
    assert(verdict !== "Regelgerecht.", "an empty, nameless EWS character says Regelgerecht.");
    await page.getByRole("button", { name: "+ Eigenschaft" }).click();
    const summary = await text(page, "builder-summary");
    assert(!/Too small|expected string/.test(summary), `raw schema message: ${summary}`);
    assert((await text(page, "cost")).startsWith("0 Δ"), "the Δ summary disappeared");
    await fill(page, "Name", "Lazaro");
    await fill(page, "Name in Zeile 1", "Gewandt");
    return `EWS: ${await text(page, "cost")}`;
  },
};

/** The table's modules a system's builder step starts with (EWS: FoKa, whose builder has gear). */
export const MODULES = { ews: [/^FoKa/] };

const tap = (page, name) => page.getByRole("button", { name, exact: true }).click();
const untick = (page, label) => page.getByLabel(label, { exact: true }).uncheck();

/**
 * Each system's gear, tapped in after its build (CONTRACT §6): the section's test id and what it
 * shows. No JSON anywhere: buttons, switches and a few numbers.
 */
export const GEAR = {
  ews: {
    section: "ews-equipment",
    add: async (page) => {
      if ((await page.getByLabel("Name in Waffen, Zeile 1", { exact: true }).count()) === 0) {
        await tap(page, "+ Waffe");
        await fill(page, "Name in Waffen, Zeile 1", "Degen");
        await fill(page, "Schaden in Waffen, Zeile 1", 4);
      }
      await tap(page, "+ Rüstung");
      await fill(page, "Name in Rüstung, Zeile 1", "Lederwams");
      await fill(page, "Schutz in Rüstung, Zeile 1", 1);
      await tap(page, "+ Rüstung");
      await fill(page, "Name in Rüstung, Zeile 2", "Kürass");
      await fill(page, "Schutz in Rüstung, Zeile 2", 3);
      await untick(page, "getragen in Rüstung, Zeile 2");
      const carried = await text(page, "ews-armor-1");
      assert(carried.includes("nicht getragen"), `Kürass: ${carried}`);
      const worn = await text(page, "ews-armor-0");
      assert(worn.includes("zählt: zieht 1 von jedem Treffer ab"), `Lederwams: ${worn}`);
      return "Degen 4, Lederwams 1 getragen, Kürass 3 abgelegt";
    },
  },
  "ews-urfassung": {
    section: "ur-gear",
    add: async (page) => {
      await tap(page, "+ Attribut");
      await fill(page, "Name in Attribute, Zeile 2", "Stärke");
      await fill(page, "Kürzel in Attribute, Zeile 2", "ST");
      await fill(page, "Wert in Attribute, Zeile 2", 13);
      await tap(page, "+ Leichte scharfe Waffe (1W3+2)");
      await fill(page, "Name in Waffen, Zeile 1", "Kurzschwert");
      await tap(page, "+ Rüstung");
      await fill(page, "Name in Rüstung, Zeile 1", "Lederharnisch");
      const sword = await text(page, "ur-weapon-summary");
      assert(sword === "1W3+2, mit ST 13: +1", `Kurzschwert: ${sword}`);
      return `Kurzschwert ${sword}, Lederharnisch 1`;
    },
  },
  kampfwuerfel: {
    section: "kw-gear",
    add: async (page) => {
      await fill(page, "RS Arme in Rüstung, Zeile 1", 2);
      await fill(page, "BE in Rüstung, Zeile 1", 0);
      await tap(page, "+ Schild");
      await fill(page, "Name in Schilde, Zeile 1", "Rundschild");
      await fill(page, "RS in Schilde, Zeile 1", 2);
      await fill(page, "BE in Schilde, Zeile 1", 0);
      await fill(page, "Paradebonus (KW) in Schilde, Zeile 1", 2);
      // Gesamtschutz (Kettenhemd 4 + Rundschild 2) : 3 = 2.
      const total = await derived(page, "total");
      assert(total === "2", `Gesamtschutz with the shield: ${total}`);
      return `Rundschild RS 2, Parade +2; Gesamtschutz ${total}; ${await derived(page, "dice")}`;
    },
  },
  faar: {
    section: "faar-gear",
    add: async (page) => {
      await tap(page, "+ Schwert (2W6)");
      await fill(page, "Name in Waffen, Zeile 1", "Kurzschwert");
      await tap(page, "+ Lederpanzer (1)");
      for (const zone of ["1 linkes Bein", "2 rechtes Bein", "6 Kopf"])
        await untick(page, `${zone} in Rüstung, Zeile 1`);
      const zones = [];
      for (const zone of [1, 2, 3, 4, 5, 6]) zones.push(await derived(page, `zone-${zone}`));
      assert(zones.join("/") === "0/0/1/1/1/0", `armour per zone ${zones}`);
      return `Kurzschwert 2W6, Lederpanzer an Armen und Rumpf (${zones.join("/")})`;
    },
  },
};

/**
 * Each system's Charakterheft of the character just built: one derived value, read where a player
 * reads it (the Heft's row: name, number, where it comes from). EWS has its own sheet checks.
 */
const HEFT = {
  faar: ["combat-lp", /^Lebenspunkte15ST \+ KO$/],
  "ews-urfassung": ["combat-tp", /^Trefferpunkte30TP = 2 × SR \(15\)$/],
  "3w6-stunts": ["combat-initiative", /^Initiative1W6 \+ 3/],
  kampfwuerfel: ["values-combatDice", /^Kampfwürfel \(KW\)7 von 10/],
};

/**
 * Opens the Heft of the draft just built and checks its derived value (at 360 px only: the Heft
 * is read on the phone, and this keeps the step a few seconds long); back to the builder.
 */
async function checkHeft(page, url, shots, system) {
  const [row, expected] = HEFT[system];
  await openView(page, url, "local", "sheet");
  const line = page.locator(`article.heft [data-testid="heft-row-${row}"]`);
  const found = (await line.textContent()).trim();
  assert(expected.test(found), `${system} Heft ${row}: ${found}`);
  const value = (await line.locator(".value-btn, .heft-value").textContent()).trim();
  await shot(page, shots, `heft-${system}`);
  await assertNoHorizontalScroll(page, `heft ${system}`);
  await assertAccessible(page, `heft ${system} at ${page.viewportSize().width} px`);
  await openView(page, url, "local", "builder");
  return `${row.split("-")[1]} ${value}`;
}

export async function builderScenarios({ browser, url, shots, step }) {
  await step("builders: every registered system is covered", async () =>
    assertEverySystem(Object.keys(BUILDS), "builders"),
  );
  const context = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  for (const [system, build] of Object.entries(BUILDS)) {
    for (const viewport of [PHONE, DESKTOP]) {
      await step(`builder ${system} at ${viewport.width} px`, async () => {
        await page.setViewportSize(viewport);
        await newTable(page, url, system, MODULES[system] ?? []);
        const built = await build(page);
        const gear = GEAR[system];
        const note = gear ? `${built}; ${await gear.add(page)}` : built;
        if (gear) {
          // The gear section alone, as a player sees it at this width.
          const kind = viewport === PHONE ? "phone" : "desktop";
          await page
            .getByTestId(gear.section)
            .screenshot({ path: join(shots, `builder-gear-${system}-${kind}.png`) });
        }
        const keys = await page.evaluate(() =>
          // biome-ignore lint/performance/useDomNodeTextContent: the text as a player sees it, hidden nodes left out.
          (document.querySelector("main")?.innerText ?? "").match(/\b[a-z]{2,}(?:[-.][a-z]{2,})+\b/g),
        );
        assert(!keys, `key-like text on screen: ${keys}`);
        // Full-page shots from the top, so the sticky summary sits where a player first sees it.
        await page.evaluate(() => window.scrollTo(0, 0));
        await shot(page, shots, `builder-${system}`);
        await assertNoHorizontalScroll(page, `builder ${system}`);
        await assertAccessible(page, `builder ${system} at ${viewport.width} px`);
        // Every keystroke is a draft: a reload shows the same character.
        await page.reload();
        await page.waitForSelector('[data-view="builder"]');
        const name = await page.getByLabel("Name", { exact: true }).inputValue();
        assert(name !== "", `${system}: the name is gone after a reload`);
        return HEFT[system] && viewport === PHONE
          ? `${note}; Heft: ${await checkHeft(page, url, shots, system)}`
          : note;
      });
    }
  }
  await step("builders in English: no key-like text, axe clean", async () => {
    await page.setViewportSize(PHONE);
    const seen = [];
    for (const system of Object.keys(BUILDS)) {
      await newTable(page, url, system);
      await page.getByRole("button", { name: "Switch to English" }).click();
      await page.getByRole("link", { name: "Character" }).waitFor();
      const keys = await page.evaluate(() =>
        // biome-ignore lint/performance/useDomNodeTextContent: the text as a player sees it, hidden nodes left out.
        (document.querySelector("main")?.innerText ?? "").match(/\b[a-z]{2,}(?:[-.][a-z]{2,})+\b/g),
      );
      assert(!keys, `${system}: key-like text on screen: ${keys}`);
      await assertAccessible(page, `builder ${system} in English`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, shots, `builder-${system}-en`);
      await page.getByRole("button", { name: "Auf Deutsch umschalten" }).click();
      await page.getByRole("link", { name: "Charakter" }).waitFor();
      seen.push(system);
    }
    return seen.join(", ");
  });
  await step("builders: no script errors", async () => {
    assert(errors.length === 0, errors.join("; "));
  });
  await context.close();
}

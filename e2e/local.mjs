// Local mode: a table kept in the browser. Builder, dice with odds, combat, log, reload, print.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { SYSTEM_IDS } from "../packages/engine/dist/index.js";
import {
  assert,
  assertAccessible,
  assertNoHorizontalScroll,
  assertReadableAtWidth,
  assertTabsInView,
  bothSizes,
  DESKTOP,
  openView,
  PHONE,
  shot,
} from "./helpers.mjs";

const VIEWS = ["dice", "builder", "sheet", "combat", "heal", "explorer", "log"];

/** Lazaro from the one sample file (RULINGS §1.4): the builder must reach 7 Δ and WS 4 with him. */
const LAZARO = JSON.parse(
  readFileSync(new URL("../examples/characters/lazaro.json", import.meta.url), "utf8"),
);

async function row(page, section, n, name, level) {
  const set = page.locator(`fieldset[data-section="${section}"]`);
  await set.getByRole("button").last().click();
  await set.getByLabel(`Name in Zeile ${n}`, { exact: true }).fill(name);
  await set.getByLabel(`Stufe in Zeile ${n}`, { exact: true }).selectOption(level);
  return set.locator(".entry").nth(n - 1);
}

export async function localScenarios({ browser, url, shots, step }) {
  const context = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));

  await step("start page, create a local table", async () => {
    await page.goto(url);
    await page.getByRole("heading", { name: "Neuer Tisch" }).waitFor();
    await shot(page, shots, "start");
    await assertNoHorizontalScroll(page, "start");
    await page.getByLabel("Name des Tisches").fill("Küchentisch");
    await page.getByRole("button", { name: /Allein spielen/ }).click();
    await page.waitForSelector("#dice-check-value");
  });

  await step("phone tab bar: every tab in view, the current one too", async () => {
    for (const view of ["dice", "log", "explorer"]) {
      await openView(page, url, "local", view);
      await assertTabsInView(page, view);
      const current = await page.locator('nav.tabs a[aria-current="page"]').boundingBox();
      assert(
        current && current.x >= 0 && current.x + current.width <= PHONE.width,
        `${view}: current tab hidden`,
      );
    }
    await assertNoHorizontalScroll(page, "tabs");
    await openView(page, url, "local", "dice");
  });

  await step("dice: exact odds before the roll and the what-if", async () => {
    await page.locator("#dice-check-value").fill("12");
    await page.locator("#dice-check-target").fill("12");
    const odds = await page.getByTestId("odds-value").textContent();
    assert(odds === "50,0 %", `odds shown ${odds}`);
    const whatIf = await page.locator(".what-if").textContent();
    assert(whatIf.includes("mit +3: 83,3 %"), `what-if: ${whatIf}`);
    return `value 12 vs MW 12: ${odds}; ${whatIf}`;
  });

  await step("dice: odds follow a dragged modifier within one frame", async () => {
    const times = await page.evaluate(async () => {
      const slider = document.querySelector("#dice-check-mod");
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set;
      const out = [];
      for (const v of [1, 2, 3, 4, 5, 6, 7, 8, 6, 4, 2, 0, -2, -4, -6, -3, 0, 3]) {
        const expected = v > 0 ? `+${v}` : v < 0 ? `\u2212${-v}` : "0";
        const t0 = performance.now();
        setter.call(slider, String(v));
        slider.dispatchEvent(new Event("input", { bubbles: true }));
        const shown = () => slider.closest("label").querySelector("output").textContent === expected;
        if (!shown()) await Promise.resolve();
        if (!shown()) await new Promise((r) => requestAnimationFrame(() => r()));
        if (!shown()) throw new Error(`modifier ${v} not shown`);
        out.push(performance.now() - t0);
      }
      return out;
    });
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    const max = sorted.at(-1);
    assert(max < 50, `slowest odds update ${max.toFixed(1)} ms`);
    const odds = await page.getByTestId("odds-value").textContent();
    assert(odds === "83,3 %", `odds after drag to +3: ${odds}`);
    return `odds update: median ${median.toFixed(2)} ms, max ${max.toFixed(2)} ms over ${times.length} drags`;
  });

  await step("dice: roll a check, outcome with dice and MW", async () => {
    await page.getByLabel("Wofür? (optional)").fill("Schloss knacken");
    await page.getByRole("button", { name: "Würfeln", exact: true }).click();
    const result = await page.getByTestId("roll-result").textContent();
    assert(/gegen MW 12/.test(result) && /(GELUNGEN|MISSLUNGEN)/.test(result), `result: ${result}`);
    await page.getByLabel(/Geheim/).check();
    await page.getByRole("button", { name: "Würfeln", exact: true }).click();
    await page.getByLabel(/Geheim/).uncheck();
    // A long shot, every detail open: no percentage breaks between number and sign at 360 px.
    await page.locator("#dice-check-target").fill("19");
    await page.$$eval("main details", (all) => {
      for (const d of all) d.open = true;
    });
    await assertReadableAtWidth(page, "dice at 360 px");
    await shot(page, shots, "dice");
    await assertNoHorizontalScroll(page, "dice");
    await page.locator("#dice-check-target").fill("12");
    return result;
  });

  let lazaroNote = "";
  /** The conditions of the fight after its first round, to find again after a reload. */
  let wounded = {};
  await step("builder: build Lazaro", async () => {
    await openView(page, url, "local", "builder");
    await page.getByLabel("Name", { exact: true }).fill(LAZARO.name);
    for (const section of ["attributes", "skills", "professions", "traits"]) {
      for (const [i, value] of LAZARO[section].entries()) {
        const entry = await row(page, section, i + 1, value.name, value.level);
        for (const [k, attribute] of (value.attributes ?? []).entries()) {
          await entry.getByLabel(`Eigenschaft ${k + 1} der Fertigkeit`).selectOption(attribute);
        }
      }
    }
    const summary = await page.getByTestId("builder-summary").textContent();
    if (await page.getByTestId("cost").count()) {
      const cost = await page.getByTestId("cost").textContent();
      const ws = await page.getByTestId("wound-threshold").textContent();
      assert(cost.startsWith("7 Δ"), `cost ${cost}`);
      assert(ws === "WS 4", `wound threshold ${ws}`);
      lazaroNote = `${cost}, ${ws}`;
    } else {
      lazaroNote = `EWS character rules not on this branch, 7 Δ / WS 4 NOT checked (summary: ${summary.trim()})`;
    }
    await page.getByRole("button", { name: "Am Tisch speichern" }).click();
    // The confirmation names whom, where the eyes are after the tap (issue #29).
    const saved = page.getByRole("status").filter({ hasText: "gespeichert" });
    await saved.waitFor();
    assert(
      (await saved.textContent()) === `${LAZARO.name} gespeichert (Version 1).`,
      `save confirmed as: ${await saved.textContent()}`,
    );
    const box = await saved.boundingBox();
    assert(
      box !== null && box.y >= 0 && box.y + box.height <= PHONE.height,
      `confirmation off-screen: ${JSON.stringify(box)}`,
    );
    await bothSizes(page, shots, "builder-saved");
    return lazaroNote;
  });

  await step("Charakterheft and the printed A4 booklet", async () => {
    await openView(page, url, "local", "sheet");
    await page.getByRole("heading", { name: LAZARO.name }).waitFor();
    await shot(page, shots, "sheet");
    await assertNoHorizontalScroll(page, "sheet");
    await page.emulateMedia({ media: "print" });
    await page.setViewportSize({ width: 1123, height: 794 });
    await page.screenshot({ path: join(shots, "booklet-print.png"), fullPage: true });
    await page.pdf({
      path: join(shots, "booklet.pdf"),
      format: "A4",
      landscape: true,
      printBackground: true,
    });
    await page.emulateMedia({ media: "screen" });
    await page.setViewportSize(PHONE);
  });

  /** The conditions the order shows, by fighter name (empty where a fighter has none). */
  const conditions = async () =>
    page
      .locator("[data-testid=combat-order] > li")
      .evaluateAll((items) =>
        Object.fromEntries(
          items.map((li) => [
            li.querySelector("strong")?.textContent ?? "",
            li.querySelector("[data-testid=fighter-condition]")?.textContent ?? "",
          ]),
        ),
      );
  /** Waits until the page says whose turn it is. */
  const onTurn = (text) => page.getByTestId("combat-on-turn").filter({ hasText: text }).waitFor();

  await step("combat: the table's characters and an Ork made right there; whose turn it is", async () => {
    // Blows until one lands, all in one turn: the turn stays until the GM passes it on (the
    // table's switch under „Tisch“; by default it moves on after the roll).
    await openView(page, url, "local", "settings");
    await page.getByLabel("Nach dem Wurf ist der Nächste dran").uncheck();
    await openView(page, url, "local", "combat");
    await page.getByRole("heading", { name: "Kampf vorbereiten" }).waitFor();
    await page.getByText("Neuen NSC anlegen").click();
    await page.getByLabel("Name", { exact: true }).fill("Ork");
    await page.getByLabel("Wert „Stark“").selectOption("++");
    await page.getByLabel("Wert „Nahkampf“").selectOption("++");
    await page.getByRole("button", { name: "NSC speichern" }).click();
    // Lazaro was saved at the table by the builder: he is there to tick, next to the new Ork.
    for (const name of [LAZARO.name, "Ork (NSC)"]) await page.getByRole("checkbox", { name }).check();
    await page
      .getByTestId("combat-seating")
      .filter({ hasText: `${LAZARO.name}, Ork` })
      .waitFor();
    await page.getByRole("button", { name: "Kampf beginnen" }).click();
    await page.getByTestId("combat-round").filter({ hasText: "Runde 1" }).waitFor();
    await onTurn(`Am Zug: ${LAZARO.name}`);
    const first = await page.locator('.combatant[aria-current="step"] .who strong').textContent();
    assert(first === LAZARO.name, `first to act: ${first}`);
    const order = await page.locator("[data-testid=combat-order] > li strong").allTextContents();
    assert(order.join(",") === `${LAZARO.name},Ork`, `order: ${order.join(", ")}`);
    await page
      .getByTestId("combat-turn")
      .filter({ hasText: `Was tut ${LAZARO.name}?` })
      .waitFor();
    // The order is the GM's: moved by hand and back.
    await page.getByRole("button", { name: "Ork nach vorn" }).click();
    await page
      .locator("[data-testid=combat-order] > li:nth-child(1) strong")
      .filter({ hasText: "Ork" })
      .waitFor();
    await page.getByRole("button", { name: "Ork nach hinten" }).click();
    await page
      .locator("[data-testid=combat-order] > li:nth-child(1) strong")
      .filter({ hasText: LAZARO.name })
      .waitFor();
    await onTurn(`Am Zug: ${LAZARO.name}`);
    await shot(page, shots, "combat-setup");
    await assertNoHorizontalScroll(page, "combat start");
    return order.join(", ");
  });

  /**
   * The fighter on turn strikes the other one with the turn panel's one-tap Ein-Wurf (values from
   * both sheets), until a blow lands: the wounds are booked on the conditions the order shows.
   */
  const strike = async (attacker, target, skill, targetSkill) => {
    const turn = page.getByTestId("combat-turn");
    await turn.filter({ hasText: `Was tut ${attacker}?` }).waitFor();
    const offered = await turn.locator("fieldset.segmented button").allTextContents();
    assert(offered.includes("Ein-Wurf"), `turn panel offers ${offered.join(", ")}`);
    await turn.getByRole("button", { name: "Ein-Wurf", exact: true }).click();
    await page.selectOption("#combat-target", { label: target });
    await page.selectOption("#combat-skill", skill);
    await page.selectOption("#combat-target-skill", targetSkill);
    const oddsValue = turn.getByTestId("play-odds-value");
    await oddsValue.waitFor({ timeout: 5000 }).catch(async () => {
      throw new Error(`no odds in the turn panel: ${await turn.textContent()}`);
    });
    const odds = await turn.getByTestId("play-odds").locator(".headline").textContent();
    assert(/\d+,\d %/.test(odds), `odds: ${odds}`);
    const before = await conditions();
    for (let attempt = 1; attempt <= 20; attempt++) {
      const button = turn.getByRole("button", { name: "Würfeln und Ergebnis anwenden" });
      await button.click();
      await page.getByTestId("roll-result").first().waitFor();
      // The roll is done when the button is back — or, when the attacker lost the Ein-Wurf and
      // is out of the fight (RULINGS 1.7), when the panel says they cannot act.
      await page.waitForFunction(
        () =>
          !document.querySelector("[data-testid=combat-turn] button.primary.big")?.disabled ||
          document.querySelector("[data-testid=combat-cannot-act]") !== null,
      );
      // The roll itself must not fail. (The odds, asked again for the next roll, may be refused
      // now: a side the blow put out of action cannot act — that is said in the odds panel.)
      const failures = await page
        .locator("[role=alert]")
        .evaluateAll((alerts) =>
          alerts.filter((a) => !a.closest("[data-testid=play-odds]")).map((a) => a.textContent),
        );
      assert(failures.length === 0, `the turn panel shows an error: ${failures.join(" | ")}`);
      const after = await conditions();
      const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
      if (changed.length > 0) {
        return `${attacker} → ${target}: ${odds}; ${changed.map((n) => `${n}: ${after[n]}`).join("; ")} (roll ${attempt})`;
      }
    }
    throw new Error(`no wound booked in 20 Ein-Würfe of ${attacker} against ${target}`);
  };

  await step(
    "combat: one-tap Ein-Wurf in the turn panel rolls with the sheets' values and books the wounds; a full round",
    async () => {
      const struck = await strike(LAZARO.name, "Ork", "Nahkampf", "Nahkampf");
      await shot(page, shots, "combat-one-roll");
      await assertNoHorizontalScroll(page, "combat one roll");
      await page.getByRole("button", { name: "Nächster Zug" }).click();
      await onTurn("Am Zug: Ork");
      // The GM acts for the NPC (unless the Ein-Wurf put it out of action, which the panel says).
      await page.getByTestId("combat-turn").filter({ hasText: "Was tut Ork?" }).waitFor();
      await page.getByRole("button", { name: "Nächster Zug" }).click();
      await page.getByTestId("combat-round").filter({ hasText: "Runde 2" }).waitFor();
      await onTurn(`Am Zug: ${LAZARO.name}`);
      wounded = await conditions();
      await shot(page, shots, "combat");
      await assertNoHorizontalScroll(page, "combat");
      return struck;
    },
  );

  await step("healing and odds explorer render", async () => {
    await openView(page, url, "local", "heal");
    await shot(page, shots, "heal");
    await openView(page, url, "local", "explorer");
    const cell = await page.locator("table.heat tbody tr").first().locator("td").first().textContent();
    assert(cell !== "", "heat map is empty");
    await bothSizes(page, shots, "explorer");
    // Its heading readable at 360 px, not cut by the map's scrolling (issue #29).
    await assertReadableAtWidth(page, "explorer", ".heat-caption, table.heat caption");
  });

  await step("log, then reload mid-session and find everything", async () => {
    await openView(page, url, "local", "log");
    const before = await page.locator("[data-testid=log] li").count();
    const secret = await page.locator("[data-testid=log] li.secret").count();
    assert(before >= 5 && secret === 1, `log has ${before} entries, ${secret} secret`);
    await shot(page, shots, "log");
    await page.reload();
    await page.waitForSelector("[data-testid=log] li");
    const after = await page.locator("[data-testid=log] li").count();
    assert(after === before, `after reload ${after} entries, before ${before}`);
    const lines = await page.locator("[data-testid=log] li").allInnerTexts();
    // The fight's lines are there after the reload: its start, the booked Ein-Wurf, round 2.
    for (const line of [
      `Kampf beginnt: ${LAZARO.name}, Ork`,
      `Ein-Wurf „${LAZARO.name} → Ork“`,
      `Am Zug: ${LAZARO.name} (Runde 2)`,
    ]) {
      assert(
        lines.some((l) => l.includes(line)),
        `no log line „${line}“ after reload: ${lines.join(" | ")}`,
      );
    }
    const blow = lines.find((l) => l.includes(`„${LAZARO.name} → Ork“`)) ?? "";
    assert(/Wunden? /.test(blow), `the Ein-Wurf line books no wounds: ${blow}`);
    await openView(page, url, "local", "builder");
    const name = await page.getByLabel("Name", { exact: true }).inputValue();
    assert(name === LAZARO.name, `draft after reload: ${name}`);
    await openView(page, url, "local", "combat");
    await page.getByTestId("combat-round").filter({ hasText: "Runde 2" }).waitFor();
    await onTurn(`Am Zug: ${LAZARO.name}`);
    const again = await conditions();
    assert(
      JSON.stringify(again) === JSON.stringify(wounded),
      `the fight after reload: ${JSON.stringify(again)}, before ${JSON.stringify(wounded)}`,
    );
    return `${after} log entries survive the reload, the fight in round 2 too`;
  });

  await step("English is one tap away", async () => {
    await page.getByRole("button", { name: "Switch to English" }).click();
    await page.getByRole("link", { name: "Dice" }).waitFor();
    await page.getByRole("button", { name: "Auf Deutsch umschalten" }).click();
    await page.getByRole("link", { name: "Würfeln" }).waitFor();
  });

  await step("desktop screenshots of every view", async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(url);
    // With a table kept here the start page shows once its list is read (never „Lädt …“ in the shot).
    await page.getByRole("heading", { name: "Meine Tische" }).waitFor();
    await shot(page, shots, "start");
    for (const view of VIEWS) {
      await openView(page, url, "local", view);
      await shot(page, shots, view);
    }
  });

  await step("every action of every system gets a form with odds", async () => {
    await page.setViewportSize(PHONE);
    await page.goto(url);
    // The picker is drawn after the page loads: wait for it, then every registered system must be there.
    await page.getByLabel("Regelsystem").locator("option").first().waitFor({ state: "attached" });
    const systems = await page
      .getByLabel("Regelsystem")
      .locator("option")
      .evaluateAll((os) => os.map((o) => o.value));
    assert(
      JSON.stringify(systems) === JSON.stringify(SYSTEM_IDS),
      `the picker offers ${systems.join(", ")}, the engine knows ${SYSTEM_IDS.join(", ")}`,
    );
    const seen = [];
    for (const system of systems) {
      await page.goto(url);
      await page.getByLabel("Regelsystem").selectOption(system);
      // A table's modules decide its actions (FoKa's melee, shots, TP healing): switch them all on.
      const modules = page.getByRole("group", { name: "Module" }).getByRole("checkbox");
      for (let m = 0; m < (await modules.count()); m++) await modules.nth(m).check();
      await page.getByRole("button", { name: /Allein spielen/ }).click();
      await page.waitForSelector('[data-view="dice"]');
      const actions = page.locator('[data-view="dice"] fieldset.segmented button');
      const count = await actions.count();
      for (let i = 0; i < count; i++) {
        await actions.nth(i).click();
        const odds = page.locator('[data-view="dice"] [data-testid="odds"]').first();
        await odds.waitFor();
        const text = (await odds.textContent()).trim();
        seen.push(`${system}/${(await actions.nth(i).textContent()).trim()}: ${text.slice(0, 40)}`);
      }
      assert(count > 0, `${system}: the dice view offers no action`);
      await shot(page, shots, `dice-${system}`);
    }
    return seen.join("; ");
  });

  await step(
    "axe-core: no serious or critical violation (start, dice, combat, log; phone and desktop)",
    async () => {
      for (const size of [PHONE, DESKTOP]) {
        await page.setViewportSize(size);
        await page.goto(url);
        await page.getByRole("heading", { name: "Meine Tische" }).waitFor();
        await assertAccessible(page, `start ${size.width}`);
        for (const view of ["dice", "combat", "log"]) {
          await openView(page, url, "local", view);
          await assertAccessible(page, `${view} ${size.width}`);
        }
      }
      await page.setViewportSize(PHONE);
    },
  );

  await step("/favicon.ico is an icon, not the page", async () => {
    const response = await fetch(`${url}/favicon.ico`);
    const type = response.headers.get("content-type") ?? "";
    assert(response.status === 200 && /icon/.test(type), `favicon: ${response.status} ${type}`);
    return type;
  });

  await step("no script errors", async () => {
    assert(errors.length === 0, errors.join("; "));
  });
  await context.close();
}

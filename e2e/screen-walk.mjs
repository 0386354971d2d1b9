// Every screen of every system in both languages (issue #29, item 4): a GM and a player at a
// shared table on phones (360 px), with a little played: a character each, the evening begun, a
// fight started, every action of the dice view rolled. The GM walks the start page and every tab
// (dice with each action, Heft, builder, fight, healing, explorer, log, evening, table) in German,
// switches the language and walks them again in English; the player walks every tab in German. A screen fails on what a player must
// never read: key-like text, raw JSON (also in a text field), „HTTP <status>“, English words in
// German, a German compound joined by a hyphen („Geschicklichkeit-Probe“), a log line ending in a
// colon and a hyphen-minus as the sign of a number (the minus sign is −).
import { example, stunts } from "./example-characters.mjs";
import {
  asMember,
  assert,
  assertAccessible,
  assertEverySystem,
  bothSizes,
  joinTable,
  keyLikeText,
  newApiTable,
  openView,
  PHONE,
  shot,
} from "./helpers.mjs";

/**
 * A character without its notes: what a player writes there (the examples cite their rule texts
 * by file name) is theirs, not the app's words.
 */
const withoutNotes = ({ notes: _notes, ...character }) => character;

/** Each system's table, the player's character and the GM's NPC. */
const SYSTEMS = [
  {
    system: "ews",
    modules: ["foka"],
    pc: example("lazaro"),
    npc: { ...example("lazaro"), name: "Leibwächter", npc: true },
  },
  {
    system: "ews-urfassung",
    modules: [],
    pc: example("sliingach"),
    npc: { ...example("sliingach"), name: "Orrik", npc: true },
  },
  {
    system: "kampfwuerfel",
    modules: [],
    pc: example("bruni"),
    npc: { ...example("bruni"), name: "Gunnar", npc: true },
  },
  { system: "faar", modules: [], pc: example("dorn"), npc: { ...example("dorn"), name: "Wache", npc: true } },
  { system: "3w6-stunts", modules: [], pc: stunts("Linda", 3), npc: { ...stunts("Grok", 2), npc: true } },
];

/**
 * English words a German screen must not show: whole words, case as written, so „Rolle“,
 * „Checkliste“ or „Attacke“ pass. „null“ is German too (null Wunden): it counts only where it
 * stands for a value, not before a word.
 */
const ENGLISH_IN_GERMAN = [
  "Roll",
  "Check",
  "Damage",
  "Save",
  "Cancel",
  "Error",
  "undefined",
  "NaN",
  "true",
  "false",
  "melee",
  "attack",
];

/**
 * What is wrong with the words on the page as it is now: each problem with a little of the text
 * around it. Reads the visible text of the whole page and the text in its text fields.
 */
async function wordProblems(page, lang) {
  return page.evaluate(
    ([language, english]) => {
      // biome-ignore lint/performance/useDomNodeTextContent: the text as a person sees it, hidden nodes left out.
      const visible = document.body.innerText;
      const typed = [...document.querySelectorAll("textarea, input:not([type]), input[type=text]")]
        .map((e) => e.value)
        .join("\n");
      const text = `${visible}\n${typed}`;
      const found = [];
      const near = (index, length) =>
        text
          .slice(Math.max(0, index - 30), index + length + 30)
          .replace(/\s+/g, " ")
          .trim();
      const scan = (what, pattern) => {
        for (const m of text.matchAll(pattern)) found.push(`${what}: „${near(m.index, m[0].length)}“`);
      };
      scan("raw JSON", /\{"|\[\{/g);
      scan("HTTP status", /HTTP\s*\d{3}/g);
      scan("hyphen-minus as a sign", /(?:^|[\s(:=≤≥<>])-\d/gm);
      // A line of the log that ends in a colon promised something and said nothing.
      for (const line of document.querySelectorAll(".log-entry, [data-testid=combat-last-roll]")) {
        // biome-ignore lint/performance/useDomNodeTextContent: the line as a person reads it.
        const said = line.innerText.trim();
        if (said.endsWith(":")) found.push(`nothing after the colon: „${said}“`);
      }
      if (language === "de") {
        // German joins „Geschicklichkeit“ and „Probe“ with an s, never a hyphen.
        scan("compound with a hyphen", /\p{L}+(?:keit|heit|ung|ion)-Probe/gu);
        for (const word of english)
          scan(`English „${word}“`, new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, "gu"));
        scan("English „null“", /(?<![\p{L}\p{N}])null(?![\p{L}\p{N}]|\s+\p{L})/gu);
      }
      return found;
    },
    [lang, ENGLISH_IN_GERMAN],
  );
}

/** The views whose words this group's issue changed: photographed at 1280 px too. */
const BOTH_SIZES = new Set(["combat", "heal", "log"]);

/**
 * The word problems and key-like text on the screen; a phone screenshot of it, with axe-core when
 * asked, and at both sizes (axe on each) when `both`.
 */
async function checkScreen(page, shots, name, lang, { axe = false, both = false } = {}) {
  const problems = [...(await wordProblems(page, lang))];
  for (const key of await keyLikeText(page)) problems.push(`key-like „${key}“`);
  await page.evaluate(() => window.scrollTo(0, 0));
  if (both) await bothSizes(page, shots, name);
  else {
    await shot(page, shots, name);
    if (axe) await assertAccessible(page, name);
  }
  return problems.map((p) => `${name}: ${p}`);
}

/** The language's words the walk needs to find its way. */
const WORDS = {
  de: { roll: "Würfeln" },
  en: { roll: "Roll" },
};

/**
 * Every action of the dice view: picks it, drags its modifier to −2 where it has one, rolls it
 * where the form allows, opens the result's details; checks the screen after each. The problems
 * found.
 */
async function walkDice(page, shots, system, lang) {
  const problems = [];
  const buttons = page.locator('[data-view="dice"] fieldset.segmented button');
  await buttons.first().waitFor();
  const count = await buttons.count();
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i);
    const name = ((await button.textContent()) ?? "").trim();
    await button.click();
    // A malus on the modifier slider, where the action has one: negative numbers on screen.
    await page.evaluate(() => {
      const slider = document.querySelector('[data-view="dice"] input[type="range"]');
      if (!slider) return;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value").set.call(slider, "-2");
      slider.dispatchEvent(new Event("input", { bubbles: true }));
    });
    const roll = page.getByRole("button", { name: WORDS[lang].roll, exact: true }).first();
    if ((await roll.count()) > 0 && (await roll.isEnabled())) {
      await roll.click();
      // The result, or a message on why not: either settles the screen.
      await page
        .getByTestId("roll-result")
        .or(page.getByRole("alert"))
        .first()
        .waitFor({ timeout: 5000 })
        .catch(() => {});
      // Every value of the result open (set, not clicked: a live table may redraw the card).
      await page.evaluate(() => {
        for (const d of document.querySelectorAll("[data-testid=roll-result] details")) d.open = true;
      });
    }
    const slug = name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "-");
    problems.push(...(await checkScreen(page, shots, `walk-${system}-${lang}-dice-${slug}`, lang)));
  }
  return { problems, count };
}

/** The table's tabs as the tab bar lists them (their hash routes' last part). */
const tabsOf = (page) =>
  page.evaluate(() => [...document.querySelectorAll("nav.tabs a")].map((a) => a.hash.split("/").pop()));

/** The walk of one language: start page, then every tab (the dice view action by action). */
async function walkLanguage(page, url, shots, system, tableId, lang) {
  const problems = [];
  await page.goto(`${url}/#/`);
  await page.locator("main").getByRole("heading").first().waitFor();
  problems.push(...(await checkScreen(page, shots, `walk-${system}-${lang}-start`, lang)));
  await openView(page, url, tableId, "dice");
  const tabs = await tabsOf(page);
  let actions = 0;
  for (const view of tabs) {
    await openView(page, url, tableId, view);
    // A view's content loads lazily: wait until the loading line is gone.
    await page.waitForFunction(
      () => !document.querySelector("main")?.textContent.match(/Lädt|Wird geladen|Loading/),
    );
    if (view === "dice") {
      const dice = await walkDice(page, shots, system, lang);
      actions = dice.count;
      problems.push(...dice.problems);
    } else {
      problems.push(
        ...(await checkScreen(page, shots, `walk-${system}-${lang}-${view}`, lang, {
          axe: lang === "de",
          both: lang === "de" && BOTH_SIZES.has(view),
        })),
      );
    }
  }
  return { problems, note: `${tabs.length} tabs, ${actions} actions` };
}

/** The player's walk in German: every tab as it opens (what a player reads differs from the GM's). */
async function walkAsPlayer(page, url, shots, system, tableId) {
  const problems = [];
  await openView(page, url, tableId, "dice");
  for (const view of await tabsOf(page)) {
    await openView(page, url, tableId, view);
    await page.waitForFunction(
      () => !document.querySelector("main")?.textContent.match(/Lädt|Wird geladen|Loading/),
    );
    problems.push(...(await checkScreen(page, shots, `walk-${system}-de-player-${view}`, "de")));
  }
  return problems;
}

export async function walkScenarios({ browser, url, shots, step }) {
  await step("walk: every registered system is covered", async () =>
    assertEverySystem(
      SYSTEMS.map((t) => t.system),
      "walk",
    ),
  );
  // `WALK_SYSTEMS=faar,ews` walks only those (while fixing what the walk found).
  const chosen = process.env.WALK_SYSTEMS?.split(",");
  for (const spec of SYSTEMS.filter((s) => !chosen || chosen.includes(s.system))) {
    const contexts = await Promise.all(
      [0, 1].map(() => browser.newContext({ viewport: PHONE, locale: "de-DE" })),
    );
    const [gm, player] = await Promise.all(contexts.map((c) => c.newPage()));
    const errors = [];
    for (const page of [gm, player])
      page.on("pageerror", (e) =>
        errors.push(`${page.url().split("#")[1] ?? ""}: ${e.message} ${e.cause ?? ""}`),
      );
    const name = spec.system;
    let tableId = "";

    await step(`walk ${name}: a character each, the evening begun, a fight started`, async () => {
      const table = await newApiTable(url, { name: "Abend am Tisch", system: name, modules: spec.modules });
      tableId = table.id;
      await joinTable(gm, table.gmLink, "Mara");
      await joinTable(player, table.playerLink, "Ayla");
      for (const [page, body] of [
        [player, withoutNotes(spec.pc)],
        [gm, withoutNotes(spec.npc)],
      ]) {
        const saved = await asMember(page, tableId, "/characters", body);
        assert(saved.status === 201, `${body.name}: HTTP ${saved.status} ${JSON.stringify(saved.body)}`);
      }
      await openView(gm, url, tableId, "recap");
      await gm.getByRole("button", { name: "Spielabend beginnen" }).click();
      await gm.getByRole("button", { name: "Spielabend beenden" }).waitFor();
      await openView(gm, url, tableId, "combat");
      for (const label of [spec.pc.name, `${spec.npc.name} (NSC)`])
        await gm.getByRole("checkbox", { name: label, exact: true }).check();
      await gm.getByRole("button", { name: /Kampf beginnen$/ }).click();
      await gm.getByTestId("combat-on-turn").waitFor();
    });

    const found = [];
    for (const lang of ["de", "en"]) {
      await step(`walk ${name} (${lang}): every screen in the players' words`, async () => {
        if (lang === "en") {
          await gm.goto(`${url}/#/`);
          await gm.getByRole("button", { name: /^EN/ }).click();
          await gm.locator("html[lang=en]").waitFor();
        }
        const { problems, note } = await walkLanguage(gm, url, shots, name, tableId, lang);
        found.push(...problems);
        assert(problems.length === 0, `${problems.length} problems:\n${problems.join("\n")}`);
        return note;
      });
    }
    await step(`walk ${name} (de, player): every tab in the players' words`, async () => {
      const problems = await walkAsPlayer(player, url, shots, name, tableId);
      assert(problems.length === 0, `${problems.length} problems:\n${problems.join("\n")}`);
    });
    await step(`walk ${name}: no script errors`, async () => {
      assert(errors.length === 0, errors.join("; "));
    });
    await Promise.all(contexts.map((c) => c.close()));
  }
}

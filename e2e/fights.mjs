// A fight played from the sheets in every system (issue #26, "Done means"): a GM and a player on
// two phones at 360 px. The player's character and the GM's NPC both carry their gear on their
// sheets; the fight panel opens on each fighter's own value, weapon and target, and every roll is
// one tap on „Würfeln und Ergebnis anwenden“ — nobody types a value — until a blow has been
// booked; due checks are rolled where they come up; then the fight ends and the GM's healing week
// runs for everyone (3W6 has no damage rules: its fight is initiative and checks). Screenshots of
// each system's fight panel at 360 and 1280 px; axe on the screens.
import { example, stunts } from "./example-characters.mjs";
import {
  asMember,
  assert,
  assertEverySystem,
  assertReadableAtWidth,
  bothSizes,
  joinTable,
  newApiTable,
  openView,
  PHONE,
} from "./helpers.mjs";

/** Each system's table, the player's character and the GM's NPC, both with gear from the sheet. */
const SYSTEMS = [
  {
    system: "ews",
    modules: ["foka"],
    pc: example("lazaro"),
    npc: {
      ...example("lazaro"),
      name: "Leibwächter",
      npc: true,
      weapons: [{ name: "Knüppel", damage: 3 }],
      armor: [{ name: "Lederwams", protection: 1 }],
    },
    gear: "Degen (Schaden 4)",
  },
  {
    system: "ews-urfassung",
    modules: [],
    pc: example("sliingach"),
    npc: {
      ...example("sliingach"),
      name: "Orrik",
      npc: true,
      weapons: [{ name: "Schwert", damage: "1W6" }],
      armor: [{ name: "Kettenhemd", protection: 3 }],
    },
    gear: "Kurzschwert (1W3+2)",
  },
  {
    system: "kampfwuerfel",
    modules: [],
    pc: example("bruni"),
    npc: {
      ...example("bruni"),
      name: "Gunnar",
      npc: true,
      weapons: [{ name: "Schwert", damage: "2-3", skill: 3, extra: 2, cap: 5 }],
    },
    gear: "Streitaxt (2–3)",
  },
  {
    system: "faar",
    modules: [],
    pc: example("dorn"),
    npc: {
      ...example("dorn"),
      name: "Stadtwache",
      npc: true,
      weapons: [{ name: "Säbel", damage: "2W6", type: "cut" }],
      armor: [{ name: "Kettenpanzer", protection: 2 }],
      shields: [{ name: "Holzschild", protection: 1 }],
    },
    gear: "Kurzschwert (2W6)",
  },
  {
    system: "3w6-stunts",
    modules: [],
    pc: stunts("Linda", 3),
    npc: { ...stunts("Grok", 2), npc: true },
    gear: null,
  },
];

/** A new shared table for a fight in `system`, and its invite links. */
const newTable = (url, system, modules) => newApiTable(url, { name: `Kampf (${system})`, system, modules });

/** The condition's hit points, whatever the system calls them (TP, LP). */
const points = (condition) => condition?.tp ?? condition?.lp ?? null;

/** Rolls the first due check shown on a page, if one is; true when it rolled. */
async function rollDue(page) {
  const due = page.getByTestId("combat-due").getByRole("button", { name: "Jetzt würfeln" });
  if ((await due.count()) === 0) return false;
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/rolls") && r.request().method() === "POST"),
    due.first().click(),
  ]);
  assert(response.status() === 201, `due check: HTTP ${response.status()} ${await response.text()}`);
  await page.getByTestId("due-outcome").first().waitFor();
  return true;
}

/** What {@link takeTurn} gives when the fighter on turn is out of action: the GM moves on. */
const CANNOT_ACT = "cannot-act";

/**
 * One tap on „Würfeln und Ergebnis anwenden“ of whoever's turn panel shows; the roll's event, or
 * null when the panel's odds say in words why this fighter cannot roll now (Kampfwürfel: no KW
 * left in the phase; Faar: a critical hit took this round's actions), or {@link CANNOT_ACT} when
 * the panel says the fighter is down.
 */
async function takeTurn(page, what) {
  const panel = page.getByTestId("combat-turn");
  const button = panel.getByRole("button", { name: "Würfeln und Ergebnis anwenden" });
  const odds = panel.getByTestId("play-odds-value");
  const refusal = panel.getByTestId("play-odds").getByRole("alert");
  // A fighter on turn who is down (or has nobody to fight) gets the panel with a hint, no odds.
  const cannot = panel.getByTestId("combat-cannot-act").or(panel.getByTestId("combat-no-target"));
  await odds.or(refusal).or(cannot).first().waitFor();
  if ((await cannot.count()) > 0) return CANNOT_ACT;
  if ((await odds.count()) === 0) return null;
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/rolls") && r.request().method() === "POST"),
    button.click(),
  ]);
  assert(response.status() === 201, `${what}: HTTP ${response.status()} ${await response.text()}`);
  return response.json();
}

/**
 * Stops every bleeding the healing view shows before the week (the Urfassung, RULINGS §7): a
 * bandage with Heilkunde 15 per bleeding wound, again where it did not hold. The number of
 * bandages rolled.
 */
async function settleBleeding(page) {
  const steps = page.getByTestId("heal-bleeding");
  for (let rolled = 0; rolled < 20; rolled++) {
    if ((await steps.count()) === 0) return rolled;
    const first = steps.first();
    const who = (await first.locator("legend").textContent()) ?? "";
    const before = (await first.locator("p").first().textContent()) ?? "";
    await first.getByLabel("Heilkunde von dem, der verbindet").fill("15");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/rolls") && r.request().method() === "POST"),
      first
        .getByRole("button", { name: /verbinden$/ })
        .first()
        .click(),
    ]);
    assert(response.status() === 201, `bandage: HTTP ${response.status()} ${await response.text()}`);
    const said = page.getByTestId("heal-settle-outcome").locator("li").last();
    await said.waitFor();
    // Stopped: wait until the view has the condition without that wound (never bandage it twice).
    if (((await said.textContent()) ?? "").includes("gestillt")) {
      await page.waitForFunction(
        ([name, sentence]) =>
          ![...document.querySelectorAll("[data-testid=heal-bleeding]")].some(
            (f) =>
              f.querySelector("legend")?.textContent === name &&
              f.querySelector("p")?.textContent === sentence,
          ),
        [who, before],
      );
    }
  }
  throw new Error("the bleeding never stopped in 20 bandages");
}

export async function fightScenarios({ browser, url, shots, step }) {
  await step("fights: every registered system is covered", async () =>
    assertEverySystem(
      SYSTEMS.map((t) => t.system),
      "fights",
    ),
  );
  for (const spec of SYSTEMS) {
    const contexts = await Promise.all(
      [0, 1].map(() => browser.newContext({ viewport: PHONE, locale: "de-DE" })),
    );
    const [gm, player] = await Promise.all(contexts.map((c) => c.newPage()));
    const name = spec.system;
    let tableId = "";
    let pc = "";
    let npc = "";
    const character = async (id) =>
      (await asMember(gm, tableId, `/characters/${encodeURIComponent(id)}`, null)).body;

    await step(
      `fight ${name}: the player brings ${spec.pc.name}, the GM ${spec.npc.name}, both with gear`,
      async () => {
        const table = await newTable(url, spec.system, spec.modules);
        tableId = table.id;
        await joinTable(gm, table.gmLink, "Mara");
        await joinTable(player, table.playerLink, "Ayla");
        const mine = await asMember(player, tableId, "/characters", spec.pc);
        assert(mine.status === 201, `${spec.pc.name}: HTTP ${mine.status} ${JSON.stringify(mine.body)}`);
        pc = mine.body.id;
        const theirs = await asMember(gm, tableId, "/characters", spec.npc);
        assert(
          theirs.status === 201,
          `${spec.npc.name}: HTTP ${theirs.status} ${JSON.stringify(theirs.body)}`,
        );
        npc = theirs.body.id;
      },
    );

    await step(`fight ${name}: the GM ticks both and starts`, async () => {
      await openView(gm, url, tableId, "combat");
      for (const label of [spec.pc.name, `${spec.npc.name} (NSC)`])
        await gm.getByRole("checkbox", { name: label, exact: true }).check();
      await gm.getByRole("button", { name: /Kampf beginnen$/ }).click();
      await gm.getByTestId("combat-on-turn").waitFor();
      await openView(player, url, tableId, "combat");
      await player.getByTestId("combat-on-turn").waitFor();
    });

    await step(
      `fight ${name}: blow by blow from the sheets, one tap each, until a hit is booked`,
      async () => {
        const start = {
          pc: points((await character(pc)).condition),
          npc: points((await character(npc)).condition),
        };
        let shotTaken = false;
        let rolls = 0;
        for (let round = 0; round < 24; round++) {
          // Checks due come first: whoever is asked rolls them.
          if ((await rollDue(player)) || (await rollDue(gm))) continue;
          const turn = (await gm.getByTestId("combat-on-turn").textContent()) ?? "";
          const mine = turn.includes(spec.pc.name);
          const page = mine ? player : gm;
          const panel = page.getByTestId("combat-turn");
          if ((await panel.count()) === 0) {
            // The fighter on turn cannot act (down): the GM moves the turn on.
            await gm.getByRole("button", { name: "Nächster Zug" }).click();
            continue;
          }
          if (mine && !shotTaken) {
            // The panel opens on the sheet: its value, its weapon, the other fighter; nothing typed.
            await panel.getByTestId("play-odds-value").waitFor();
            if (spec.gear !== null) {
              const gear = await panel.getByTestId("play-gear").textContent();
              assert(gear.includes(spec.gear), `${spec.pc.name}'s gear in words: ${gear}`);
            }
            await assertReadableAtWidth(player, `${name}: the player's turn at 360 px`);
            await bothSizes(player, shots, `fight-${name}-turn`);
            shotTaken = true;
          }
          const rolled = await takeTurn(page, `${mine ? spec.pc.name : spec.npc.name}'s turn`);
          if (rolled === CANNOT_ACT) {
            await gm.getByRole("button", { name: "Nächster Zug" }).click();
            continue;
          }
          if (rolled === null) {
            const why = await page.getByTestId("play-odds").getByRole("alert").textContent();
            // In words (Kampfwürfel: no KW left in the phase; Faar: a critical hit's „keine Aktionen“).
            assert(
              /^Nicht möglich: [A-ZÄÖÜ]/.test(why) && !/[a-z]+-[a-z]+/.test(why),
              `why the fighter cannot roll: ${why}`,
            );
            await gm.getByRole("button", { name: "Nächster Zug" }).click();
            continue;
          }
          rolls++;
          await gm.getByTestId("combat-last-roll").waitFor();
          const now = {
            pc: points((await character(pc)).condition),
            npc: points((await character(npc)).condition),
          };
          const hurt = now.pc !== start.pc || now.npc !== start.npc;
          // A blow that puts a fighter down at once ends the exchange: nobody is left to strike.
          const statuses = [
            (await character(pc)).condition?.status,
            (await character(npc)).condition?.status,
          ];
          const down = statuses.some((status) => status !== undefined && status !== "active");
          if (spec.gear === null ? rolls >= 2 : hurt && (rolls >= 2 || down)) {
            if (!shotTaken) await bothSizes(player, shots, `fight-${name}-turn`);
            await assertReadableAtWidth(gm, `${name}: the GM's fight at 360 px`);
            await bothSizes(gm, shots, `fight-${name}-gm`);
            return `${rolls} rolls; ${spec.pc.name} ${start.pc} → ${now.pc}, ${spec.npc.name} ${start.npc} → ${now.npc}`;
          }
        }
        throw new Error("no blow was booked in 24 turns");
      },
    );

    await step(`fight ${name}: the fight ends (asked first), then the GM's week for everyone`, async () => {
      await gm.getByRole("button", { name: "Kampf beenden" }).click();
      await gm.getByRole("button", { name: "Ja, Kampf beenden" }).click();
      await gm.getByRole("button", { name: /Kampf beginnen$/ }).waitFor();
      if (spec.gear === null) return "3W6 has no damage rules and no healing";
      const urfassung = spec.system === "ews-urfassung";
      if (urfassung) {
        // A plain loss of 10 TP and a fresh wound that bleeds: the week must wait for the bleeding.
        for (const command of [
          { command: "damage", amount: 10, hit: false },
          { command: "add-wound", woundKind: "wound" },
        ]) {
          const done = await asMember(
            gm,
            tableId,
            `/characters/${encodeURIComponent(pc)}/condition`,
            command,
          );
          assert(done.status === 201, `${command.command}: HTTP ${done.status} ${JSON.stringify(done.body)}`);
        }
      }
      await openView(gm, url, tableId, "heal");
      const weekButton = gm.getByRole("button", { name: "Woche für alle würfeln und anwenden" });
      if (urfassung) {
        // The step before the week, in words; no week button until the bleeding is stopped.
        const bleeding = gm
          .getByTestId("heal-bleeding")
          .filter({ hasText: `${spec.pc.name} blutet noch aus` });
        await bleeding.waitFor();
        const sentence = (await bleeding.textContent()) ?? "";
        assert(sentence.includes("Die Heilwoche beginnt erst, wenn die Blutung gestillt ist"), sentence);
        assert((await weekButton.count()) === 0, "a week button while a wound bleeds");
        await gm.getByTestId("heal-week-waits").waitFor();
        await bothSizes(gm, shots, `fight-${name}-bleeding`);
      }
      const bandages = await settleBleeding(gm);
      if (urfassung) {
        // „Heilung in Behandlung und Ruhe“ (L133–138): a master physician, well equipped.
        await gm.getByLabel("Wo verbringen sie die Woche?").selectOption("treatment");
        await gm.getByLabel("Heilkunde des Arztes").fill("40");
        await gm.getByLabel(/^Ausrüstung des Arztes/).fill("9");
      }
      await weekButton.click();
      const result = gm.getByTestId("heal-week-result");
      await result.waitFor();
      const text = (await result.textContent()) ?? "";
      assert(text.includes(`${spec.pc.name}: `) && text.includes(`${spec.npc.name}: `), `week: ${text}`);
      // The week says what it changed, before → after.
      if (urfassung) assert(new RegExp(`${spec.pc.name}: TP −?\\d+ → −?\\d+`).test(text), `week: ${text}`);
      await bothSizes(gm, shots, `fight-${name}-heal`);
      return `${bandages} bandage(s); ${text}`;
    });

    await Promise.all(contexts.map((c) => c.close()));
  }
}

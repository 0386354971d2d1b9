// Dice rolled at the table (issue #27, CONTRACT §7): at a shared table whose GM lets players enter
// real dice, a player on a phone enters the faces of a check and a melee in every system, die by
// die as the pad asks; the log marks each roll, and `spieltisch verify` on the GM's export finds
// that every entered roll's result follows from its faces.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { example } from "./example-characters.mjs";
import {
  asMember,
  assert,
  assertAccessible,
  assertEverySystem,
  bothSizes,
  joinTable,
  newApiTable,
  PHONE,
  shot,
} from "./helpers.mjs";

const ROOT = new URL("..", import.meta.url).pathname;

/** Each system with the actions entered there: a check, and melee where the system has it. */
const SYSTEMS = [
  { system: "ews", modules: ["foka"], actions: ["Probe", "Nahkampf"] },
  { system: "ews-urfassung", modules: [], actions: ["Probe", "Nahkampf"] },
  { system: "kampfwuerfel", modules: [], actions: ["Probe", "Nahkampf"] },
  { system: "faar", modules: [], actions: ["Probe", "Nahkampf"] },
  { system: "3w6-stunts", modules: [], actions: ["Probe"] },
];

/** A new shared table that lets players enter dice, and its invite links. */
const newTable = (url, system, modules) =>
  newApiTable(url, {
    name: `Würfelbecher (${system})`,
    system,
    modules,
    houseRules: { tableDice: "players" },
  });

/**
 * Enters faces on the pad until it says all dice are in: each die's middle face (3 on a W6, 10 on
 * a W20), so no chain runs on. Returns the faces entered.
 */
async function enterFaces(page) {
  const faces = [];
  for (let i = 0; i < 80; i++) {
    if (await page.getByText("Alle Würfel sind eingetragen.").isVisible()) return faces;
    const grid = page.locator("fieldset.face-grid");
    await grid.waitFor();
    const sides = Number(await grid.getAttribute("data-sides"));
    const face = Math.max(1, Math.floor(sides / 2));
    await grid.getByRole("button", { name: `${face} für Würfel ${faces.length + 1}`, exact: true }).click();
    faces.push(face);
  }
  throw new Error(`the pad still asks for dice after ${faces.length}`);
}

export async function tableDiceScenarios({ browser, url, shots, step }) {
  await step("real dice: every registered system is covered", async () =>
    assertEverySystem(
      SYSTEMS.map((t) => t.system),
      "real dice",
    ),
  );
  const context = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const page = await context.newPage();
  const gmContext = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const gm = await gmContext.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  for (const { system, modules, actions } of SYSTEMS) {
    let tableId = "";
    await step(
      `real dice ${system}: a player enters ${actions.join(" and ")} at 360 px, the log marks them`,
      async () => {
        const table = await newTable(url, system, modules);
        tableId = table.id;
        await joinTable(gm, table.gmLink, "Mara");
        await joinTable(page, table.playerLink, "Ayla");
        for (const action of actions) {
          await page
            .locator('[data-view="dice"] fieldset.segmented')
            .getByRole("button", { name: action, exact: true })
            .click();
          await page.locator('[data-view="dice"] [data-testid="odds"]').first().waitFor();
          if (action === actions[actions.length - 1]) {
            // The pad as it asks for the first die, its face buttons showing.
            await page.locator("fieldset.face-grid").scrollIntoViewIfNeeded();
            // At 360 and 1280 px, each without sideways scrolling and with axe.
            await bothSizes(page, shots, `table-dice-${system}-pad`);
          }
          const faces = await enterFaces(page);
          await page.getByRole("button", { name: "Ergebnis eintragen" }).click();
          const result = page.getByTestId("roll-result");
          await result.getByText("Am Tisch gewürfelt").waitFor();
          const log = await asMember(page, tableId, "/events", null);
          const rolls = log.body.events.filter((e) => e.kind === "roll");
          const last = rolls[rolls.length - 1];
          assert(last?.entered === true, `${action}: the event is not marked entered`);
          assert(
            last.seedId === undefined && last.proof === undefined,
            `${action}: an entered roll carries a seed`,
          );
          assert(
            JSON.stringify(last).includes(`${faces[0]}`),
            `${action}: the faces ${faces} are not in the event`,
          );
        }
        await shot(page, shots, `table-dice-${system}-result`);
        return `${rolls(actions)}`;
      },
    );
    await step(`real dice ${system}: spieltisch verify finds every entered result in its faces`, async () => {
      const exported = await asMember(gm, tableId, "/export", null);
      assert(exported.status === 200, `export: HTTP ${exported.status}`);
      const dir = mkdtempSync(join(tmpdir(), "spieltisch-dice-"));
      try {
        const file = join(dir, "export.json");
        writeFileSync(file, JSON.stringify(exported.body));
        const out = execFileSync(
          "node",
          [join(ROOT, "packages/cli/bin/spieltisch.js"), "verify", file, "--json"],
          {
            encoding: "utf8",
          },
        );
        const report = JSON.parse(out);
        assert(report.ok === true, `verify: ${JSON.stringify(report.mismatch)}`);
        assert(
          report.entered === actions.length,
          `verify counted ${report.entered} entered rolls, not ${actions.length}`,
        );
        return `entered ${report.entered}`;
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  }
  await step("real dice: a player answers the GM's request with real dice, in the prompt", async () => {
    const table = await newTable(url, "ews", []);
    await joinTable(gm, table.gmLink, "Mara");
    await joinTable(page, table.playerLink, "Ayla");
    const asked = await asMember(gm, table.id, "/roll-requests", {
      action: "check",
      options: { value: 12, target: 9 },
      label: "Klettern",
    });
    assert(asked.status === 201, `request: HTTP ${asked.status} ${JSON.stringify(asked.body)}`);
    const prompt = page.getByTestId("roll-request");
    await prompt.locator("fieldset.face-grid").waitFor();
    await prompt.getByRole("button", { name: "4 für Würfel 1", exact: true }).click();
    await prompt.getByText("Alle Würfel sind eingetragen.").waitFor();
    await shot(page, shots, "table-dice-request");
    await assertAccessible(page, "real dice in a request prompt");
    await prompt.getByRole("button", { name: "Ergebnis eintragen" }).click();
    await page.getByTestId("roll-result").getByText("Am Tisch gewürfelt").first().waitFor();
    const log = await asMember(gm, table.id, "/events", null);
    const answer = log.body.events.find((e) => e.kind === "roll");
    assert(
      answer?.entered === true && answer.requestId !== undefined,
      `the answer: ${JSON.stringify(answer)}`,
    );
    assert(JSON.stringify(answer.dice) === "[4]", `the answer's dice: ${JSON.stringify(answer.dice)}`);
  });
  await step(
    "real dice: a Kampfwürfel melee from the sheets, the pools counted by 5s and 6s, booked on the NSC",
    async () => {
      const table = await newTable(url, "kampfwuerfel", []);
      await joinTable(gm, table.gmLink, "Mara");
      await joinTable(page, table.playerLink, "Ayla");
      const bruni = example("bruni");
      const mine = await asMember(page, table.id, "/characters", bruni);
      assert(mine.status === 201, `Bruni: HTTP ${mine.status} ${JSON.stringify(mine.body)}`);
      const theirs = await asMember(gm, table.id, "/characters", { ...bruni, name: "Gunnar", npc: true });
      assert(theirs.status === 201, `Gunnar: HTTP ${theirs.status} ${JSON.stringify(theirs.body)}`);
      const lpBefore = (await asMember(gm, table.id, `/characters/${theirs.body.id}`, null)).body.condition
        ?.lp;
      const view = page.locator('[data-view="dice"]');
      await view.locator("fieldset.segmented").getByRole("button", { name: "Nahkampf", exact: true }).click();
      await view.getByRole("combobox", { name: "Würfeln als" }).selectOption({ label: bruni.name });
      await view
        .getByRole("combobox", { name: "Gegenüber", exact: true })
        .selectOption({ label: "Gunnar (NSC)" });
      await view.getByRole("checkbox", { name: "Ergebnis anwenden" }).check();
      // The pad says how the pools are rolled and how many dice the melee may take.
      const how = await view.getByTestId("table-dice-how").textContent();
      assert(how.includes("Jede 5 und jede 6 ist ein Erfolg"), `how: ${how}`);
      const count = await view.getByTestId("table-dice-count").textContent();
      assert(/^Dieser Wurf braucht \d+ bis \d+ Würfel/.test(count), `count: ${count}`);
      // The attack pool at once: two 6s and one 5, the rest misses.
      const attack = view.locator("fieldset.pool-count");
      const legend = await attack.locator("legend").textContent();
      assert(/\(Angriff\) auf einmal/.test(legend), `the attack pool's legend: ${legend}`);
      await attack.getByRole("button", { name: "Eine 6 mehr" }).click();
      await attack.getByRole("button", { name: "Eine 6 mehr" }).click();
      await attack.getByRole("button", { name: "Eine 5 mehr" }).click();
      await bothSizes(page, shots, "table-dice-pool-count");
      await attack.getByRole("button", { name: /^Diese \d+ Würfel eintragen$/ }).click();
      // Three successes: the defence rolls its pool; none of its dice succeed.
      const defence = view.locator("fieldset.pool-count");
      await defence.locator("legend", { hasText: "(Abwehr)" }).waitFor();
      await defence.getByRole("button", { name: /^Diese \d+ Würfel eintragen$/ }).click();
      await view.getByText("Alle Würfel sind eingetragen.").waitFor();
      await view.getByRole("button", { name: "Ergebnis eintragen" }).click();
      await page.getByTestId("roll-result").getByText("Am Tisch gewürfelt").first().waitFor();
      const log = await asMember(gm, table.id, "/events", null);
      const roll = log.body.events.filter((e) => e.kind === "roll").at(-1);
      assert(roll?.entered === true && roll.apply === true, `the event: ${JSON.stringify(roll)}`);
      const attackFaces = roll.dice?.attack ?? [];
      assert(
        attackFaces.filter((f) => f === 6).length === 2 && attackFaces.filter((f) => f === 5).length === 1,
        `the attack's faces: ${JSON.stringify(roll.dice)}`,
      );
      assert(
        (roll.dice?.defense ?? []).every((f) => f === 1),
        `the defence's faces: ${JSON.stringify(roll.dice)}`,
      );
      const lpAfter = (await asMember(gm, table.id, `/characters/${theirs.body.id}`, null)).body.condition
        ?.lp;
      assert(
        typeof lpBefore === "number" && typeof lpAfter === "number" && lpAfter < lpBefore,
        `Gunnar's LP ${lpBefore} → ${lpAfter}: the hit is not booked`,
      );
      return `Gunnar LP ${lpBefore} → ${lpAfter}; dice ${JSON.stringify(roll.dice)}`;
    },
  );
  await step("real dice: the log line says „am Tisch gewürfelt“", async () => {
    await page.getByRole("link", { name: "Protokoll" }).click();
    await page.getByText("(am Tisch gewürfelt)").first().waitFor();
  });
  await step("real dice: no script errors", async () => {
    assert(errors.length === 0, errors.join("; "));
  });
  await context.close();
  await gmContext.close();
}

const rolls = (actions) => actions.map((a) => `${a} entered`).join(", ");

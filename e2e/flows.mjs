// The evening's flows (issue #29): what three phones at one table tripped over. Revoking keeps a
// person out, renews the link they came by in the same step, a returning person is recognisable and
// the GM hands their character on (item 1); another player's character opens read-only in the
// builder (item 2); a value taken from the sheet into the dice form follows the sheet until a
// person changes it (item 5).
import { readFileSync } from "node:fs";
import {
  asMember,
  assert,
  assertAccessible,
  bothSizes,
  DESKTOP,
  joinTable,
  openView,
  PHONE,
  startSharedTable,
} from "./helpers.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
const LAZARO = JSON.parse(readFileSync(`${ROOT}examples/characters/lazaro.json`, "utf8"));

export async function flowScenarios({ browser, url, shots, step }) {
  await revokeScenario({ browser, url, shots, step });
  await sheetValueScenario({ browser, url, shots, step });
}

/** Joins by a link under `name`; resolves once the table or the join page's refusal shows. */
async function tryJoin(page, link, name) {
  await page.goto(link);
  await page.getByLabel("Dein Name am Tisch").fill(name);
  await page.getByRole("button", { name: "Beitreten" }).click();
  await page.locator('[data-view="dice"], form [role="alert"]').first().waitFor();
}

/**
 * Items 1 and 2 as the evening had them: Mara (GM), Ina and Ayla on phones, Ina's Drasnik. Ayla
 * opens Drasnik in the builder: read-only, with whose it is. Mara revokes Ina and renews the player
 * link in the same step; Ina, taking the table off her list and opening the same link again, is
 * told she was revoked — and a fresh browser with the old link too. By the new link Ina is back,
 * and the GM's list says she is the Ina from before. Mara hands Drasnik to Ayla, who may now edit.
 */
async function revokeScenario({ browser, url, shots, step }) {
  const contexts = await Promise.all([
    browser.newContext({ viewport: PHONE, locale: "de-DE" }),
    browser.newContext({ viewport: PHONE, locale: "de-DE" }),
    browser.newContext({ viewport: PHONE, locale: "de-DE" }),
    browser.newContext({ viewport: PHONE, locale: "de-DE" }),
  ]);
  const [mara, ina, ayla, stranger] = await Promise.all(contexts.map((c) => c.newPage()));
  const drasnik = { ...LAZARO, name: "Drasnik" };
  let tableId = "";
  let playerLink = "";
  let oldLink = "";
  try {
    await step("flows: Mara, Ina and Ayla at a table; Ina plays Drasnik", async () => {
      const created = await startSharedTable(mara, url, "Abend bei Mara");
      tableId = created.tableId;
      playerLink = created.playerLink;
      oldLink = playerLink;
      await joinTable(mara, created.gmLink, "Mara");
      await joinTable(ina, playerLink, "Ina");
      await joinTable(ayla, playerLink, "Ayla");
      const saved = await asMember(ina, tableId, "/characters", drasnik);
      assert(saved.status === 201, `Drasnik: HTTP ${saved.status}`);
    });

    await step(
      "flows: Ayla opens Ina's Drasnik in the builder: read-only, and says whose it is",
      async () => {
        await openView(ayla, url, tableId, "builder");
        await ayla.getByLabel("Am Tisch gespeichert").selectOption({ label: "Drasnik (v1)" });
        const note = ayla.getByTestId("builder-read-only");
        await note.waitFor();
        const text = await note.textContent();
        assert(
          text === "Dieser Charakter gehört Ina. Du kannst ihn ansehen, aber nicht ändern.",
          `read-only sentence: ${text}`,
        );
        const name = ayla.getByLabel("Name", { exact: true });
        assert((await name.inputValue()) === "Drasnik", "the sheet is not shown");
        assert(await name.isDisabled(), "Ayla can type into Ina's character");
        const save = await ayla.getByRole("button", { name: "Am Tisch speichern" }).count();
        assert(save === 0, "Ayla is offered to save Ina's character");
        await bothSizes(ayla, shots, "flows-builder-read-only");
      },
    );

    await step("flows: Mara revokes Ina and renews the player link in the same step", async () => {
      await openView(mara, url, tableId, "settings");
      const people = mara.getByTestId("members");
      const row = people.locator("li.member", { hasText: "Ina" });
      await row.getByText("kam über: Spieler:in-Link").waitFor();
      await row
        .getByText("Charaktere", { exact: false })
        .or(row.getByLabel("Drasnik weitergeben an"))
        .first()
        .waitFor();
      await row.getByRole("button", { name: "Ina widerrufen" }).click();
      const renew = row.getByLabel("Auch den Spieler:in-Link erneuern, über den Ina kam");
      assert(await renew.isChecked(), "renewing the link is not offered ticked");
      await bothSizes(mara, shots, "flows-revoke-ask", { checkAxe: true });
      await row.getByRole("button", { name: "Ja, widerrufen" }).click();
      await mara.getByTestId("settings-notice").filter({ hasText: "Ina ist widerrufen" }).waitFor();
      const notice = await mara.getByTestId("settings-notice").textContent();
      assert(notice.includes("der alte Spieler:in-Link geht nicht mehr"), `notice: ${notice}`);
      const links = await mara.getByTestId("invite-links").locator('input[data-role="player"]').all();
      assert(links.length === 1, `player links listed: ${links.length}`);
      const fresh = await links[0].inputValue();
      assert(fresh !== playerLink, "the player link was not renewed");
      playerLink = fresh;
      await ina.getByTestId("revoked").waitFor({ timeout: 5000 });
    });

    await step("flows: the old link lets nobody back in, neither Ina nor a new browser", async () => {
      await ina.getByTestId("revoked").getByRole("button", { name: "Aus „Meine Tische“ entfernen" }).click();
      await ina.getByLabel("Name des Tisches").waitFor();
      for (const [page, name] of [
        [ina, "Ina"],
        [stranger, "Gast"],
      ]) {
        await tryJoin(page, oldLink, name);
        const error = await page.locator('form [role="alert"]').textContent();
        assert(
          error.includes("Dieser Einladungslink gilt nicht (mehr)"),
          `${name} by the old link: ${error}`,
        );
      }
      await bothSizes(ina, shots, "flows-old-link");
    });

    await step("flows: Ina back by the new link is recognisable as the Ina from before", async () => {
      await tryJoin(ina, playerLink, "Ina");
      await ina.waitForSelector('[data-view="dice"]');
      // The GM's list as it is now (the settings read it when they open).
      await mara.reload();
      await mara.waitForSelector('[data-view="settings"]');
      const back = mara.getByTestId("member-returning");
      await back.waitFor();
      const text = await back.textContent();
      assert(
        text === "Wieder da – im selben Browser schon als „Ina“ (widerrufen) am Tisch",
        `returning: ${text}`,
      );
      await back.scrollIntoViewIfNeeded();
      await bothSizes(mara, shots, "flows-returning");
    });

    await step(
      "flows: revoked again without renewing, the same link keeps Ina out, not the others",
      async () => {
        const row = mara.getByTestId("members").locator("li.member", { hasText: "Wieder da" });
        await row.getByRole("button", { name: "Ina widerrufen" }).click();
        await row.getByLabel("Auch den Spieler:in-Link erneuern, über den Ina kam").uncheck();
        await row.getByRole("button", { name: "Ja, widerrufen" }).click();
        await mara.getByTestId("settings-notice").filter({ hasText: "Ina ist widerrufen." }).waitFor();
        await ina.getByTestId("revoked").waitFor({ timeout: 5000 });
        await ina
          .getByTestId("revoked")
          .getByRole("button", { name: "Aus „Meine Tische“ entfernen" })
          .click();
        await tryJoin(ina, playerLink, "Ina");
        const error = await ina.locator('form [role="alert"]').textContent();
        assert(
          error.includes("Die Spielleitung hat deinen Zugang zu diesem Tisch widerrufen"),
          `Ina by the same link: ${error}`,
        );
        await bothSizes(ina, shots, "flows-revoked-join");
        await tryJoin(stranger, playerLink, "Gast");
        await stranger.waitForSelector('[data-view="dice"]');
      },
    );

    await step("flows: Mara hands the revoked Ina's Drasnik to Ayla, who may now change it", async () => {
      const give = mara.getByLabel("Drasnik weitergeben an");
      await give.selectOption({ label: "Ayla (Spieler:in)" });
      await give.locator("xpath=ancestor::li[1]").getByRole("button", { name: "Weitergeben" }).click();
      await mara.getByTestId("settings-notice").filter({ hasText: "Drasnik gehört jetzt Ayla." }).waitFor();
      await mara
        .getByTestId("members")
        .locator("li.member", { hasText: "Ayla" })
        .getByLabel("Drasnik weitergeben an")
        .waitFor();
      await assertAccessible(mara, "members with characters (phone)");
      await mara.setViewportSize(DESKTOP);
      await assertAccessible(mara, "members with characters (desktop)");
      await mara.setViewportSize(PHONE);
      // Ayla's app follows live: Drasnik is hers to change now.
      await ayla.getByTestId("builder-read-only").waitFor({ state: "detached", timeout: 5000 });
      assert(
        !(await ayla.getByLabel("Name", { exact: true }).isDisabled()),
        "Ayla still cannot edit Drasnik",
      );
      await ayla.getByRole("button", { name: "Am Tisch speichern" }).click();
      await ayla.getByText("Gespeichert", { exact: false }).first().waitFor();
      await openView(ayla, url, tableId, "log");
      await ayla.getByText("Drasnik gehört jetzt Ayla").waitFor();
    });
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
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

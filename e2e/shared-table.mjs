// A shared table on the real server: GM and player in two browser contexts.
import { readFileSync } from "node:fs";
import { assert, assertAccessible, bothSizes, DESKTOP, openView, PHONE, shot } from "./helpers.mjs";

/** Ayla's character at the shared table: Lazaro from the one sample file. */
const LAZARO = JSON.parse(
  readFileSync(new URL("../examples/characters/lazaro.json", import.meta.url), "utf8"),
);

async function join(page, link, name) {
  await page.goto(link);
  await page.getByLabel("Dein Name am Tisch").fill(name);
  await page.getByRole("button", { name: "Beitreten" }).click();
  await page.waitForSelector("#dice-check-value");
}

const rolls = (page) => page.locator('[data-testid=log] li[data-kind="roll"]').count();

async function waitCount(page, selector, n, ms = 8000) {
  try {
    await page.waitForFunction(([s, k]) => document.querySelectorAll(s).length === k, [selector, n], {
      timeout: ms,
    });
  } catch {
    const seen = await page.locator(selector).count();
    throw new Error(`expected ${n} × ${selector}, found ${seen}`);
  }
}

export async function serverScenarios({ browser, url, host, shots, step }) {
  const gm = await browser.newContext({ viewport: DESKTOP, locale: "de-DE" });
  await gm.grantPermissions(["clipboard-read", "clipboard-write"]);
  const player = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const viewer = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const viewerPage = await viewer.newPage();
  let viewerLink = "";
  // The server sends a strict content security policy; Chromium reports what it blocks here.
  const violations = [];
  for (const context of [gm, player, viewer]) {
    context.on("console", (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
  }
  const gmPage = await gm.newPage();
  const playerPage = await player.newPage();
  let gmLink = "";
  let playerLink = "";
  let tableId = "";

  await step("create a shared table and copy invite links", async () => {
    await gmPage.goto(url);
    await gmPage.getByLabel("Name des Tisches").fill("Runde am Freitag");
    await gmPage.getByRole("button", { name: "Gemeinsamen Tisch anlegen" }).click();
    gmLink = await gmPage.locator('input[data-role="gm"]').inputValue();
    playerLink = await gmPage.locator('input[data-role="player"]').inputValue();
    viewerLink = await gmPage.locator('input[data-role="viewer"]').inputValue();
    tableId = decodeURIComponent(gmLink.split("#/join/")[1].split("?")[0]);
    assert(gmLink !== playerLink, "the GM and player links are the same");
    const copy = gmPage.getByRole("button", { name: "Spieler:in-Link kopieren" });
    await copy.click();
    await gmPage.getByRole("status").filter({ hasText: "Kopiert" }).waitFor();
    const copied = await gmPage.evaluate(() => navigator.clipboard.readText());
    assert(copied === playerLink, `clipboard: ${copied}`);
    await shot(gmPage, shots, "invites");
    await assertAccessible(gmPage, "start with invite links");
    // Leaving the start page and coming back keeps the links.
    await gmPage.goto(`${url}/#/table/local/dice`);
    await gmPage.goto(url);
    const again = await gmPage.locator('input[data-role="player"]').inputValue();
    assert(again === playerLink, "the invite links are gone after leaving the start page");
  });

  await step("join as GM, player and viewer; the same link again opens the table at once", async () => {
    await join(gmPage, gmLink, "Mara");
    await join(playerPage, playerLink, "Ayla");
    const role = await playerPage.locator(".status").textContent();
    assert(role.includes("Spieler:in"), `player status: ${role}`);
    await viewerPage.goto(viewerLink);
    await viewerPage.getByLabel("Dein Name am Tisch").fill("Zoe");
    await viewerPage.getByRole("button", { name: "Beitreten" }).click();
    await viewerPage.waitForSelector('[data-view="dice"]');
    await playerPage.goto(url);
    await playerPage.goto(playerLink);
    await playerPage.waitForSelector("#dice-check-value");
    assert((await playerPage.getByLabel("Dein Name am Tisch").count()) === 0, "asked for the name again");
  });

  await step("my tables: the start page lists the table with role and system, across a reload", async () => {
    await playerPage.goto(url);
    const list = playerPage.getByTestId("my-tables");
    await list.filter({ hasText: "Runde am Freitag" }).waitFor();
    await playerPage.reload();
    const text = await list.textContent();
    assert(text.includes("Runde am Freitag") && text.includes("Spieler:in"), `my tables: ${text}`);
    await shot(playerPage, shots, "my-tables");
    await assertAccessible(playerPage, "start with my tables");
    await playerPage.getByRole("button", { name: "Runde am Freitag öffnen" }).click();
    await playerPage.waitForSelector("#dice-check-value");
  });

  await step("a viewer is offered only what a viewer may do, and is told why", async () => {
    const roll = viewerPage.getByRole("button", { name: "Würfeln", exact: true });
    assert(await roll.isDisabled(), "the viewer's roll button is active");
    const why = await viewerPage.locator(`#${await roll.getAttribute("aria-describedby")}`).textContent();
    assert(why.includes("Zuschauer"), `viewer reason: ${why}`);
    await shot(viewerPage, shots, "viewer-dice");
    await assertAccessible(viewerPage, "viewer dice");
    await openView(viewerPage, url, tableId, "log");
    assert((await viewerPage.getByLabel("Notiz ins Protokoll").count()) === 0, "the viewer gets a note form");
    await shot(viewerPage, shots, "viewer-log");
    await assertAccessible(viewerPage, "viewer log");
    await openView(viewerPage, url, tableId, "dice");
  });

  const gmLog = await gm.newPage();
  const playerLog = await player.newPage();
  await step("both logs are live", async () => {
    await openView(gmLog, url, tableId, "log");
    await openView(playerLog, url, tableId, "log");
    await gmLog.waitForSelector('[data-live="live"]');
    await playerLog.waitForSelector('[data-live="live"]');
  });

  await step("a player's check appears in both logs", async () => {
    await playerPage.locator("#dice-check-value").fill("12");
    await playerPage.locator("#dice-check-target").fill("9");
    await playerPage.getByRole("button", { name: "Würfeln", exact: true }).click();
    await playerPage.getByTestId("roll-result").waitFor();
    await waitCount(gmLog, '[data-testid=log] li[data-kind="roll"]', 1);
    await waitCount(playerLog, '[data-testid=log] li[data-kind="roll"]', 1);
    return await gmLog.locator('[data-testid=log] li[data-kind="roll"]').first().textContent();
  });

  await step("a GM secret roll appears only in the GM's log", async () => {
    await gmPage.getByLabel(/Geheim/).check();
    await gmPage.getByRole("button", { name: "Würfeln", exact: true }).click();
    await gmPage.getByTestId("roll-result").waitFor();
    await gmPage.getByLabel(/Geheim/).uncheck();
    await waitCount(gmLog, '[data-testid=log] li.secret[data-kind="roll"]', 1);
    await playerLog.waitForTimeout(800);
    assert((await rolls(playerLog)) === 1, "the player's log shows the secret roll");
    const text = await playerLog.locator("[data-testid=log]").textContent();
    assert(!text.includes("geheim"), "the player's log mentions a secret roll");
  });

  // The GM's request form, folded away below the dice form until opened.
  const requestForm = gmPage.getByTestId("request-form");
  await step("a GM roll request reaches the player with its odds", async () => {
    await requestForm.getByRole("button", { name: "Um einen Wurf bitten" }).click();
    await requestForm.locator("#request-check-value").fill("11");
    await requestForm.locator("#request-check-target").fill("12");
    await requestForm.getByLabel("Wofür wird gewürfelt? (optional)").fill("Klettern");
    await requestForm.getByRole("button", { name: "Wurf anfordern" }).click();
    const prompt = playerPage.getByRole("alertdialog");
    await prompt.waitFor();
    const odds = await prompt.getByTestId("odds-value").textContent();
    await shot(playerPage, shots, "request");
    await prompt.getByRole("button", { name: "Würfeln" }).click();
    await waitCount(gmLog, '[data-testid=log] li[data-kind="roll"]', 3);
    await waitCount(playerLog, '[data-testid=log] li[data-kind="roll"]', 2);
    // The answer stands where the prompt was, until the player closes it.
    const answer = playerPage.getByTestId("request-answer").filter({ hasText: "Klettern" });
    await answer.waitFor();
    await answer.getByRole("button", { name: "Schließen" }).click();
    return `player saw ${odds} before rolling`;
  });

  await step(
    "a roll request to one player: only they get it, with value and MW; a secret one reaches no one else",
    async () => {
      await gmPage.reload();
      await gmPage.waitForSelector("#dice-check-value");
      await requestForm.getByRole("button", { name: "Um einen Wurf bitten" }).click();
      await requestForm.locator("#request-check-value").fill("13");
      await requestForm.locator("#request-check-target").fill("15");
      await requestForm.getByLabel("Wofür wird gewürfelt? (optional)").fill("Schleichen");
      const to = requestForm.getByLabel("An wen?");
      await to.locator("option", { hasText: "Ayla" }).waitFor({ state: "attached" });
      await to.selectOption({ label: "Ayla" });
      await requestForm.getByRole("button", { name: "Wurf anfordern" }).click();
      await requestForm.getByTestId("request-sent").waitFor();
      const prompt = playerPage.getByTestId("roll-request").filter({ hasText: "Schleichen" });
      await prompt.waitFor();
      const values = await prompt.getByTestId("request-values").textContent();
      assert(values.includes("Wert 13") && values.includes("MW) 15"), `request values: ${values}`);
      assert((await prompt.textContent()).includes("für dich"), "not marked as for the player");
      await shot(playerPage, shots, "request-to-one");
      await assertAccessible(playerPage, "player with a request");
      await viewerPage.waitForTimeout(500);
      assert((await viewerPage.getByTestId("roll-request").count()) === 0, "the viewer gets a prompt");
      await prompt.getByRole("button", { name: "Würfeln" }).click();
      await prompt.waitFor({ state: "detached" });
      // The secret one: in the GM's log as secret, nowhere in the viewer's.
      await requestForm.getByLabel("Wofür wird gewürfelt? (optional)").fill("Falle bemerken");
      await requestForm.getByLabel(/geheim/).check();
      await requestForm.getByRole("button", { name: "Wurf anfordern" }).click();
      await requestForm.getByTestId("request-sent").filter({ hasText: "Falle bemerken" }).waitFor();
      await requestForm.getByLabel(/geheim/).uncheck();
      await gmLog.locator('[data-testid=log] li.secret[data-kind="roll-request"]').first().waitFor();
      await openView(viewerPage, url, tableId, "log");
      await viewerPage.waitForTimeout(500);
      const seen = await viewerPage.locator("[data-testid=log]").textContent();
      assert(!seen.includes("Falle bemerken"), "the viewer sees the secret request");
      await shot(gmPage, shots, "request-to-one");
      // Addressed to Ayla: her phone gets it, marked secret (issue #18, bug 2); her answer stays
      // between her and the GM.
      const secretPrompt = playerPage.getByTestId("roll-request").filter({ hasText: "Falle bemerken" });
      await secretPrompt.waitFor();
      assert((await secretPrompt.textContent()).includes("(geheim)"), "the secret request is not marked");
      await shot(playerPage, shots, "request-secret");
      await secretPrompt.getByRole("button", { name: "Würfeln" }).click();
      await secretPrompt.waitFor({ state: "detached" });
      await waitCount(gmLog, '[data-testid=log] li.secret[data-kind="roll"]', 2);
      await viewerPage.waitForTimeout(500);
      const after = await viewerPage.locator("[data-testid=log]").textContent();
      assert(!after.includes("Falle bemerken"), "the viewer sees the secret answer");
    },
  );

  await step("a combat round on the table's characters, seen live by the player", async () => {
    // Ayla brings her character; the GM makes a Räuber right in the combat view.
    const saved = await playerPage.evaluate(
      async ([id, file]) => {
        const { token } = JSON.parse(localStorage.getItem(`spieltisch.table.${id}`));
        const response = await fetch(`/api/tables/${encodeURIComponent(id)}/characters`, {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
          body: JSON.stringify(file),
        });
        return response.status;
      },
      [tableId, LAZARO],
    );
    assert(saved === 201, `Ayla's character: HTTP ${saved}`);
    await openView(gmPage, url, tableId, "combat");
    await gmPage.getByText("Neuen NSC anlegen").click();
    await gmPage.getByLabel("Name", { exact: true }).fill("Räuber");
    await gmPage.getByLabel("Wert „Nahkampf“").selectOption("+");
    await gmPage.getByRole("button", { name: "NSC speichern" }).click();
    // The GM's order, as ticked: the Räuber strikes first.
    for (const name of ["Räuber (NSC)", LAZARO.name]) await gmPage.getByRole("checkbox", { name }).check();
    await openView(playerPage, url, tableId, "combat");
    await gmPage.getByRole("button", { name: "Kampf beginnen" }).click();
    await gmPage.getByTestId("combat-round").filter({ hasText: "Runde 1" }).waitFor();
    // Live on Ayla's phone, without a reload: the order and whose turn it is.
    await playerPage.getByTestId("combat-on-turn").filter({ hasText: "Am Zug: Räuber" }).waitFor();
    const order = await playerPage.locator("[data-testid=combat-order] > li strong").allTextContents();
    assert(order.join(",") === `Räuber,${LAZARO.name}`, `player sees the order ${order.join(", ")}`);
    // The GM's blow with the turn panel is booked on Lazaro's condition, seen on Ayla's phone.
    const lazaroCondition = playerPage
      .locator("[data-testid=combat-order] > li", { hasText: LAZARO.name })
      .getByTestId("fighter-condition");
    const before = await lazaroCondition.textContent();
    const turn = gmPage.getByTestId("combat-turn");
    await turn.filter({ hasText: "Was tut Räuber?" }).waitFor();
    await turn.getByRole("button", { name: "Ein-Wurf", exact: true }).click();
    await gmPage.selectOption("#combat-target", { label: LAZARO.name });
    await gmPage.selectOption("#combat-skill", "Nahkampf");
    await gmPage.selectOption("#combat-target-skill", "Nahkampf");
    await turn.getByTestId("play-odds-value").waitFor();
    const [response] = await Promise.all([
      gmPage.waitForResponse((r) => r.url().endsWith("/rolls") && r.request().method() === "POST"),
      turn.getByRole("button", { name: "Würfeln und Ergebnis anwenden" }).click(),
    ]);
    assert(response.status() === 201, `roll refused: HTTP ${response.status()} ${await response.text()}`);
    const roll = await response.json();
    const lazaroId = roll.opponent?.character;
    // The loser of an Ein-Wurf is out of action: the roll always books on him; the winner's
    // entry is there only when he took wounds too.
    const loser = roll.winner === "a" ? roll.opponent?.character : roll.actor?.character;
    assert(
      (roll.applied ?? []).some((c) => c.character === loser),
      `the roll booked nothing on its loser: ${JSON.stringify(roll.applied)}`,
    );
    const applied = (roll.applied ?? []).find((c) => c.character === lazaroId);
    if (applied) {
      // Booked on his condition: Ayla's phone shows the new one without a reload.
      await playerPage.waitForFunction(
        ([name, was]) =>
          [...document.querySelectorAll("[data-testid=combat-order] > li")]
            .find((li) => li.querySelector("strong")?.textContent === name)
            ?.querySelector("[data-testid=fighter-condition]")?.textContent !== was,
        [LAZARO.name, before],
      );
    }
    const after = await lazaroCondition.textContent();
    const wounds = applied?.after.wounds;
    assert(
      applied ? typeof wounds !== "number" || after.startsWith(`${wounds} Wunde`) : after === before,
      `player sees „${after}“ (before „${before}“), booked ${JSON.stringify(roll.applied)}`,
    );
    // The Räuber acted with the result booked: the turn moved on by itself (combatAutoAdvance).
    // Her character's turn: her phone says so and gives her the turn panel.
    await playerPage.getByTestId("combat-on-turn").filter({ hasText: "Du bist am Zug!" }).waitFor();
    await playerPage
      .getByTestId("combat-turn")
      .filter({ hasText: `Was tut ${LAZARO.name}?` })
      .waitFor();
    await gmPage.getByRole("button", { name: "Nächster Zug" }).click();
    await playerPage.getByTestId("combat-round").filter({ hasText: "Runde 2" }).waitFor();
    await playerPage.getByTestId("combat-on-turn").filter({ hasText: "Am Zug: Räuber" }).waitFor();
    await shot(playerPage, shots, "combat-shared");
    await shot(gmPage, shots, "combat-shared");
    return `player saw ${order.join(", ")}; ${LAZARO.name}: „${before}“ → „${after}“`;
  });

  await step("reload mid-session and find everything", async () => {
    const before = await gmLog.locator("[data-testid=log] li").count();
    await gmLog.reload();
    await waitCount(gmLog, "[data-testid=log] li", before);
    await shot(gmLog, shots, "log-shared");
    return `${before} entries after reload`;
  });

  await step("the log reconnects without reload after a server restart", async () => {
    const before = await playerLog.locator("[data-testid=log] li").count();
    const gmToken = await gmLog.evaluate(
      (id) => JSON.parse(localStorage.getItem(`spieltisch.table.${id}`)).token,
      tableId,
    );
    await host.stop();
    await playerLog.waitForSelector('[data-live="offline"]');
    await host.restart();
    // Written while the player's socket is still down: it must arrive by replay (after=SEQ).
    const missed = await fetch(`${url}/api/tables/${encodeURIComponent(tableId)}/notes`, {
      method: "POST",
      headers: { authorization: `Bearer ${gmToken}`, "content-type": "application/json" },
      body: JSON.stringify({ text: "Während der Pause" }),
    });
    assert(missed.status === 201, `note during the outage: HTTP ${missed.status}`);
    await playerLog.waitForSelector('[data-live="live"]', { timeout: 15_000 });
    await gmLog.waitForSelector('[data-live="live"]', { timeout: 15_000 });
    await gmLog.getByLabel("Notiz ins Protokoll").fill("Nach dem Neustart");
    await gmLog.getByRole("button", { name: "Senden" }).click();
    await waitCount(playerLog, "[data-testid=log] li", before + 2, 10_000);
    const text = await playerLog.locator("[data-testid=log]").textContent();
    assert(text.includes("Während der Pause"), "the note written during the outage was not replayed");
    assert(text.includes("Nach dem Neustart"), "note missing after reconnect");
    const seqs = await playerLog
      .locator("[data-testid=log] li")
      .evaluateAll((lis) => lis.map((li) => li.dataset.seq));
    assert(new Set(seqs).size === seqs.length, "an event is shown twice after the reconnect");
    await shot(playerLog, shots, "log-shared");
  });

  await step("the GM reveals the dice; the player's phone checks its own rolls", async () => {
    const panel = playerLog.getByTestId("fairness");
    await panel.scrollIntoViewIfNeeded();
    const before = await panel.textContent();
    assert(before.includes("warten auf die Offenlegung"), `before the reveal: ${before}`);
    await gmLog.getByRole("button", { name: "Würfel offenlegen" }).click();
    await gmLog.getByText("Würfel offengelegt.").waitFor();
    await panel.getByText(/deiner Würfe geprüft ✓/).waitFor({ timeout: 10_000 });
    await panel.getByRole("button", { name: "Tisch prüfen" }).click();
    const result = await panel.getByTestId("verify-result").textContent();
    assert(result.startsWith("Alle "), `Tisch prüfen: ${result}`);
    await assertAccessible(playerLog, "log with fairness panel (phone)");
    await shot(playerLog, shots, "fairness-shared");
    await gmLog.getByTestId("fairness").scrollIntoViewIfNeeded();
    await assertAccessible(gmLog, "log with fairness panel (desktop)");
    await shot(gmLog, shots, "fairness-shared");
    return `${await panel.locator("p[role=status]").first().textContent()} · ${result}`;
  });

  await step("„Tisch prüfen“ on a log whose chain was broken says so in words (issue #31)", async () => {
    // The export as a server that removed an event would send it: the next one's `prev` no
    // longer names the event before it.
    const exportRoute = (u) => u.pathname.endsWith("/export");
    await playerLog.route(exportRoute, async (route) => {
      const answer = await route.fetch();
      const json = await answer.json();
      // Removed, and the numbers after it closed up, so only the chain can tell.
      json.events.splice(1, 1);
      for (const event of json.events.slice(1)) {
        event.fullSeq -= 1;
        if (event.tableSeq !== null) event.tableSeq -= 1;
      }
      await route.fulfill({ response: answer, json });
    });
    try {
      const panel = playerLog.getByTestId("fairness");
      await panel.getByRole("button", { name: "Tisch prüfen" }).click();
      const alert = panel.getByTestId("verify-mismatch");
      await alert.waitFor();
      const text = await alert.textContent();
      assert(
        text.includes("Die Kette des Tischprotokolls reißt: „prev“ ist nicht der Hash des Ereignisses davor"),
        `the mismatch says: ${text}`,
      );
      await alert.scrollIntoViewIfNeeded();
      await bothSizes(playerLog, shots, "fairness-chain-broken");
      return text.split("!")[0];
    } finally {
      await playerLog.unroute(exportRoute);
    }
  });

  await step("nothing the content security policy blocks", async () => {
    assert(violations.length === 0, violations.join("; "));
  });

  await gm.close();
  await player.close();
  await viewer.close();
}

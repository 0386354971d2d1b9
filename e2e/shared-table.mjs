// A shared table on the real server: GM and player in two browser contexts.
import { assert, DESKTOP, openView, PHONE, shot } from "./helpers.mjs";

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
  const player = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  // The server sends a strict content security policy; Chromium reports what it blocks here.
  const violations = [];
  for (const context of [gm, player]) {
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
    tableId = decodeURIComponent(gmLink.split("#/join/")[1].split("?")[0]);
    assert(gmLink !== playerLink, "the GM and player links are the same");
    await shot(gmPage, shots, "invites");
  });

  await step("join as GM and as player", async () => {
    await join(gmPage, gmLink, "Mara");
    await join(playerPage, playerLink, "Ayla");
    const role = await playerPage.locator(".status").textContent();
    assert(role.includes("Spieler:in"), `player status: ${role}`);
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

  await step("a GM roll request reaches the player with its odds", async () => {
    await gmPage.locator("#dice-check-value").fill("11");
    await gmPage.locator("#dice-check-target").fill("12");
    await gmPage.getByLabel("Wofür? (optional)").fill("Klettern");
    await gmPage.getByRole("button", { name: "Wurf anfordern" }).click();
    const prompt = playerPage.getByRole("alertdialog");
    await prompt.waitFor();
    const odds = await prompt.getByTestId("odds-value").textContent();
    await shot(playerPage, shots, "request");
    await prompt.getByRole("button", { name: "Würfeln" }).click();
    await waitCount(gmLog, '[data-testid=log] li[data-kind="roll"]', 3);
    await waitCount(playerLog, '[data-testid=log] li[data-kind="roll"]', 2);
    return `player saw ${odds} before rolling`;
  });

  await step("a combat round, seen live by the player", async () => {
    await openView(gmPage, url, tableId, "combat");
    for (const [name, ini] of [
      ["Ayla", 8],
      ["Räuber", 5],
    ]) {
      await gmPage.getByLabel("Name", { exact: true }).fill(name);
      await gmPage.getByLabel("Initiative", { exact: true }).fill(String(ini));
      await gmPage.getByRole("button", { name: "Hinzufügen" }).click();
    }
    await gmPage.getByRole("button", { name: "Kampf beginnen" }).click();
    await gmPage.getByTestId("combat-round").filter({ hasText: "Runde 1" }).waitFor();
    await openView(playerPage, url, tableId, "combat");
    await gmPage.getByRole("button", { name: "Wunden von Räuber erhöhen" }).click();
    await gmPage.getByRole("button", { name: "Nächster Zug" }).click();
    await gmPage.getByRole("button", { name: "Nächster Zug" }).click();
    await playerPage.getByTestId("combat-round").filter({ hasText: "Runde 2" }).waitFor();
    const wounds = await playerPage
      .locator(".combatant", { hasText: "Räuber" })
      .locator(".counter")
      .nth(1)
      .textContent();
    assert(wounds.includes("Wunden 1"), `player sees ${wounds}`);
    await shot(playerPage, shots, "combat-shared");
    await shot(gmPage, shots, "combat-shared");
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

  await step("nothing the content security policy blocks", async () => {
    assert(violations.length === 0, violations.join("; "));
  });

  await gm.close();
  await player.close();
}

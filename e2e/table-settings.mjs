// The GM's table settings inside a shared table (issue #18) and what a revoked player sees
// (issue #15): rename, invite links with QR code, a new invite, revoking a player, whose phone
// then says that access was revoked and stops reconnecting. The table's rules (issue #28):
// Kampfwürfel's optional heavy hits chosen at creation, shown in the settings with the text's
// words, read by a player, fixed once the table has rolled.
import {
  asMember,
  assert,
  assertAccessible,
  assertNoHorizontalScroll,
  bothSizes,
  DESKTOP,
  joinTable,
  keyLikeText,
  openView,
  PHONE,
  shot,
} from "./helpers.mjs";

async function join(page, link, name) {
  await page.goto(link);
  await page.getByLabel("Dein Name am Tisch").fill(name);
  await page.getByRole("button", { name: "Beitreten" }).click();
  await page.waitForSelector("#dice-check-value");
}

export async function settingsScenarios({ browser, url, shots, step }) {
  const gm = await browser.newContext({ viewport: DESKTOP, locale: "de-DE" });
  const player = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const gmPage = await gm.newPage();
  const playerPage = await player.newPage();
  // Every live socket the player's phone opens: after the revocation there must be no new one.
  let playerSockets = 0;
  playerPage.on("websocket", () => {
    playerSockets++;
  });
  let tableId = "";

  await step(
    "the GM manages the table inside it: rename, invite links with QR code, a new invite",
    async () => {
      await gmPage.goto(url);
      await gmPage.getByLabel("Name des Tisches").fill("Nebelrunde");
      await gmPage.getByRole("button", { name: "Gemeinsamen Tisch anlegen" }).click();
      const gmLink = await gmPage.locator('input[data-role="gm"]').inputValue();
      const playerLink = await gmPage.locator('input[data-role="player"]').inputValue();
      tableId = decodeURIComponent(gmLink.split("#/join/")[1].split("?")[0]);
      await join(gmPage, gmLink, "Mara");
      await join(playerPage, playerLink, "Ayla");
      await playerPage.waitForSelector('[data-live="live"]');

      await openView(gmPage, url, tableId, "settings");
      await gmPage.getByTestId("members").getByText("Ayla").waitFor();
      const links = gmPage.getByTestId("invite-links");
      assert((await links.locator("li").count()) === 3, "the three links made with the table are not listed");
      await gmPage.getByRole("button", { name: "QR-Code für den Spieler:in-Link zeigen" }).click();
      const qr = gmPage.getByRole("img", { name: "QR-Code des Einladungslinks für Spieler:in" });
      await qr.waitFor();
      const box = await qr.boundingBox();
      assert(box && box.width >= 150, `QR code too small to scan: ${box?.width}px`);

      await gmPage.getByLabel("Name des Tisches", { exact: true }).fill("Die Nebelinseln");
      await gmPage.getByRole("button", { name: "Umbenennen" }).click();
      await gmPage.getByText("Der Tisch heißt jetzt „Die Nebelinseln“.").waitFor();
      // Everybody's app follows, live.
      await playerPage.locator(".status").filter({ hasText: "Die Nebelinseln" }).waitFor();

      await gmPage.getByLabel("Rolle").selectOption({ label: "Zuschauer:in" });
      await gmPage.getByLabel("Für wen? (freiwillig)").fill("Oma Hilde");
      await gmPage.getByRole("button", { name: "Link anlegen" }).click();
      await gmPage.getByText("Neuer Link für Zuschauer:in angelegt", { exact: false }).waitFor();
      await gmPage.getByTestId("members").getByText("Oma Hilde").waitFor();
      assert((await links.locator("li").count()) === 4, "the new link is not listed");

      await assertAccessible(gmPage, "table settings (desktop)");
      await assertNoHorizontalScroll(gmPage, "table settings (desktop)");
      await shot(gmPage, shots, "table-settings");
      await gmPage.setViewportSize(PHONE);
      await assertAccessible(gmPage, "table settings (phone)");
      await assertNoHorizontalScroll(gmPage, "table settings (phone)");
      await shot(gmPage, shots, "table-settings");
      await gmPage.setViewportSize(DESKTOP);
    },
  );

  await step("the GM revokes a player: their phone says so and stops reconnecting", async () => {
    const row = gmPage.getByTestId("members").locator("li", { hasText: "Ayla" });
    await row.getByRole("button", { name: "Ayla widerrufen" }).click();
    await row.getByRole("button", { name: "Ja, widerrufen" }).click();
    // Ayla came by the player link: it is renewed with her (issue #29), the notice says so too.
    await gmPage.getByTestId("settings-notice").filter({ hasText: "Ayla ist widerrufen" }).waitFor();
    await row.getByText("widerrufen", { exact: true }).waitFor();

    const notice = playerPage.getByTestId("revoked");
    await notice.waitFor({ timeout: 5000 });
    const text = await notice.textContent();
    assert(text.includes("Dein Zugang zu diesem Tisch wurde entzogen"), `revoked notice: ${text}`);
    await playerPage.locator('[data-live="revoked"]').waitFor();
    const opened = playerSockets;
    // Longer than the first reconnect delays (250 ms, 500 ms, 1 s): nothing may be tried.
    await playerPage.waitForTimeout(2000);
    assert(playerSockets === opened, `the phone reconnected ${playerSockets - opened} time(s) after 4401`);
    await assertAccessible(playerPage, "revoked notice (phone)");
    await shot(playerPage, shots, "revoked");

    await notice.getByRole("button", { name: "Aus „Meine Tische“ entfernen" }).click();
    await playerPage.getByLabel("Name des Tisches").waitFor();
    const list = await playerPage.locator("main").textContent();
    assert(!list.includes("Die Nebelinseln"), "the revoked table is still in „Meine Tische“");
  });

  await gm.close();
  await player.close();
  await rulesScenario({ browser, url, shots, step });
}

/**
 * Kampfwürfel at creation with „Besonders schwere Treffer“ on (optional in the text, off by
 * default); the settings show it with the text's words to the GM and, read-only, to a player;
 * a switch of play reaches the player live; after the first roll the rules stay as they are.
 */
async function rulesScenario({ browser, url, shots, step }) {
  const gm = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const player = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const gmPage = await gm.newPage();
  const playerPage = await player.newPage();
  let tableId = "";
  let playerLink = "";

  await step("Kampfwürfel at creation: heavy hits offered off with the text's words, turned on", async () => {
    await gmPage.goto(url);
    await gmPage.getByLabel("Name des Tisches").fill("Arena");
    await gmPage.getByLabel("Regelsystem").selectOption("kampfwuerfel");
    const heavy = gmPage.getByLabel("Besonders schwere Treffer");
    assert(!(await heavy.isChecked()), "heavy hits are on before the table turned them on");
    await gmPage.getByText("Z. 51–55: „OPTIONAL: Auswirkungen von besonders schweren Treffern“").waitFor();
    await heavy.check();
    const keys = await keyLikeText(gmPage);
    assert(keys.length === 0, `key-like words on the start page: ${keys.join(", ")}`);
    await gmPage.getByRole("group", { name: "Optionale Regeln" }).scrollIntoViewIfNeeded();
    await bothSizes(gmPage, shots, "start-options");
    await gmPage.getByRole("button", { name: "Gemeinsamen Tisch anlegen" }).click();
    const gmLink = await gmPage.locator('input[data-role="gm"]').inputValue();
    playerLink = await gmPage.locator('input[data-role="player"]').inputValue();
    tableId = decodeURIComponent(gmLink.split("#/join/")[1].split("?")[0]);
    await joinTable(gmPage, gmLink, "Mara");
    await joinTable(playerPage, playerLink, "Ayla");
    await playerPage.waitForSelector('[data-live="live"]');
  });

  await step("the settings show the table's rules: the GM may change them until the first roll", async () => {
    await openView(gmPage, url, tableId, "settings");
    const rules = gmPage.getByTestId("table-rules");
    await rules.getByText("Noch ist nicht gewürfelt", { exact: false }).waitFor();
    assert(
      await rules.getByLabel("Besonders schwere Treffer").isChecked(),
      "heavy hits are not on in the settings",
    );
    const rounding = rules.getByLabel("Gesamtschutz runden");
    assert((await rounding.inputValue()) === "down", "the armour does not round down by default");
    const keys = await keyLikeText(gmPage);
    assert(keys.length === 0, `key-like words in the settings: ${keys.join(", ")}`);
    await rules.scrollIntoViewIfNeeded();
    await bothSizes(gmPage, shots, "table-rules");

    // A player reads them, and follows a switch of play live.
    await openView(playerPage, url, tableId, "settings");
    const read = playerPage.getByTestId("table-rules");
    await read.getByText("Besonders schwere Treffer: an").waitFor();
    assert((await read.locator("input, select").count()) === 0, "a player is offered controls");
    await rules.getByLabel("Spieler:innen ändern den Zustand ihres Charakters selbst").check();
    await read.getByText("Spieler:innen ändern den Zustand ihres Charakters selbst: an").waitFor();
    await bothSizes(playerPage, shots, "table-rules-player");
  });

  await step("after the first roll the rules that decide rolls stay as they are, and say why", async () => {
    const rolled = await asMember(gmPage, tableId, "/rolls", { action: "check", pool: 5 });
    assert(rolled.status === 201, `roll: ${rolled.status} ${JSON.stringify(rolled.body)}`);
    assert(rolled.body.houseRules?.kampfwuerfelHeavyHits === true, "the roll does not name heavy hits");
    await openView(gmPage, url, tableId, "settings");
    const rules = gmPage.getByTestId("table-rules");
    await rules.getByText("Seit dem ersten Wurf bleiben die Regeln", { exact: false }).waitFor();
    await rules.getByText("Besonders schwere Treffer: an").waitFor();
    assert(
      (await rules.getByLabel("Besonders schwere Treffer").count()) === 0,
      "heavy hits can still be switched after the first roll",
    );
    await rules.getByLabel("Nach dem Wurf ist der Nächste dran").waitFor();
    await rules.scrollIntoViewIfNeeded();
    await bothSizes(gmPage, shots, "table-rules-fixed");
    await openView(gmPage, url, tableId, "log");
    await gmPage
      .getByText("Regeln des Tisches geändert: Spieler:innen ändern den Zustand ihres Charakters selbst: an")
      .waitFor();
  });

  await step(
    "everybody's settings show the same fingerprint of the log, to compare aloud (issue #31)",
    async () => {
      await openView(gmPage, url, tableId, "settings");
      await openView(playerPage, url, tableId, "settings");
      const heads = async () => ({
        gm: await gmPage.getByTestId("chain-head").textContent(),
        player: await playerPage.getByTestId("chain-head").textContent(),
      });
      await playerPage.getByTestId("chain-head").waitFor();
      await gmPage.getByTestId("chain-head").waitFor();
      let seen = await heads();
      for (let i = 0; i < 50 && seen.gm !== seen.player; i++) {
        await playerPage.waitForTimeout(100);
        seen = await heads();
      }
      assert(seen.gm === seen.player, `the GM's app shows ${seen.gm}, the player's ${seen.player}`);
      assert(/^[0-9A-F]{4}(·[0-9A-F]{4}){3}$/.test(seen.player ?? ""), `fingerprint: ${seen.player}`);
      const gmOnly = await gmPage.getByTestId("chain-fingerprint").textContent();
      assert(
        gmOnly.includes("Mit den geheimen Ereignissen"),
        "the GM's app does not show the whole log's fingerprint",
      );
      const theirs = await playerPage.getByTestId("chain-fingerprint").textContent();
      assert(!theirs.includes("geheimen"), "a player's app shows a fingerprint of the secret events");
      assert(
        (await playerPage.getByTestId("chain-problem").count()) === 0,
        "a warning where nothing was rewritten",
      );
      await playerPage.getByTestId("chain-fingerprint").scrollIntoViewIfNeeded();
      await bothSizes(playerPage, shots, "chain-fingerprint");
    },
  );

  await step(
    "a phone whose socket skipped an event fetches it and follows the chain on; when the server lacks it, the settings say up to where it checked",
    async () => {
      const gmHead = await gmPage.getByTestId("chain-head").textContent();
      /** A phone joining whose live socket drops the table stream's event 2 (`"seq":2,"kind":`). */
      const skipping = async (name) => {
        const context = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
        const page = await context.newPage();
        await page.routeWebSocket(/\/live\?/, (ws) => {
          const server = ws.connectToServer();
          server.onMessage((message) => {
            if (!String(message).includes('"seq":2,"kind":')) ws.send(message);
          });
          ws.onMessage((message) => server.send(message));
        });
        return { context, page, join: () => joinTable(page, playerLink, name) };
      };

      const filled = await skipping("Ina");
      await filled.join();
      await openView(filled.page, url, tableId, "settings");
      await filled.page.getByTestId("chain-head").waitFor();
      let head = await filled.page.getByTestId("chain-head").textContent();
      for (let i = 0; i < 50 && head !== gmHead; i++) {
        await filled.page.waitForTimeout(100);
        head = await filled.page.getByTestId("chain-head").textContent();
      }
      assert(head === gmHead, `after the skipped event the phone shows ${head}, the GM's app ${gmHead}`);
      assert(
        (await filled.page.getByTestId("chain-interrupted").count()) === 0,
        "interrupted, though filled",
      );
      await filled.context.close();

      // The same, and the server answers the fetch without the missing event.
      const lacking = await skipping("Ole");
      await lacking.page.route(
        (u) => u.pathname.endsWith("/events"),
        (route) => route.fulfill({ json: { events: [] } }),
      );
      await lacking.join();
      await openView(lacking.page, url, tableId, "settings");
      const note = lacking.page.getByTestId("chain-interrupted");
      await note.waitFor();
      const text = await note.textContent();
      assert(
        text.startsWith("Geprüft bis Ereignis 1: danach fehlen dieser App Ereignisse"),
        `the note says: ${text}`,
      );
      assert(
        (await lacking.page.getByTestId("chain-problem").count()) === 0,
        "a missing event is no proof of a rewritten log: no red warning",
      );
      await note.scrollIntoViewIfNeeded();
      await bothSizes(lacking.page, shots, "chain-interrupted");
      await lacking.context.close();
    },
  );

  await gm.close();
  await player.close();
}

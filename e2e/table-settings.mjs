// The GM's table settings inside a shared table (issue #18) and what a revoked player sees
// (issue #15): rename, invite links with QR code, a new invite, revoking a player, whose phone
// then says that access was revoked and stops reconnecting.
import {
  assert,
  assertAccessible,
  assertNoHorizontalScroll,
  DESKTOP,
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
    await gmPage.getByText("Ayla ist widerrufen.").waitFor();
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
}

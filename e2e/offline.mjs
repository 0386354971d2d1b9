// The installed app without a network: the service worker serves the app shell and its files,
// a local table works as before, a shared table says it is offline. The server is really stopped
// (besides `context.setOffline`), so nothing can come from the network behind the test's back.
import { assert, assertAccessible, assertNoHorizontalScroll, PHONE, shot } from "./helpers.mjs";

/** `start()` gives `{ url, stop }` (its own server: this scenario stops it). */
export async function offlineScenarios({ browser, shots, step, start, withServer }) {
  const host = await start();
  const { url } = host;
  const context = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  let sharedId = "";
  try {
    await step("installable: manifest with icons, the service worker controls the page", async () => {
      await page.goto(url);
      await page.getByRole("heading", { name: "Neuer Tisch" }).waitFor();
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, {
        timeout: 15_000,
      });
      const manifest = await page.evaluate(async () => {
        const href = document.querySelector('link[rel="manifest"]').href;
        const m = await (await fetch(href)).json();
        const icons = await Promise.all(
          m.icons.map(async (i) => (await fetch(new URL(i.src, href))).headers.get("content-type")),
        );
        return { name: m.name, display: m.display, sizes: m.icons.map((i) => i.sizes), icons };
      });
      assert(manifest.name === "Spieltisch" && manifest.display === "standalone", JSON.stringify(manifest));
      assert(manifest.sizes.includes("512x512") && manifest.sizes.includes("192x192"), "icon sizes");
      assert(
        manifest.icons.every((t) => t === "image/png"),
        `icons: ${manifest.icons.join(", ")}`,
      );
      if (withServer) {
        // A shared table joined while online, to open it offline below.
        const created = await fetch(`${url}/api/tables`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ name: "Runde im Zug", system: "ews", modules: [] }),
        });
        const table = await created.json();
        sharedId = encodeURIComponent(table.id);
        await page.goto(`${url}/#/join/${sharedId}?token=${encodeURIComponent(table.playerToken)}`);
        await page.getByLabel("Dein Name am Tisch").fill("Ayla");
        await page.getByRole("button", { name: "Beitreten" }).click();
        await page.waitForSelector('[data-live="live"]');
      }
      return `controlled by ${await page.evaluate(() => new URL(navigator.serviceWorker.controller.scriptURL).pathname)}`;
    });

    await step("offline: the app opens without a network and a local table is fully usable", async () => {
      await context.setOffline(true);
      await host.stop();
      await page.goto(url);
      await page.reload();
      await page.getByRole("heading", { name: "Neuer Tisch" }).waitFor();
      await page.getByLabel("Name des Tisches").fill("Zeltlager");
      await page.getByRole("button", { name: /Allein spielen/ }).click();
      await page.locator("#dice-check-value").fill("12");
      await page.locator("#dice-check-target").fill("12");
      const odds = await page.getByTestId("odds-value").textContent();
      assert(odds === "50,0 %", `odds offline: ${odds}`);
      await page.getByRole("button", { name: "Würfeln", exact: true }).click();
      const result = await page.getByTestId("roll-result").textContent();
      assert(/gegen MW 12/.test(result), `result offline: ${result}`);
      // Other views load their code from the cache too.
      for (const view of ["builder", "sheet", "log"]) {
        await page.goto(`${url}/#/table/local/${view}`);
        await page.waitForSelector(`[data-view="${view}"]`);
      }
      const rolls = await page.locator('[data-testid=log] li[data-kind="roll"]').count();
      assert(rolls >= 1, "the offline roll is not in the log");
      await page.goto(`${url}/#/table/local/dice`);
      await page.waitForSelector("#dice-check-value");
      await shot(page, shots, "offline-local");
      await assertNoHorizontalScroll(page, "offline local table");
      await assertAccessible(page, "offline local table");
      return result;
    });

    if (withServer) {
      await step("offline: a shared table says clearly that it is offline", async () => {
        await page.goto(`${url}/#/table/${sharedId}/dice`);
        const live = page.locator("[data-live]");
        await live.waitFor();
        const state = await live.getAttribute("data-live");
        const text = await live.textContent();
        assert(state === "offline" && /getrennt/.test(text), `shared table offline shows ${state}: ${text}`);
        await shot(page, shots, "offline-shared");
        await assertAccessible(page, "offline shared table");
        return text;
      });
    }
    assert(errors.length === 0, `page errors: ${errors.join("; ")}`);
  } finally {
    await context.close();
    await host.stop();
  }
}

// The installed app without a network: the service worker serves the app shell and its files,
// a local table works as before, a shared table says it is offline. The server is really stopped
// (besides `context.setOffline`), so nothing can come from the network behind the test's back.
import { readFileSync } from "node:fs";
import {
  asMember,
  assert,
  assertAccessible,
  assertNoHorizontalScroll,
  bothSizes,
  openView,
  PHONE,
  shot,
} from "./helpers.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
const LAZARO = JSON.parse(readFileSync(`${ROOT}examples/characters/lazaro.json`, "utf8"));

/** What a phone shows of a table's evening: the Heft's condition and Striche, the log's lines. */
async function shownState(page, url, tableId) {
  await openView(page, url, tableId, "sheet");
  const heft = page.locator("article.screen-only h2");
  await heft.waitFor();
  const points = page.getByTestId("condition-points");
  await points.waitFor();
  // The Striche come with the log: the line waits for them (and shows the last word if none came).
  await page
    .getByTestId("stem-ledger")
    .filter({ hasNotText: "Noch keine Striche" })
    .waitFor({ timeout: 5000 })
    .catch(() => undefined);
  const state = {
    heft: await heft.textContent(),
    points: await points.textContent(),
    striche: await page.getByTestId("stem-ledger").textContent(),
  };
  await openView(page, url, tableId, "log");
  const lines = await page.locator("[data-testid=log] li").allTextContents();
  return { ...state, log: lines.join(" | ") };
}

/** `start()` gives `{ url, stop }` (its own server: this scenario stops it). */
export async function offlineScenarios({ browser, shots, step, start, withServer }) {
  const host = await start();
  const { url } = host;
  const context = await browser.newContext({ viewport: PHONE, locale: "de-DE" });
  const page = await context.newPage();
  const errors = [];
  page.on("pageerror", (e) => errors.push(e.message));
  let sharedId = "";
  /** Issue #29 item 6: a SteM and FoKa table in play, and what this phone saw of it online. */
  const evening = { id: "", seen: null };
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

        // An evening in play: Ayla's Lazaro, Striche from the GM, a wound; a builder draft of him
        // from before (what the Heft used to open offline).
        const api = async (path, token, body) => {
          const response = await fetch(`${url}/api/tables/${encodeURIComponent(evening.id)}${path}`, {
            method: "POST",
            headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
            body: JSON.stringify(body),
          });
          const text = await response.text();
          assert(response.ok, `${path}: HTTP ${response.status} ${text}`);
          return JSON.parse(text);
        };
        const night = await (
          await fetch(`${url}/api/tables`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ name: "Abend in Aicega", system: "ews", modules: ["stem", "foka"] }),
          })
        ).json();
        evening.id = night.id;
        const { token: gm } = await api("/join", night.gmToken, { name: "Mara" });
        await page.goto(
          `${url}/#/join/${encodeURIComponent(night.id)}?token=${encodeURIComponent(night.playerToken)}`,
        );
        await page.getByLabel("Dein Name am Tisch").fill("Ayla");
        await page.getByRole("button", { name: "Beitreten" }).click();
        await page.waitForSelector('[data-live="live"]');
        const saved = await asMember(page, night.id, "/characters", LAZARO);
        assert(saved.status === 201, `Lazaro: HTTP ${saved.status}`);
        await api("/striche", gm, { striche: 5, character: saved.body.id });
        await api(`/characters/${encodeURIComponent(saved.body.id)}/condition`, gm, {
          command: "damage",
          amount: 3,
        });
        await page.evaluate(
          ([id, character]) =>
            localStorage.setItem(
              `spieltisch.draft.${id}.character`,
              JSON.stringify({ id: character.id, version: 1, character: character.file, houseRules: [] }),
            ),
          [night.id, { id: saved.body.id, file: { ...LAZARO, name: `${LAZARO.name} (alt)` } }],
        );
        await page.reload();
        evening.seen = await shownState(page, url, night.id);
        assert(!/Noch keine Striche/.test(evening.seen.striche), `online Striche: ${evening.seen.striche}`);
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
        // Joined online before: it shows what it saw then, and says when.
        assert(
          state === "offline" && /^Offline – Stand von \d\d:\d\d$/.test(text),
          `shared table offline shows ${state}: ${text}`,
        );
        await shot(page, shots, "offline-shared");
        await assertAccessible(page, "offline shared table");
        return text;
      });

      await step("offline after a reload: every view shows the state last seen, and says when", async () => {
        await page.goto(`${url}/#/table/${encodeURIComponent(evening.id)}/sheet`);
        await page.reload();
        const live = page.locator("[data-live]");
        await live
          .filter({ hasText: "Stand von" })
          .waitFor({ timeout: 10_000 })
          .catch(() => undefined);
        const status = await live.textContent();
        assert(/^Offline – Stand von \d\d:\d\d$/.test(status), `status: ${status}`);
        const seen = await shownState(page, url, evening.id);
        for (const key of Object.keys(evening.seen)) {
          assert(
            seen[key] === evening.seen[key],
            `${key} offline: ${seen[key]} (online: ${evening.seen[key]})`,
          );
        }
        // No draft from before: the Heft lists the table's Lazaro only.
        await openView(page, url, evening.id, "sheet");
        const drafts = await page.locator("option", { hasText: "Entwurf" }).allTextContents();
        assert(drafts.length === 0, `Heft offline offers ${drafts.join(", ")}`);
        await page.getByTestId("condition").waitFor();
        await bothSizes(page, shots, "offline-heft");
        for (const view of ["dice", "log"]) {
          await openView(page, url, evening.id, view);
          assert((await live.textContent()) === status, `${view}: ${await live.textContent()}`);
        }
        await bothSizes(page, shots, "offline-log");
        return `${status}; ${seen.points}; ${seen.striche}`;
      });
    }
    assert(errors.length === 0, `page errors: ${errors.join("; ")}`);
  } finally {
    await context.close();
    await host.stop();
  }
}

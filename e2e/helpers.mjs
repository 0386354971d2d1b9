// Small helpers shared by the scenarios.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { SYSTEM_IDS } from "../packages/engine/dist/index.js";

/** Throws with a message when `cond` is false. */
export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

/** TP or LP as the app prints them: a negative number with the minus sign (−4, not -4). */
export const printedNumber = (n) => (n < 0 ? `\u2212${-n}` : String(n));

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

/** Saves a full-page screenshot named `<name>-<phone|desktop>.png`. */
export async function shot(page, shots, name) {
  const size = page.viewportSize();
  const kind = size && size.width < 500 ? "phone" : "desktop";
  await page.screenshot({ path: join(shots, `${name}-${kind}.png`), fullPage: true });
}

/** Opens a table view by its hash route. */
export async function openView(page, url, table, view) {
  await page.goto(`${url}/#/table/${table}/${view}`);
  await page.waitForSelector(`[data-view="${view}"]`);
}

/** Throws when the page body is wider than the viewport (horizontal scrolling on phones). */
export async function assertNoHorizontalScroll(page, what) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  assert(scroll <= width + 1, `${what}: page is ${scroll}px wide at ${width}px`);
}

// Injected through the DevTools protocol, not a script tag: the app's content security policy
// (no inline script) blocks the tag, as it should.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * Runs axe-core on the page as it is now and throws on any serious or critical violation (WCAG
 * 2.x A/AA rules), naming each rule and the first element it found.
 */
export async function assertAccessible(page, what) {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"] },
    });
    return result.violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id} (${v.impact}): ${v.nodes[0]?.target.join(" ")}`);
  });
  assert(violations.length === 0, `${what}: axe ${violations.join("; ")}`);
}

/**
 * Both sizes of a screen: screenshots at the phone's width and the desktop's (`<name>-phone.png`,
 * `<name>-desktop.png`), no horizontal scrolling on either, axe on each unless `checkAxe` is
 * false (a screen another group checks); back to the phone afterwards.
 */
export async function bothSizes(page, shots, name, { checkAxe = true } = {}) {
  await assertNoHorizontalScroll(page, name);
  await shot(page, shots, name);
  if (checkAxe) await assertAccessible(page, `${name} (phone)`);
  await page.setViewportSize(DESKTOP);
  await assertNoHorizontalScroll(page, `${name} (desktop)`);
  await shot(page, shots, name);
  if (checkAxe) await assertAccessible(page, `${name} (desktop)`);
  await page.setViewportSize(PHONE);
}

/** Throws unless every link of the table's tab bar lies inside the viewport (no hidden tab). */
export async function assertTabsInView(page, what) {
  const outside = await page.evaluate(() =>
    [...document.querySelectorAll("nav.tabs a")]
      .filter((a) => {
        const r = a.getBoundingClientRect();
        return r.left < 0 || r.right > window.innerWidth + 0.5;
      })
      .map((a) => a.textContent),
  );
  assert(outside.length === 0, `${what}: tabs outside the screen: ${outside.join(", ")}`);
}

/**
 * The key-like words (kebab-case `full-defence`, dotted `web.field.x`, camelCase `pTargetHit`) in
 * the visible text of the page's main region: what a player must never read.
 */
export async function keyLikeText(page) {
  return page.evaluate(() => {
    // biome-ignore lint/performance/useDomNodeTextContent: the text as a player sees it, hidden nodes left out.
    const text = document.querySelector("main")?.innerText ?? "";
    const keyLike =
      /(?<![\p{L}\p{N}])(?:\p{Ll}{2,}(?:[-.]\p{Ll}[\p{Ll}\p{N}]*)+|\p{Ll}+\p{Lu}\p{L}*)(?![\p{L}\p{N}])/gu;
    return text.match(keyLike) ?? [];
  });
}

/**
 * Creates a shared table on the start page as the GM would (its name, a module ticked by its
 * label, „Gemeinsamen Tisch anlegen“) and reads the invite links it shows.
 */
export async function startSharedTable(page, url, name, module) {
  await page.goto(url);
  await page.getByLabel("Name des Tisches").fill(name);
  if (module) await page.getByLabel(module).check();
  await page.getByRole("button", { name: "Gemeinsamen Tisch anlegen" }).click();
  const gmLink = await page.locator('input[data-role="gm"]').inputValue();
  const playerLink = await page.locator('input[data-role="player"]').inputValue();
  const tableId = decodeURIComponent(gmLink.split("#/join/")[1].split("?")[0]);
  return { tableId, gmLink, playerLink };
}

/**
 * Joins a shared table through an invite link under `name` and waits for the dice view. The GM
 * link of a table created in this browser by a GM who gave their name there joins at once.
 */
export async function joinTable(page, link, name) {
  await page.goto(link);
  const field = page.getByLabel("Dein Name am Tisch");
  // The one that does not come is left to time out unheard.
  const quiet = (promise) => promise.catch(() => undefined);
  await Promise.race([quiet(field.waitFor()), quiet(page.waitForSelector('[data-view="dice"]'))]);
  if (await field.isVisible()) {
    await field.fill(name);
    await page.getByRole("button", { name: "Beitreten" }).click();
  }
  await page.waitForSelector('[data-view="dice"]');
}

/** Calls the API as the member this page is (its token from the stored membership). */
export const asMember = (page, tableId, path, body) =>
  page.evaluate(
    async ([id, rest, payload]) => {
      const { token } = JSON.parse(localStorage.getItem(`spieltisch.table.${id}`));
      const response = await fetch(`/api/tables/${encodeURIComponent(id)}${rest}`, {
        method: payload === null ? "GET" : "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        ...(payload === null ? {} : { body: JSON.stringify(payload) }),
      });
      return { status: response.status, body: await response.json() };
    },
    [tableId, path, body],
  );

/**
 * Throws unless a group's list of systems is every system the engine registers, no more: a new
 * system fails each e2e group until the group covers it (docs/architecture.md, "Adding a rule
 * system").
 */
export function assertEverySystem(systems, what) {
  const missing = SYSTEM_IDS.filter((id) => !systems.includes(id));
  const unknown = systems.filter((id) => !SYSTEM_IDS.includes(id));
  assert(
    missing.length === 0 && unknown.length === 0,
    `${what}: missing ${missing.join(", ") || "none"}, unknown ${unknown.join(", ") || "none"}`,
  );
}

/**
 * A new shared table through the API (`POST /api/tables` with `body`), and the invite links of
 * its GM and its players.
 */
export async function newApiTable(url, body) {
  const response = await fetch(`${url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  assert(response.status === 201, `table: HTTP ${response.status}`);
  const { id, gmToken, playerToken } = await response.json();
  const link = (token) => `${url}/#/join/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;
  return { id, gmLink: link(gmToken), playerLink: link(playerToken) };
}

/**
 * Throws when a percentage on the page („2,31 %“) breaks between its number and its sign, a
 * badge („am Zug“) over two lines, or when the text of `selector` runs past the viewport's right
 * edge (a heading cut off).
 */
export async function assertReadableAtWidth(page, what, selector) {
  const problems = await page.evaluate((sel) => {
    const found = [];
    const walker = document.createTreeWalker(document.querySelector("main") ?? document.body, 4);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.data.matchAll(/\d+(?:[,.]\d+)?\s%/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set(
          [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
        );
        if (tops.size > 1) found.push(`„${match[0]}“ breaks`);
      }
    }
    // A badge („am Zug“) keeps its words on one line, also beside a long name.
    for (const badge of document.querySelectorAll("main .badge")) {
      const range = document.createRange();
      range.selectNodeContents(badge);
      const tops = new Set(
        [...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)),
      );
      if (tops.size > 1) found.push(`badge „${badge.textContent}“ breaks`);
    }
    if (sel) {
      for (const el of document.querySelectorAll(sel)) {
        const range = document.createRange();
        range.selectNodeContents(el);
        const right = Math.max(...[...range.getClientRects()].map((r) => r.right));
        if (right > window.innerWidth + 1) found.push(`${sel} runs to ${Math.round(right)} px`);
      }
    }
    return found;
  }, selector ?? null);
  assert(problems.length === 0, `${what}: ${problems.join("; ")}`);
}

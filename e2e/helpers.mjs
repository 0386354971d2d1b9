// Small helpers shared by the scenarios.
import { join } from "node:path";

/** Throws with a message when `cond` is false. */
export function assert(cond, message) {
  if (!cond) throw new Error(message);
}

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

// Finds and launches the system Chromium through playwright-core (no browser downloads).
import { existsSync } from "node:fs";
import { chromium } from "playwright-core";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** The Chromium executable: $CHROMIUM_PATH or the usual places; null when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return existsSync(fromEnv) ? fromEnv : null;
  return CANDIDATES.find((p) => existsSync(p)) ?? null;
}

/** How to get a browser, printed when none is found. */
export const NO_BROWSER = `No Chromium found for the end-to-end tests.
Install the system browser:   apt-get install -y chromium
or point to one:              CHROMIUM_PATH=/path/to/chromium npm test
(Playwright's own browser downloads are not used.)`;

/**
 * Launches Chromium headless. playwright-core refuses `--user-data-dir` in `launch()`; it gives
 * every launch a fresh temporary profile of its own, which is what that flag was for.
 */
export function launch(executablePath) {
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

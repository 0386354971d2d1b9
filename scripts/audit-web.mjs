// `npm run audit:web`: Lighthouse (mobile profile) against the built app served by the real
// server, on the start page at a first visit (nothing stored, no service worker), on the start
// page of a browser that sits at a table, on that shared table's dice view, and on its table screen
// during a fight (Lighthouse's desktop profile at 1920×1080: the screen is for a TV). Prints
// Performance, Accessibility and Best Practices per page and exits 1 when a score is under the
// target (#18: 0.95 / 1 / 1). Each page is audited AUDIT_RUNS times (default 5) and judged by its
// median run (Lighthouse's own `computeMedianRun`, as Lighthouse CI does): one run's Performance
// swings by ±0.04 on the same build on a two-core machine, and the median of five is what
// Lighthouse's documentation on variability recommends. Every run's scores are printed too.
// Needs `npm run build` first (the npm script does it) and the system Chromium ($CHROME_PATH,
// else the places the e2e run looks). With AUDIT_REPORTS=<dir> the full Lighthouse reports (JSON)
// are written there, one per page.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { computeMedianRun, filterToValidRuns } from "lighthouse/core/lib/median-run.js";
import { chromium } from "playwright-core";
import { findChromium } from "../e2e/browser.mjs";
import { startApiServer } from "../e2e/server.mjs";

const TARGETS = { performance: 0.95, accessibility: 1, "best-practices": 1 };
const RUNS = Number(process.env.AUDIT_RUNS ?? 5);

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const executablePath = process.env.CHROME_PATH ?? findChromium();
if (!executablePath) {
  console.error("audit:web: no Chromium found (set CHROME_PATH=/usr/bin/chromium)");
  process.exit(2);
}

const server = await startApiServer();
const profile = mkdtempSync(join(tmpdir(), "spieltisch-audit-"));
const port = await freePort();
// One persistent profile: the table's membership stored by joining is there when Lighthouse opens
// the dice view in the same browser (Lighthouse is told not to clear storage).
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  args: [
    `--remote-debugging-port=${port}`,
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

/**
 * One Lighthouse run of a page. A first visit has Lighthouse clear the origin's storage before
 * the run (service worker and caches included), so every run of it is a first visit; the others
 * keep what the browser stored.
 */
const lighthouseRun = (url, firstVisit, desktop) =>
  lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: Object.keys(TARGETS),
    disableStorageReset: !firstVisit,
    ...(desktop ? DESKTOP : { formFactor: "mobile" }),
  });

/**
 * Lighthouse's desktop profile (its `desktop-config.js`) at a TV's 1920×1080: for the table
 * screen, which is made for a TV, tablet or laptop across the room, never a phone.
 */
const DESKTOP = {
  formFactor: "desktop",
  screenEmulation: { mobile: false, width: 1920, height: 1080, deviceScaleFactor: 1, disabled: false },
  throttling: {
    rttMs: 40,
    throughputKbps: 10 * 1024,
    cpuSlowdownMultiplier: 1,
    requestLatencyMs: 0,
    downloadThroughputKbps: 0,
    uploadThroughputKbps: 0,
  },
};

/**
 * A page's audit: {@link RUNS} Lighthouse runs, each run's scores in a line, then the median run's
 * metrics and what cost points; false when the median run is under a target.
 */
async function audit(name, url, firstVisit = false, desktop = false) {
  let ok = true;
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const run = await lighthouseRun(url, firstVisit, desktop);
    // A run Lighthouse could not finish (a timeout on a busy machine) has no scores: say why.
    if (run.lhr.runtimeError) console.log(`${name}: Lighthouse: ${run.lhr.runtimeError.code}`);
    runs.push(run);
  }
  const valid = filterToValidRuns(runs.map((run) => run.lhr));
  if (valid.length === 0) {
    console.log(`${name}: no run finished`);
    return false;
  }
  const perRun = valid.map((lhr) => lhr.categories.performance.score);
  console.log(`${name}: Performance per run ${perRun.join(" · ")}`);
  const median = computeMedianRun(valid);
  const result = runs.find((run) => run.lhr === median);
  const { categories, audits } = result.lhr;
  if (process.env.AUDIT_REPORTS) {
    writeFileSync(join(process.env.AUDIT_REPORTS, `${name.replace(/\W+/g, "-")}.json`), result.report);
  }
  const scores = Object.keys(TARGETS).map((k) => `${categories[k].title} ${categories[k].score}`);
  console.log(`${name}, median run: ${scores.join(" · ")}`);
  const metrics = [
    "first-contentful-paint",
    "largest-contentful-paint",
    "total-blocking-time",
    "speed-index",
  ];
  console.log(`  ${metrics.map((m) => `${audits[m].title} ${audits[m].displayValue}`).join(" · ")}`);
  // The JavaScript the page really fetched (compressed, as sent), lazy chunks included.
  const scripts = (audits["network-requests"].details?.items ?? []).filter(
    (r) => r.resourceType === "Script",
  );
  const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
  const sent = scripts.reduce((sum, r) => sum + r.transferSize, 0);
  console.log(
    `  JavaScript: ${scripts.length} files, ${kb(sent)} transferred (0 where the service worker answers)`,
  );
  const lcp = audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  if (lcp) console.log(`  LCP element: ${lcp}`);
  for (const [key, target] of Object.entries(TARGETS)) {
    if (categories[key].score >= target) continue;
    ok = false;
    // What cost the points: every audit of the category that did not pass.
    for (const ref of categories[key].auditRefs) {
      const lost = audits[ref.id];
      if (ref.weight > 0 && lost.score !== null && lost.score < 1) {
        console.log(`  ${key}: ${lost.id} ${lost.score} ${lost.displayValue ?? ""}`);
      }
    }
  }
  return ok;
}

/**
 * A FoKa table with Lazaro (the example character) and an Ork in a fight, the Ork struck at once:
 * what the table screen shows (a GM and a player joined through the API). Its id and viewer token.
 */
async function tableInAFight(base) {
  const post = async (path, token, body) => {
    const response = await fetch(`${base}/api/tables${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
    return response.json();
  };
  const table = await post("", null, { name: "Fernsehabend", system: "ews", modules: ["foka"] });
  const at = (token, path, body) => post(`/${encodeURIComponent(table.id)}${path}`, token, body);
  const gm = (await at(table.gmToken, "/join", { name: "Mara" })).token;
  const player = (await at(table.playerToken, "/join", { name: "Bo" })).token;
  const lazaro = JSON.parse(
    readFileSync(new URL("../examples/characters/lazaro.json", import.meta.url), "utf8"),
  );
  const pc = await at(player, "/characters", lazaro);
  const ork = await at(gm, "/characters", {
    ...lazaro,
    name: "Ork",
    npc: true,
    weapons: [{ name: "Keule", damage: 3 }],
  });
  await at(gm, "/combat", {
    command: "start",
    participants: [{ characterId: pc.id }, { characterId: ork.id }],
  });
  const blow = { actor: pc.id, skill: "Nahkampf", opponent: ork.id, opponentSkill: "Nahkampf", apply: true };
  await at(player, "/rolls", { action: "melee", options: {}, ...blow });
  return { id: encodeURIComponent(table.id), viewerToken: table.viewerToken };
}

let failed = false;
try {
  // A first visit: nothing stored, no service worker yet (what a new player's phone loads).
  if (!(await audit("start page, first visit", `${server.url}/`, true))) failed = true;
  const created = await fetch(`${server.url}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "Lighthouse", system: "ews", modules: [] }),
  });
  if (!created.ok) throw new Error(`creating a table: HTTP ${created.status}`);
  const table = await created.json();
  const id = encodeURIComponent(table.id);
  const page = await context.newPage();
  await page.goto(`${server.url}/#/join/${id}?token=${encodeURIComponent(table.playerToken)}`);
  await page.getByLabel("Dein Name am Tisch").fill("Ayla");
  await page.getByRole("button", { name: "Beitreten" }).click();
  await page.waitForSelector("#dice-check-value");
  await page.close();

  const pages = [
    ["start page", `${server.url}/`],
    ["dice view", `${server.url}/#/table/${id}/dice`],
  ];
  for (const [name, url] of pages) if (!(await audit(name, url))) failed = true;

  // The table screen during a fight, at a TV's size: its link opened once (the viewer credential
  // is stored then), audited without the token as the TV shows it from then on.
  const fight = await tableInAFight(server.url);
  const tv = await context.newPage();
  await tv.goto(`${server.url}/#/screen/${fight.id}?token=${encodeURIComponent(fight.viewerToken)}`);
  await tv.getByTestId("screen-fight").waitFor();
  await tv.close();
  const screenUrl = `${server.url}/#/screen/${fight.id}`;
  if (!(await audit("table screen (desktop, 1920×1080)", screenUrl, false, true))) failed = true;
} finally {
  await context.close();
  await server.stop();
  rmSync(profile, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);

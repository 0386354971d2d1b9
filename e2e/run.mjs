// End-to-end tests of the web app in the system Chromium (playwright-core, no browser download).
// `npm run e2e` after `npm run build`. Screenshots land in e2e/screenshots/ (gitignored).
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { findChromium, launch, NO_BROWSER } from "./browser.mjs";
import { builderScenarios } from "./builders.mjs";
import { combatScenarios } from "./combat.mjs";
import { diceLabelScenarios } from "./dice-labels.mjs";
import { fightScenarios } from "./fights.mjs";
import { flowScenarios } from "./flows.mjs";
import { heftScenarios } from "./hefte.mjs";
import { localScenarios } from "./local.mjs";
import { offlineScenarios } from "./offline.mjs";
import { playScenarios } from "./play-state.mjs";
import { recapScenarios } from "./recap.mjs";
import { requestScenarios } from "./requests.mjs";
import { walkScenarios } from "./screen-walk.mjs";
import { hasServer, startApiServer, startStatic } from "./server.mjs";
import { serverScenarios } from "./shared-table.mjs";
import { stemScenarios } from "./stem.mjs";
import { tableDiceScenarios } from "./table-dice.mjs";
import { tableScreenScenarios } from "./table-screen.mjs";
import { settingsScenarios } from "./table-settings.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
const SHOTS = join(ROOT, "e2e/screenshots");
mkdirSync(SHOTS, { recursive: true });

// `--only=<group>` runs one scenario group: a shared-table one needs the built server.
const only = process.argv.find((a) => a.startsWith("--only="))?.slice("--only=".length);
/** The groups `--only` can name, each at a shared table. */
const SHARED_GROUPS = {
  combat: ["a fight built on characters:", combatScenarios],
  fights: ["a fight from the sheets in every system:", fightScenarios],
  settings: ["table settings and revocation:", settingsScenarios],
  stem: ["SteM Striche at a shared table:", stemScenarios],
  requests: ["roll requests to a character:", requestScenarios],
  "table-dice": ["dice rolled at the table:", tableDiceScenarios],
  screen: ["the table screen on a TV:", tableScreenScenarios],
  recap: ["the evening's recap:", recapScenarios],
  flows: ["the evening's flows (revoke, others' characters, values from the sheet):", flowScenarios],
  walk: ["every screen of every system in both languages:", walkScenarios],
};
/** Groups the full run starts before the others, which `--only` can name too. */
const FIRST_SHARED_GROUPS = {
  shared: ["shared table:", serverScenarios],
  play: ["play state at a shared table:", playScenarios],
};
/** The groups `--only` can name that play at a local table (no server needed). */
const LOCAL_GROUPS = {
  local: ["local table:", localScenarios],
  "dice-labels": ["dice in the players' words:", diceLabelScenarios],
  builders: ["builders:", builderScenarios],
  hefte: ["every system's Heft: build, print, roll:", heftScenarios],
};
/** The group `--only` can name that starts its own server and stops it (the network goes off). */
const OFFLINE_GROUP = "offline";
if (
  only !== undefined &&
  only !== OFFLINE_GROUP &&
  !(only in SHARED_GROUPS) &&
  !(only in FIRST_SHARED_GROUPS) &&
  !(only in LOCAL_GROUPS)
) {
  const names = [
    ...Object.keys(LOCAL_GROUPS),
    ...Object.keys(FIRST_SHARED_GROUPS),
    ...Object.keys(SHARED_GROUPS),
    OFFLINE_GROUP,
  ];
  console.error(`--only=${only}: unknown group (${names.join(", ")})`);
  process.exit(2);
}

const executable = findChromium();
if (!executable) {
  console.error(NO_BROWSER);
  process.exit(1);
}
if (!existsSync(join(ROOT, "packages/web/dist/index.html"))) {
  console.error("packages/web/dist is missing: run `npm run build` first.");
  process.exit(1);
}

const started = Date.now();
const results = [];
/** Runs one named step and records it. */
async function step(name, fn) {
  const t0 = Date.now();
  try {
    const note = await fn();
    results.push({ name, ok: true, ms: Date.now() - t0, note });
    console.log(`  ✓ ${name} (${Date.now() - t0} ms)${note ? ` — ${note}` : ""}`);
  } catch (error) {
    results.push({ name, ok: false, ms: Date.now() - t0, note: error.message });
    console.log(`  ✗ ${name}: ${process.env.E2E_FULL ? error.message : error.message.split("\n")[0]}`);
  }
}

const browser = await launch(executable);
const ctx = { browser, shots: SHOTS, step };
try {
  const withServer = hasServer();
  const host = withServer ? await startApiServer() : await startStatic();
  console.log(
    `e2e: Chromium ${browser.version()} at ${executable}; app at ${host.url}${withServer ? " (API server)" : " (static, no API)"}`,
  );
  try {
    if (only === OFFLINE_GROUP) {
      // Its own server below.
    } else if (only !== undefined && only in LOCAL_GROUPS) {
      const [title, scenarios] = LOCAL_GROUPS[only];
      console.log(title);
      await scenarios({ ...ctx, url: host.url });
    } else if (only !== undefined) {
      if (!withServer) throw new Error(`the ${only} scenarios need the built server`);
      const [title, scenarios] = SHARED_GROUPS[only] ?? FIRST_SHARED_GROUPS[only];
      console.log(title);
      await scenarios({ ...ctx, url: host.url, host });
    } else {
      await allScenarios(host, withServer);
    }
  } finally {
    await host.stop();
  }
  if (only === undefined || only === OFFLINE_GROUP) {
    console.log("offline (installed app, network off):");
    await offlineScenarios({
      ...ctx,
      withServer: hasServer(),
      start: () => (hasServer() ? startApiServer() : startStatic()),
    });
  }
} finally {
  await browser.close();
}

/** Every scenario group at the running host, in order. */
async function allScenarios(host, withServer) {
  for (const [title, scenarios] of Object.values(LOCAL_GROUPS)) {
    console.log(title);
    await scenarios({ ...ctx, url: host.url });
  }
  if (withServer) {
    for (const [title, scenarios] of [
      ...Object.values(FIRST_SHARED_GROUPS),
      ...Object.values(SHARED_GROUPS),
    ]) {
      console.log(title);
      await scenarios({ ...ctx, url: host.url, host });
    }
  } else {
    console.log(
      "  - shared-table scenarios NOT RUN: packages/server/dist/main.js is missing (build the server).",
    );
  }
}

const failed = results.filter((r) => !r.ok);
console.log(
  `e2e: ${results.length - failed.length}/${results.length} steps passed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
process.exit(failed.length === 0 ? 0 : 1);

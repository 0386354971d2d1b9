// The evening's recap (issue #27 part 3, CONTRACT §7) at a shared FoKa table: the GM starts the
// „Spielabend“ with a title, the evening is played (an Ork against Lazaro, a secret roll, a
// labelled check of the player), the GM ends it; the player reads the recap on a phone and on a
// desktop — no secret roll in it —, copies it as Markdown (the same text the server's
// `GET …/recap` answers) and prints it on its own page. Screenshots at 360 and 1280 px, axe on
// both. Runs inside `npm run e2e`, or alone: `node e2e/recap.mjs` (after `npm run build`).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  asMember,
  assert,
  bothSizes,
  joinTable,
  openView,
  PHONE,
  shot,
  startSharedTable,
} from "./helpers.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
const LAZARO = JSON.parse(readFileSync(`${ROOT}examples/characters/lazaro.json`, "utf8"));
const ORK = {
  format: "spieltisch/character@1",
  system: "ews",
  name: "Ork",
  npc: true,
  budget: 0,
  attributes: [{ name: "Stark", level: "++" }],
  skills: [{ name: "Keule", level: "+", attributes: ["Stark"] }],
  professions: [],
  traits: [],
  woundAttribute: "Stark",
};

export async function recapScenarios({ browser, url, shots, step }) {
  const contexts = await Promise.all(
    [0, 1].map(() => browser.newContext({ viewport: PHONE, locale: "de-DE" })),
  );
  const [gm, ayla] = await Promise.all(contexts.map((c) => c.newPage()));
  let tableId = "";
  let lazaro = "";
  let ork = "";
  try {
    await step("recap: a FoKa table, the GM and a player with Lazaro", async () => {
      const created = await startSharedTable(gm, url, "Leibwache", /^FoKa/);
      tableId = created.tableId;
      await joinTable(gm, created.gmLink, "Mara");
      await joinTable(ayla, created.playerLink, "Ayla");
      const mine = await asMember(ayla, tableId, "/characters", LAZARO);
      assert(mine.status === 201, `Lazaro: HTTP ${mine.status}`);
      lazaro = mine.body.id;
      const npc = await asMember(gm, tableId, "/characters", ORK);
      assert(npc.status === 201, `Ork: HTTP ${npc.status}`);
      ork = npc.body.id;
    });

    await step("recap: the GM starts the evening „Der Leibwächter“", async () => {
      await openView(gm, url, tableId, "recap");
      await gm.getByText("Noch kein Spielabend. Die Spielleitung beginnt ihn hier.").waitFor();
      await gm.getByLabel("Titel des Abends (freiwillig)").fill("Der Leibwächter");
      await gm.getByRole("button", { name: "Spielabend beginnen" }).click();
      await gm.getByRole("button", { name: "Spielabend beenden" }).waitFor();
      await gm.getByTestId("recap").locator("header").getByText("Der Abend läuft noch.").waitFor();
    });

    await step("recap: the evening is played, one roll in secret, then the GM ends it", async () => {
      const melee = {
        action: "melee",
        actor: ork,
        opponent: lazaro,
        attacker: 13,
        defender: 12,
        attackerWeapon: 2,
      };
      for (const body of [
        { ...melee, apply: true },
        { ...melee, apply: true, secret: true },
      ]) {
        const rolled = await asMember(gm, tableId, "/rolls", body);
        assert(rolled.status === 201, `GM roll: HTTP ${rolled.status} ${JSON.stringify(rolled.body)}`);
      }
      const check = { action: "check", actor: lazaro, value: 12, target: 12, label: "Klettern" };
      const climbed = await asMember(ayla, tableId, "/rolls", check);
      assert(climbed.status === 201, `player roll: HTTP ${climbed.status}`);
      await gm.getByRole("button", { name: "Spielabend beenden" }).click();
      await gm.getByRole("button", { name: "Spielabend beginnen" }).waitFor();
      await gm.getByTestId("recap").getByRole("heading", { name: "Würfelglück" }).waitFor();
      await bothSizes(gm, shots, "recap-gm");
    });

    await step("recap: the player reads the recap — no secret roll — at 360 and 1280 px", async () => {
      await openView(ayla, url, tableId, "recap");
      const recap = ayla.getByTestId("recap");
      await recap.getByRole("heading", { name: "Der Leibwächter" }).waitFor();
      const text = await recap.textContent();
      assert(text.includes("„Klettern“"), `the labelled check: ${text}`);
      assert(
        text.includes("Ork griff Salamon Lazaro de Aicega einmal an"),
        `one Ork attack for the player: ${text}`,
      );
      assert(
        !(await ayla.getByRole("button", { name: /Spielabend/ }).count()),
        "a player got the GM's buttons",
      );
      // On a phone one line per character: the Ork's one roll the player saw, not the secret one.
      const orkLine = await recap.locator(".luck-lines li", { hasText: /^Ork:/ }).textContent();
      assert(
        orkLine.startsWith("Ork: ") && orkLine.includes(" von 1 gelungen"),
        `the Ork's luck: ${orkLine}`,
      );
      await bothSizes(ayla, shots, "recap-player");
      await ayla.setViewportSize({ width: 1280, height: 800 });
      const orkRolls = await recap.getByRole("row", { name: /^Ork/ }).getByRole("cell").first().textContent();
      assert(orkRolls === "1", `the Ork's rolls in the table: ${orkRolls}`);
      await ayla.setViewportSize(PHONE);
    });

    await step("recap: „Markdown kopieren“ copies what GET …/recap answers", async () => {
      await contexts[1].grantPermissions(["clipboard-read", "clipboard-write"], { origin: url });
      await ayla.getByRole("button", { name: "Rückblick als Markdown kopieren" }).click();
      await ayla.getByText("✓ Kopiert").waitFor();
      const copied = await ayla.evaluate(() => navigator.clipboard.readText());
      const events = await asMember(ayla, tableId, "/events", null);
      const start = events.body.events.find((e) => e.kind === "session" && e.command === "start").seq;
      const answer = await asMember(ayla, tableId, `/recap?session=${start}`, null);
      assert(answer.status === 200, `GET /recap: HTTP ${answer.status}`);
      assert(copied === answer.body.markdown, `copied:\n${copied}\nserver:\n${answer.body.markdown}`);
      assert(copied.startsWith("**Der Leibwächter**\n"), `Markdown: ${copied}`);
    });

    await step("recap: printed on a page of its own, without the app around it", async () => {
      await ayla.setViewportSize({ width: 800, height: 1100 });
      await ayla.emulateMedia({ media: "print" });
      const hidden = await ayla.evaluate(() =>
        ["nav.tabs", ".status", '[data-testid="recap"] button'].map((s) => {
          const el = document.querySelector(s);
          return el === null || getComputedStyle(el).display === "none";
        }),
      );
      assert(hidden.every(Boolean), `visible on paper: ${JSON.stringify(hidden)}`);
      await ayla.screenshot({ path: join(shots, "recap-print.png"), fullPage: true });
      await ayla.emulateMedia({ media: "screen" });
      await ayla.setViewportSize(PHONE);
    });

    await step("recap: in English", async () => {
      await ayla.getByRole("button", { name: /^EN – / }).click();
      const recap = ayla.getByTestId("recap");
      await recap.getByRole("heading", { name: "Dice luck" }).waitFor();
      const text = await recap.textContent();
      assert(text.includes("“Klettern”") && !text.includes("Würfelglück"), `English recap: ${text}`);
      await shot(ayla, shots, "recap-player-en");
      await ayla.getByRole("button", { name: /^DE – / }).click();
    });
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
  }
}

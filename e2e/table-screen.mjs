// The table screen (issue #27): a TV at the real table. The GM of a FoKa table (five fighters) finds its QR code
// and link under „Tisch“ — made from the table's viewer invite, never the GM's — and opens it on a
// TV (1920×1080): the screen joins once as a viewer under its own record (the token leaves the
// address) and follows the table live: the fight's order with every fighter's TP bar and wound
// boxes, the secret NPC a „Verborgene Gestalt“ whose name never reaches the TV, Ayla's blow big
// with its dice and the chance it had, an open roll request until it is answered, the log's last
// lines; a secret roll of the GM's never shows; after the fight the log takes its place; revoked,
// the TV says so. Screenshots at 1920×1080 and 1280×800; axe on them and on the GM's settings.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  asMember,
  assert,
  assertAccessible,
  assertNoHorizontalScroll,
  DESKTOP,
  joinTable,
  keyLikeText,
  openView,
  startSharedTable,
} from "./helpers.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
const LAZARO = JSON.parse(readFileSync(`${ROOT}examples/characters/lazaro.json`, "utf8"));
const TV = { width: 1920, height: 1080 };

/** An NPC of the GM's, built on Lazaro's sheet (FoKa: a weapon with its damage). */
const npc = (name, secret) => ({
  ...LAZARO,
  name,
  npc: true,
  secret,
  weapons: [{ name: "Keule", damage: 3 }],
});

/** The screen's last roll once it shows the roll with table-stream number `seq`. */
const lastRoll = (tv, seq) => tv.locator(`[data-testid="screen-last-roll"][data-seq="${seq}"]`).waitFor();

export async function tableScreenScenarios({ browser, url, shots, step }) {
  const gmContext = await browser.newContext({ viewport: DESKTOP, locale: "de-DE" });
  const aylaContext = await browser.newContext({ viewport: DESKTOP, locale: "de-DE" });
  const tvContext = await browser.newContext({ viewport: TV, locale: "de-DE" });
  const [gm, ayla, tv] = await Promise.all([gmContext, aylaContext, tvContext].map((c) => c.newPage()));
  let tableId = "";
  let lazaro = "";
  let ork = "";
  let shadowId = "";
  let screenLink = "";

  await step("screen: a FoKa table in a fight — Lazaro, a secret Schatten, an Ork", async () => {
    const created = await startSharedTable(gm, url, "Fernsehabend", /^FoKa/);
    tableId = created.tableId;
    await joinTable(gm, created.gmLink, "Mara");
    await joinTable(ayla, created.playerLink, "Ayla");
    const saved = await asMember(ayla, tableId, "/characters", LAZARO);
    assert(saved.status === 201, `Ayla's character: HTTP ${saved.status}`);
    lazaro = saved.body.id;
    const shadow = await asMember(gm, tableId, "/characters", npc("Schatten", true));
    assert(shadow.status === 201, `the Schatten: HTTP ${shadow.status}`);
    shadowId = shadow.body.id;
    const orc = await asMember(gm, tableId, "/characters", npc("Ork", false));
    assert(orc.status === 201, `the Ork: HTTP ${orc.status}`);
    ork = orc.body.id;
    // Two more of the Ork's kind: five fighters, as at a real table.
    const more = [];
    for (const name of ["Wolf", "Räuberhauptmann"]) {
      const saved = await asMember(gm, tableId, "/characters", npc(name, false));
      assert(saved.status === 201, `${name}: HTTP ${saved.status}`);
      more.push({ characterId: saved.body.id });
    }
    const start = await asMember(gm, tableId, "/combat", {
      command: "start",
      participants: [{ characterId: lazaro }, { characterId: shadow.body.id }, { characterId: ork }, ...more],
    });
    assert(start.status === 201 || start.status === 200, `the fight: HTTP ${start.status}`);
  });

  await step("screen: the GM's settings show its QR code and link, made from the viewer invite", async () => {
    await openView(gm, url, tableId, "settings");
    const section = gm.getByTestId("screen-invite");
    await section.getByRole("img", { name: "QR-Code für den Tischbildschirm" }).waitFor();
    screenLink = await section.getByTestId("screen-link").inputValue();
    const viewerLink = await gm.locator('input[data-role="viewer"]').inputValue();
    const viewerToken = new URL(viewerLink).hash.split("token=")[1].split("&")[0];
    assert(
      screenLink === `${url}/#/screen/${encodeURIComponent(tableId)}?token=${viewerToken}`,
      `the screen's link: ${screenLink}`,
    );
    await section.screenshot({ path: join(shots, "table-screen-settings.png") });
    await assertAccessible(gm, "settings with the table screen");
  });

  await step(
    "screen: the TV opens the link and joins as a viewer of its own; the token leaves the address",
    async () => {
      await tv.goto(screenLink);
      await tv.getByTestId("table-screen").waitFor();
      await tv.waitForFunction(() => !location.hash.includes("token="));
      const stored = await tv.evaluate(
        (id) => ({
          screen: JSON.parse(localStorage.getItem(`spieltisch.screen.${id}`) ?? "null"),
          membership: localStorage.getItem(`spieltisch.table.${id}`),
        }),
        tableId,
      );
      assert(stored.screen?.config.role === "viewer", `the screen's role: ${stored.screen?.config.role}`);
      assert(stored.membership === null, "the screen wrote a membership");
      // The GM sees it among the people at the table, to revoke like anyone.
      const people = (await asMember(gm, tableId, "/credentials", null)).body.credentials;
      assert(
        people.some((c) => c.kind === "member" && c.role === "viewer" && c.name === "Tischbildschirm"),
        "the screen is not among the members",
      );
      await tv.locator('[data-live="live"]').waitFor();
      const fighters = await tv.getByTestId("screen-fighter").locator("strong").allTextContents();
      assert(
        JSON.stringify(fighters) ===
          JSON.stringify([LAZARO.name, "Verborgene Gestalt", "Ork", "Wolf", "Räuberhauptmann"]),
        `the order: ${fighters.join(", ")}`,
      );
      await tv.getByTestId("screen-fighter-hidden").waitFor();
      await tv
        .getByTestId("screen-on-turn")
        .filter({ hasText: `Am Zug: ${LAZARO.name}` })
        .waitFor();
    },
  );

  await step(
    "screen: Ayla's blow shows big, live: who, the dice, who hit whom, the chance before",
    async () => {
      const rolled = await asMember(ayla, tableId, "/rolls", {
        action: "melee",
        options: {},
        actor: lazaro,
        skill: "Nahkampf",
        opponent: ork,
        opponentSkill: "Nahkampf",
        apply: true,
      });
      assert(rolled.status === 201, `the blow: HTTP ${rolled.status} ${JSON.stringify(rolled.body)}`);
      const blow = rolled.body;
      await lastRoll(tv, blow.seq);
      const what = await tv.getByTestId("screen-roll-what").textContent();
      assert(what === `${LAZARO.name} gegen Ork · Nahkampf`, `who and what: ${what}`);
      const by = await tv.locator(".screen-roll-by").textContent();
      assert(by === "gewürfelt von Ayla", `who threw: ${by}`);
      const faces = await tv.getByTestId("screen-dice").locator("li").allTextContents();
      const dice = [...blow.attacker.dice, ...blow.defender.dice].map(String);
      assert(JSON.stringify(faces) === JSON.stringify(dice), `the dice: ${faces} (rolled ${dice})`);
      const result = await tv.getByTestId("screen-roll-result").textContent();
      const hit = blow.hit === "defender" ? `${LAZARO.name} trifft Ork` : `Ork trifft ${LAZARO.name}`;
      assert(result === `${hit}: Schaden ${blow.damage}`, `the result: ${result}`);
      const chance = await tv.getByTestId("screen-roll-chance").textContent();
      const percent = `${(blow.pDefenderHit * 100).toFixed(1).replace(".", ",")}\u00a0%`;
      assert(
        chance.startsWith("Vor dem Wurf – Chance, den Verteidiger zu treffen: ") &&
          chance.replace(/\s/g, " ").endsWith(percent.replace(/\s/g, " ")),
        `the chance: ${chance} (the roll's ${blow.pDefenderHit})`,
      );
      // The turn moved on by itself: the hidden one acts, nameless on the TV too.
      await tv.getByTestId("screen-on-turn").filter({ hasText: "Am Zug: Verborgene Gestalt" }).waitFor();
      // The Ork's or Lazaro's TP bar follows the booked blow.
      const struck = blow.hit === "defender" ? ork : lazaro;
      const tp = (await asMember(gm, tableId, `/characters/${encodeURIComponent(struck)}`, null)).body
        .condition.tp;
      const name = struck === ork ? "Ork" : LAZARO.name;
      await tv.waitForFunction(
        ([label, value]) =>
          document.querySelector(`meter[aria-label="${label}"]`)?.getAttribute("value") === String(value),
        [`${name}: Trefferpunkte`, tp],
      );
    },
  );

  await step("screen: the hidden one's blow shows with its name hidden: „Verborgene Gestalt“", async () => {
    const rolled = await asMember(gm, tableId, "/rolls", {
      action: "melee",
      options: {},
      actor: shadowId,
      skill: "Nahkampf",
      opponent: lazaro,
      opponentSkill: "Nahkampf",
      apply: true,
    });
    assert(
      rolled.status === 201,
      `the hidden one's blow: HTTP ${rolled.status} ${JSON.stringify(rolled.body)}`,
    );
    await tv
      .getByTestId("screen-roll-what")
      .filter({ hasText: `Verborgene Gestalt gegen ${LAZARO.name}` })
      .waitFor();
    const result = await tv.getByTestId("screen-roll-result").textContent();
    const hit =
      rolled.body.hit === "defender"
        ? `Verborgene Gestalt trifft ${LAZARO.name}`
        : `${LAZARO.name} trifft Verborgene Gestalt`;
    assert(result === `${hit}: Schaden ${rolled.body.damage}`, `the result: ${result}`);
    const owners = await tv.locator(".screen-dice-owner").allTextContents();
    assert(
      JSON.stringify(owners) === JSON.stringify(["Verborgene Gestalt", LAZARO.name]),
      `the dice: ${owners}`,
    );
    // Its chance would tell the room how good the hidden one is.
    assert((await tv.getByTestId("screen-roll-chance").count()) === 0, "the hidden one's chance shows");
    assert(!(await tv.content()).includes("Schatten"), "the TV names the Schatten");
    const keys = await keyLikeText(tv);
    assert(keys.length === 0, `key-like words: ${keys.join(", ")}`);
  });

  await step(
    "screen: an open roll request shows until its answer; the GM's secret roll never does",
    async () => {
      const asked = await asMember(gm, tableId, "/roll-requests", {
        action: "check",
        options: { target: 12 },
        label: "Über die Mauer",
        actor: lazaro,
        skill: "Gewandt",
      });
      assert(asked.status === 201, `the request: HTTP ${asked.status} ${JSON.stringify(asked.body)}`);
      const request = tv.getByTestId("screen-request");
      await request
        .filter({ hasText: `Über die Mauer (Probe) · ${LAZARO.name} · Erfolgschance: ` })
        .waitFor();
      const before = await tv.getByTestId("screen-last-roll").getAttribute("data-seq");
      const secret = await asMember(gm, tableId, "/rolls", {
        action: "check",
        options: { value: 3, target: 20 },
        secret: true,
      });
      assert(secret.status === 201, `the secret roll: HTTP ${secret.status}`);
      const note = await asMember(gm, tableId, "/notes", { text: "Regen setzt ein." });
      assert(note.status === 201, `the note: HTTP ${note.status}`);
      await tv.getByTestId("screen-log").getByText("Mara: Regen setzt ein.").waitFor();
      assert(
        (await tv.getByTestId("screen-last-roll").getAttribute("data-seq")) === before,
        "a secret roll reached the TV",
      );
      assert(!(await tv.content()).includes("Schatten"), "the TV names the Schatten");
      await shotAt(tv, shots, TV, "table-screen-1920x1080");
      await shotAt(tv, shots, DESKTOP, "table-screen-1280x800");
      await tv.setViewportSize(TV);
      // The answer closes the request on the TV.
      const answered = await asMember(ayla, tableId, "/rolls", {
        action: "check",
        options: {},
        requestId: asked.body.requestId,
      });
      assert(answered.status === 201, `the answer: HTTP ${answered.status} ${JSON.stringify(answered.body)}`);
      await lastRoll(tv, answered.body.seq);
      await tv.getByTestId("screen-requests").waitFor({ state: "detached" });
      await tv
        .getByTestId("screen-roll-chance")
        .filter({ hasText: "Vor dem Wurf – Erfolgschance: " })
        .waitFor();
    },
  );

  await step(
    "screen: a crowded fight (eleven fighters) fits on the screen at 1280×800 and 1920×1080",
    async () => {
      const joined = [];
      for (const name of ["Bandit 1", "Bandit 2", "Bandit 3", "Bandit 4", "Bandit 5", "Bandit 6"]) {
        const saved = await asMember(gm, tableId, "/characters", npc(name, false));
        assert(saved.status === 201, `${name}: HTTP ${saved.status}`);
        joined.push({ characterId: saved.body.id });
      }
      const join = await asMember(gm, tableId, "/combat", { command: "join", participants: joined });
      assert(
        join.status === 201 || join.status === 200,
        `join: HTTP ${join.status} ${JSON.stringify(join.body)}`,
      );
      await tv.getByTestId("screen-fighter").nth(10).waitFor();
      for (const size of [DESKTOP, TV]) {
        await tv.setViewportSize(size);
        const overflow = await tv.evaluate(() => {
          const fight = document.querySelector('[data-testid="screen-fight"]');
          const last = [...document.querySelectorAll('[data-testid="screen-fighter"]')].at(-1);
          const card = fight.getBoundingClientRect();
          return {
            page: document.documentElement.scrollHeight - window.innerHeight,
            last: last.getBoundingClientRect().bottom - Math.min(card.bottom, window.innerHeight),
          };
        });
        assert(
          overflow.page <= 0 && overflow.last <= 1,
          `${size.width}×${size.height}: the fight runs over by ${JSON.stringify(overflow)}`,
        );
      }
      await shotAt(tv, shots, TV, "table-screen-crowded-1920x1080");
      await shotAt(tv, shots, DESKTOP, "table-screen-crowded-1280x800");
      await tv.setViewportSize(TV);
    },
  );

  await step(
    "screen: after the fight the log takes the wide column; a revoked screen says so, its link joins anew",
    async () => {
      const ended = await asMember(gm, tableId, "/combat", { command: "end" });
      assert(ended.status === 201 || ended.status === 200, `the end: HTTP ${ended.status}`);
      await tv.getByTestId("screen-fight").waitFor({ state: "detached" });
      await tv.locator(".screen-grid.single .screen-log").waitFor();
      await shotAt(tv, shots, TV, "table-screen-no-fight-1920x1080");
      const people = (await asMember(gm, tableId, "/credentials", null)).body.credentials;
      const screenMember = people.find((c) => c.kind === "member" && c.name === "Tischbildschirm");
      const revoked = await gm.evaluate(
        async ([id, cid]) => {
          const { token } = JSON.parse(localStorage.getItem(`spieltisch.table.${id}`));
          const response = await fetch(
            `/api/tables/${encodeURIComponent(id)}/credentials/${encodeURIComponent(cid)}`,
            {
              method: "DELETE",
              headers: { authorization: `Bearer ${token}` },
            },
          );
          return response.status;
        },
        [tableId, screenMember.id],
      );
      assert(revoked === 204, `revoking the screen: HTTP ${revoked}`);
      await tv
        .getByRole("alert")
        .filter({ hasText: "Die Spielleitung hat diesem Bildschirm den Zugang entzogen." })
        .waitFor();
      // The dead credential is forgotten: the same link joins anew, and the screen is back.
      await tv.waitForFunction((id) => localStorage.getItem(`spieltisch.screen.${id}`) === null, tableId);
      await tv.goto(screenLink);
      await tv.locator('[data-live="live"]').waitFor();
      const again = (await asMember(gm, tableId, "/credentials", null)).body.credentials.filter(
        (c) => c.kind === "member" && c.name === "Tischbildschirm",
      );
      assert(
        again.length === 2 && again.filter((c) => !c.revoked).length === 1,
        `the screen's members: ${JSON.stringify(again)}`,
      );
    },
  );

  await Promise.all([gmContext, aylaContext, tvContext].map((c) => c.close()));
}

/**
 * The TV as it shows at `size`: a screenshot of the viewport (what the room sees), no sideways
 * scrolling, axe.
 */
async function shotAt(page, shots, size, name) {
  await page.setViewportSize(size);
  await assertNoHorizontalScroll(page, name);
  await page.screenshot({ path: join(shots, `${name}.png`) });
  await assertAccessible(page, name);
}

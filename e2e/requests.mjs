// A roll request to a character (CONTRACT §6), found in play: Lazaro at −12 was asked for a
// check at the odds of a healthy man, and the answer landed at the bottom of the page. Now the
// GM asks Ayla for a „Nahkampf“ check of Lazaro while he is wounded: the GM's form shows the odds
// with the wound malus before sending; Ayla's phone says who rolls and shows the same odds, she
// rolls with one tap, and the result appears where the prompt was; the log line names Lazaro.
// Screenshots at 360 and 1280 px; axe on the screens.
import { readFileSync } from "node:fs";
import {
  asMember,
  assert,
  assertNoHorizontalScroll,
  bothSizes,
  DESKTOP,
  joinTable,
  openView,
  PHONE,
  shot,
  startSharedTable,
} from "./helpers.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
const LAZARO = JSON.parse(readFileSync(`${ROOT}examples/characters/lazaro.json`, "utf8"));

export async function requestScenarios({ browser, url, shots, step }) {
  const contexts = await Promise.all(
    [0, 1, 2].map(() => browser.newContext({ viewport: PHONE, locale: "de-DE" })),
  );
  const [gm, ayla, bo] = await Promise.all(contexts.map((c) => c.newPage()));
  let tableId = "";
  let lazaro = "";
  let gmOdds = "";

  await step("requests: a FoKa table; Ayla brings Lazaro, who has taken two wounds (−6)", async () => {
    const created = await startSharedTable(gm, url, "Anfragen", /^FoKa/);
    tableId = created.tableId;
    const { gmLink, playerLink } = created;
    await joinTable(gm, gmLink, "Mara");
    await joinTable(ayla, playerLink, "Ayla");
    await joinTable(bo, playerLink, "Bo");
    const saved = await asMember(ayla, tableId, "/characters", LAZARO);
    assert(saved.status === 201, `Ayla's character: HTTP ${saved.status}`);
    lazaro = saved.body.id;
    const wounded = await asMember(gm, tableId, `/characters/${encodeURIComponent(lazaro)}/condition`, {
      command: "wounds",
      change: 2,
    });
    assert(wounded.status === 201, `wounds: HTTP ${wounded.status} ${JSON.stringify(wounded.body)}`);
  });

  await step("requests: the GM asks for Lazaro's Nahkampf and sees the odds with his wounds", async () => {
    await openView(gm, url, tableId, "dice");
    await gm.getByRole("button", { name: "Probe", exact: true }).click();
    const form = gm.getByTestId("request-form");
    await form.getByRole("button", { name: "Um einen Wurf bitten" }).click();
    const who = form.locator("#request-actor");
    await who.locator("option", { hasText: `${LAZARO.name} (Ayla)` }).waitFor({ state: "attached" });
    await who.selectOption({ label: `${LAZARO.name} (Ayla)` });
    await form.locator("#request-skill").selectOption("Nahkampf");
    await form.locator("#request-check-target").fill("9");
    await form.getByLabel("Wofür wird gewürfelt? (optional)").fill("Nahkampf-Probe");
    const odds = form.getByTestId("play-odds");
    await odds.filter({ hasText: "Wunden −6" }).waitFor();
    gmOdds = await form.getByTestId("play-odds-value").textContent();
    const goesTo = await form.getByTestId("request-goes-to").textContent();
    assert(goesTo === `Geht an Ayla (spielt ${LAZARO.name})`, `goes to: ${goesTo}`);
    await bothSizes(gm, shots, "request-gm-form");
    await form.getByRole("button", { name: "Wurf anfordern" }).click();
    await form.getByTestId("request-sent").filter({ hasText: "Nahkampf-Probe" }).waitFor();
    return `the GM saw ${gmOdds} with −6`;
  });

  await step("requests: Ayla's phone says who rolls, with the odds and the wound malus", async () => {
    await openView(ayla, url, tableId, "dice");
    const prompt = ayla.getByTestId("roll-request").filter({ hasText: "Nahkampf-Probe" });
    await prompt.waitFor();
    const who = await prompt.getByTestId("request-actor").textContent();
    assert(who === `Es würfelt: ${LAZARO.name}`, `who rolls: ${who}`);
    await prompt.getByTestId("request-odds").filter({ hasText: "Wunden −6" }).waitFor();
    const odds = await prompt.getByTestId("odds-value").textContent();
    assert(odds === gmOdds, `Ayla sees ${odds}, the GM saw ${gmOdds}`);
    const values = await prompt.getByTestId("request-values").textContent();
    assert(values.includes("Nahkampf") && values.includes("MW) 9"), `values: ${values}`);
    // Asked of Ayla, who plays Lazaro: Bo gets no prompt.
    await openView(bo, url, tableId, "dice");
    await bo.waitForTimeout(500);
    assert((await bo.getByTestId("roll-request").count()) === 0, "Bo is asked to roll Lazaro");
    await bothSizes(ayla, shots, "request-player-prompt");
    return `${odds}; ${values}`;
  });

  await step("requests: one tap rolls as Lazaro; the result stands where the prompt was", async () => {
    const prompt = ayla.getByTestId("roll-request").filter({ hasText: "Nahkampf-Probe" });
    const place = await prompt.boundingBox();
    const [response] = await Promise.all([
      ayla.waitForResponse((r) => r.url().endsWith("/rolls") && r.request().method() === "POST"),
      prompt.getByRole("button", { name: "Würfeln" }).click(),
    ]);
    assert(response.status() === 201, `answer refused: HTTP ${response.status()} ${await response.text()}`);
    const roll = await response.json();
    const malus = (roll.actor?.modifiers ?? []).reduce((sum, m) => sum + m.amount, 0);
    assert(roll.actor?.character === lazaro && malus === -6, `rolled as ${JSON.stringify(roll.actor)}`);
    const answer = ayla.getByTestId("request-answer");
    await answer.waitFor();
    const box = await answer.boundingBox();
    assert(
      place && box && Math.abs(box.y - place.y) < 2,
      `the answer is at ${box?.y}, the prompt was at ${place?.y}`,
    );
    const text = await answer.textContent();
    assert(text.includes("Gewürfelt: Nahkampf-Probe") && text.includes(LAZARO.name), `answer: ${text}`);
    assert(text.includes("Die Chance vor dem Wurf war"), `no chance in the answer: ${text}`);
    assert((await ayla.getByTestId("roll-request").count()) === 0, "the prompt is still there");
    await bothSizes(ayla, shots, "request-player-answer");
    return text;
  });

  await step("requests: the log line names Lazaro", async () => {
    await openView(bo, url, tableId, "log");
    const line = bo.locator('[data-testid=log] li[data-kind="roll"]', { hasText: "Nahkampf-Probe" }).first();
    await line.waitFor();
    const text = await line.textContent();
    assert(text.includes(LAZARO.name) && text.includes("Ayla"), `log line: ${text}`);
    const asked = await bo
      .locator('[data-testid=log] li[data-kind="roll-request"]', { hasText: "Nahkampf-Probe" })
      .first()
      .textContent();
    assert(asked.includes(`es würfelt ${LAZARO.name}`), `request line: ${asked}`);
    await assertNoHorizontalScroll(bo, "request-log");
    await shot(bo, shots, "request-log");
    await bo.setViewportSize(DESKTOP);
    await shot(bo, shots, "request-log");
    await bo.setViewportSize(PHONE);
    return text;
  });

  await Promise.all(contexts.map((c) => c.close()));
}

// Play state at a shared FoKa table (issue #14): a GM and two players on three phones. The GM
// creates an NPC in a few taps and attacks a player's character with „Ergebnis anwenden“; the
// player's Heft shows the lost TP and the mali, a reload keeps them, the other player reads the
// log line. Screenshots at 360 and 1280 px; axe-core on the screens.
import { readFileSync } from "node:fs";
import {
  asMember,
  assert,
  bothSizes,
  joinTable,
  openView,
  PHONE,
  printedNumber,
  startSharedTable,
} from "./helpers.mjs";

const ROOT = new URL("..", import.meta.url).pathname;
const LAZARO = JSON.parse(readFileSync(`${ROOT}examples/characters/lazaro.json`, "utf8"));

export async function playScenarios({ browser, url, shots, step }) {
  const contexts = await Promise.all(
    [0, 1, 2].map(() => browser.newContext({ viewport: PHONE, locale: "de-DE" })),
  );
  const [gm, ayla, bo] = await Promise.all(contexts.map((c) => c.newPage()));
  let tableId = "";
  let lazaro = "";

  await step("play: a FoKa table, a GM and two players on phones", async () => {
    const created = await startSharedTable(gm, url, "Kampfabend", /^FoKa/);
    tableId = created.tableId;
    const { gmLink, playerLink } = created;
    await joinTable(gm, gmLink, "Mara");
    await joinTable(ayla, playerLink, "Ayla");
    await joinTable(bo, playerLink, "Bo");
    const saved = await asMember(ayla, tableId, "/characters", LAZARO);
    assert(saved.status === 201, `Ayla's character: HTTP ${saved.status}`);
    lazaro = saved.body.id;
  });

  await step("play: the GM creates an NPC in a few taps", async () => {
    await openView(gm, url, tableId, "sheet");
    await gm.getByLabel("Name", { exact: true }).fill("Ork");
    // A strong Ork (Stark ++, Nahkampf ++), so his blows land before Lazaro's do him in.
    await gm.getByLabel("Wert „Stark“").selectOption("++");
    await gm.getByLabel("Wert „Nahkampf“").selectOption("++");
    await gm.getByRole("button", { name: "NSC speichern" }).click();
    await gm.getByText("Ork ist am Tisch.").waitFor();
    // The GM's Heft: the NPC's condition with the commands form, and the NPC form.
    await gm.getByTestId("condition").waitFor();
    await bothSizes(gm, shots, "play-npc");
  });

  await step("play: the Ork attacks Lazaro with „Ergebnis anwenden“ until a blow wounds him", async () => {
    await openView(gm, url, tableId, "dice");
    await gm.getByRole("button", { name: "Nahkampf", exact: true }).click();
    await gm.locator("#play-actor option", { hasText: "Ork (NSC)" }).waitFor({ state: "attached" });
    await gm.selectOption("#play-actor", { label: "Ork (NSC)" });
    await gm.selectOption("#play-actor-value", "Nahkampf");
    await gm.selectOption("#play-opponent", { label: LAZARO.name });
    await gm.selectOption("#play-opponent-value", "Nahkampf");
    // An axe (6) makes a wound likely: damage above WS 4 is a wound (−3 on every roll).
    await gm.getByLabel("Angreifer: Waffenschaden").fill("6");
    await gm.getByLabel("Ergebnis anwenden").check();
    await gm.getByTestId("play-odds-value").waitFor();
    const mali = await gm.getByTestId("play-odds").textContent();
    assert(mali.includes("Ork: keine Mali auf Proben"), `odds panel: ${mali}`);
    await bothSizes(gm, shots, "play-dice");
    for (let attempt = 1; attempt <= 20; attempt++) {
      const [response] = await Promise.all([
        gm.waitForResponse((r) => r.url().endsWith("/rolls") && r.request().method() === "POST"),
        gm.getByRole("button", { name: "Würfeln", exact: true }).click(),
      ]);
      assert(response.status() === 201, `roll refused: HTTP ${response.status()} ${await response.text()}`);
      const { body } = await asMember(gm, tableId, `/characters/${encodeURIComponent(lazaro)}`, null);
      // Stop at the first wound of either kind: going on could kill him (then nothing heals).
      if (body.condition.wounds > 0 || body.condition.criticalWounds > 0) {
        return `Lazaro at ${body.condition.tp} TP, ${body.condition.wounds} wound(s), ${body.condition.criticalWounds} critical, after ${attempt} exchange(s)`;
      }
    }
    throw new Error("the Ork never wounded Lazaro in 20 exchanges");
  });

  await step("play: Ayla's Heft shows the lost TP and the mali, and a reload keeps them", async () => {
    const { body } = await asMember(ayla, tableId, `/characters/${encodeURIComponent(lazaro)}`, null);
    const expected = `${printedNumber(body.condition.tp)}/12 TP`;
    await openView(ayla, url, tableId, "sheet");
    const points = ayla.getByTestId("condition-points");
    await points.filter({ hasText: expected }).waitFor();
    const mali = await ayla.getByTestId("condition-mali").textContent();
    assert(/−\d+ auf alle Proben: .*Wunden −\d+/.test(mali), `Ayla's mali: ${mali}`);
    await bothSizes(ayla, shots, "play-sheet");
    await ayla.reload();
    await ayla.getByTestId("condition-points").filter({ hasText: expected }).waitFor();
    assert((await ayla.getByTestId("condition-mali").textContent()) === mali, "the mali changed on reload");
    return `${expected}; ${mali}`;
  });

  await step("play: Bo reads what happened in the log, in German", async () => {
    await openView(bo, url, tableId, "log");
    const line = bo.locator('[data-testid=log] li[data-kind="roll"]', {
      hasText: `Ork trifft ${LAZARO.name}`,
    });
    await line.first().waitFor();
    const text = await line.first().textContent();
    assert(text.includes(`${LAZARO.name}: `) && text.includes("TP"), `log line: ${text}`);
    await bothSizes(bo, shots, "play-log", { checkAxe: false });
    return text;
  });

  await step("play: the GM's healing week for everyone; Ayla's Heft follows live", async () => {
    await openView(gm, url, tableId, "heal");
    await gm.getByLabel("Wo verbringen sie die Woche?").selectOption("hospital");
    await gm.getByRole("button", { name: "Woche für alle würfeln und anwenden" }).click();
    const result = gm.getByTestId("heal-week-result");
    await result.waitFor();
    const { body } = await asMember(ayla, tableId, `/characters/${encodeURIComponent(lazaro)}`, null);
    const expected = `${printedNumber(body.condition.tp)}/12 TP`;
    // What the week changed, then where he is now: „TP 3 → 6 – jetzt 6/12 TP, …“.
    const text = (await result.textContent()) ?? "";
    assert(text.includes(`${LAZARO.name}: TP `) && text.includes(`– jetzt ${expected}`), text);
    // Ayla's Heft is still open: the applied rolls reach it over the live socket.
    await ayla.getByTestId("condition-points").filter({ hasText: expected }).waitFor();
    await bothSizes(gm, shots, "play-heal-week");
    return `${LAZARO.name} at ${expected} after a week in hospital`;
  });

  await Promise.all(contexts.map((c) => c.close()));
}

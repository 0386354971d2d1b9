// A fight the GM can run (issues #14 and #26): a GM and two players on three phones at 360 px, a
// FoKa table. The GM creates an Ork and a secret Schatten right in the combat view and starts a
// fight of Lazaro, the Schatten and the Ork; Ayla's panel opens on Lazaro's own value, his Degen
// and the first other fighter — the „Verborgene Gestalt“ — and she books a blow on it without ever
// seeing its name; the turn moves on by itself after her roll; Bo's Brida joins the running fight;
// „×“ and „Kampf beenden“ ask first; Lazaro is beaten down and the due TP check shows its chance
// before and its outcome in a sentence after, on Ayla's phone; then the GM's healing week.
// Screenshots at 360 and 1280 px; axe on the screens.
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
const BRIDA = { ...LAZARO, name: "Brida", weapons: [{ name: "Kurzschwert", damage: 3 }] };

/** Waits until the page says whose turn it is. */
const onTurn = (page, text) => page.getByTestId("combat-on-turn").filter({ hasText: text }).waitFor();

/** Clicks „Würfeln und Ergebnis anwenden“ and waits for the server's 201. */
async function rollAndApply(page, what) {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith("/rolls") && r.request().method() === "POST"),
    page.getByRole("button", { name: "Würfeln und Ergebnis anwenden" }).click(),
  ]);
  assert(response.status() === 201, `${what}: HTTP ${response.status()} ${await response.text()}`);
  return response.json();
}

export async function combatScenarios({ browser, url, shots, step }) {
  const contexts = await Promise.all(
    [0, 1, 2].map(() => browser.newContext({ viewport: PHONE, locale: "de-DE" })),
  );
  const [gm, ayla, bo] = await Promise.all(contexts.map((c) => c.newPage()));
  let tableId = "";
  let lazaro = "";
  let shadow = "";
  const character = async (id) =>
    (await asMember(gm, tableId, `/characters/${encodeURIComponent(id)}`, null)).body;

  await step("combat: a FoKa table; Ayla and Bo bring their characters", async () => {
    const created = await startSharedTable(gm, url, "Kampfabend", /^FoKa/);
    tableId = created.tableId;
    const { gmLink, playerLink } = created;
    await joinTable(gm, gmLink, "Mara");
    await joinTable(ayla, playerLink, "Ayla");
    await joinTable(bo, playerLink, "Bo");
    const saved = await asMember(ayla, tableId, "/characters", LAZARO);
    assert(saved.status === 201, `Ayla's character: HTTP ${saved.status}`);
    lazaro = saved.body.id;
    const brida = await asMember(bo, tableId, "/characters", BRIDA);
    assert(brida.status === 201, `Bo's character: HTTP ${brida.status}`);
  });

  await step("combat: the GM creates an Ork and a secret Schatten right there and starts", async () => {
    await openView(gm, url, tableId, "combat");
    await gm.getByText("Neuen NSC anlegen").click();
    for (const [name, secret] of [
      ["Ork", false],
      ["Schatten", true],
    ]) {
      await gm.getByLabel("Name", { exact: true }).fill(name);
      await gm.getByLabel("Wert „Stark“").selectOption("++");
      await gm.getByLabel("Wert „Nahkampf“").selectOption("+");
      await gm.getByLabel("geheim (die Spieler sehen ihn nicht)").setChecked(secret);
      await gm.getByRole("button", { name: "NSC speichern" }).click();
      await gm.getByRole("checkbox", { name: `${name} (NSC)` }).waitFor();
    }
    // The start says why it waits: nobody ticked yet.
    await gm.getByText("Kreuze an, wer mitkämpft").waitFor();
    // FoKa prints no initiative: the GM's order, as ticked — Lazaro first, then the Schatten.
    for (const name of [LAZARO.name, "Schatten (NSC)", "Ork (NSC)"])
      await gm.getByRole("checkbox", { name }).check();
    await gm
      .getByTestId("combat-seating")
      .filter({ hasText: `${LAZARO.name}, Schatten, Ork` })
      .waitFor();
    await bothSizes(gm, shots, "combat-setup");
    await gm.getByRole("button", { name: "Kampf beginnen" }).click();
    await onTurn(gm, `Am Zug: ${LAZARO.name}`);
    const fight = (await asMember(gm, tableId, "/combat", null)).body;
    shadow = fight.order.find((f) => f.name === "Schatten").characterId;
    await openView(bo, url, tableId, "combat");
    await openView(ayla, url, tableId, "combat");
    await onTurn(bo, `Am Zug: ${LAZARO.name}`);
    await onTurn(ayla, "Du bist am Zug!");
  });

  await step(
    "combat: Ayla's panel opens on Lazaro's own value, his Degen and the „Verborgene Gestalt“; she books a blow on it",
    async () => {
      const turn = ayla.getByTestId("combat-turn");
      await turn.getByRole("button", { name: "Nahkampf", exact: true, pressed: true }).waitFor();
      const skill = await ayla.locator("#combat-skill").inputValue();
      assert(skill.startsWith("Nahkampf"), `Lazaro's value: ${skill}`);
      assert((await ayla.locator("#combat-weapon").inputValue()) === "Degen", "Lazaro's weapon");
      const target = await ayla.locator("#combat-target option:checked").textContent();
      assert(target === "Verborgene Gestalt", `the first other fighter: ${target}`);
      await turn.getByTestId("combat-hidden-target").waitFor();
      await turn.getByTestId("play-odds-value").waitFor();
      const gear = await turn.getByTestId("play-gear").textContent();
      assert(gear === `${LAZARO.name}: Degen (Schaden 4)`, `gear in words: ${gear}`);
      // A blow he cannot lose: the Angreifer's value typed over the sheet's, and named as such.
      await turn.getByTestId("combat-values").click();
      await turn.getByLabel("Angreifer: Wert").fill("30");
      await turn.getByTestId("play-override").filter({ hasText: "→ 30" }).waitFor();
      await bothSizes(ayla, shots, "combat-player-turn");
      const page = await ayla.content();
      assert(!page.includes("Schatten") && !page.includes(shadow), "Ayla's page names the Schatten");
      const before = (await character(shadow)).condition.tp;
      const seen = await rollAndApply(ayla, "Ayla's blow");
      // The hidden side: its modifiers and the digest the dice are bound to (CONTRACT §5, the third
      // derivation) — never its name or id.
      assert(
        JSON.stringify(Object.keys(seen.opponent ?? {}).sort()) === '["digest","modifiers"]' &&
          JSON.stringify(seen.opponent.modifiers) === "[]" &&
          /^[0-9a-f]{64}$/.test(seen.opponent.digest),
        `her roll's other side: ${JSON.stringify(seen.opponent)}`,
      );
      const after = (await character(shadow)).condition.tp;
      assert(after < before, `the Schatten's TP: ${before} → ${after}`);
      // The turn moved on by itself, in the roll's commit: no tap of the GM's.
      await onTurn(gm, "Am Zug: Schatten");
      await onTurn(ayla, "Am Zug: Verborgene Gestalt");
      await bothSizes(ayla, shots, "combat-player-rolled");
      const last = await ayla.getByTestId("combat-last-roll").textContent();
      assert(
        last.includes(`${LAZARO.name} trifft Verborgene Gestalt`) && !last.includes("Schatten"),
        `Ayla's last roll: ${last}`,
      );
      const gmLast = await gm.getByTestId("combat-last-roll").textContent();
      assert(gmLast.includes(`${LAZARO.name} trifft Schatten`), `the GM's last roll: ${gmLast}`);
      const events = JSON.stringify((await asMember(ayla, tableId, "/events?after=0", null)).body);
      assert(!events.includes("Schatten") && !events.includes(shadow), "Ayla's log names the Schatten");
      return `Schatten ${before} → ${after} TP`;
    },
  );

  await step("combat: Brida joins the running fight; „×“ asks first", async () => {
    await gm.getByRole("button", { name: "Nächster Zug" }).click();
    await onTurn(gm, "Am Zug: Ork");
    const join = gm.getByTestId("combat-join");
    await join.getByText("Neu in den Kampf holen").click();
    await join.getByRole("checkbox", { name: "Brida" }).check();
    await join.getByRole("button", { name: "In den Kampf holen" }).click();
    const place = (page, n) => page.locator(`[data-testid=combat-order] > li:nth-child(${n}) strong`);
    await place(gm, 4).filter({ hasText: "Brida" }).waitFor();
    await place(bo, 4).filter({ hasText: "Brida" }).waitFor();
    await onTurn(gm, "Am Zug: Ork");
    // Taking someone out asks once more, in place; „Abbrechen“ keeps them.
    await gm.getByRole("button", { name: "Ork aus dem Kampf nehmen" }).click();
    const ask = gm.getByRole("group", { name: "Ork aus dem Kampf nehmen?" });
    await ask.waitFor();
    await bothSizes(gm, shots, "combat-remove-asks");
    await ask.getByRole("button", { name: "Abbrechen" }).click();
    await place(gm, 3).filter({ hasText: "Ork" }).waitFor();
    await bothSizes(gm, shots, "combat-gm-turn");
  });

  await step("combat: the Ork strikes Lazaro; the turn moves on to Brida by itself", async () => {
    const turn = gm.getByTestId("combat-turn");
    await turn.getByRole("heading", { name: "Was tut Ork?" }).waitFor();
    const target = await gm.locator("#combat-target option:checked").textContent();
    assert(target === LAZARO.name, `the Ork's first target: ${target}`);
    await turn.getByTestId("play-odds-value").waitFor();
    await turn.getByTestId("combat-values").click();
    await turn.getByLabel("Angreifer: Wert").fill("30");
    await rollAndApply(gm, "the Ork's blow");
    await onTurn(bo, "Du bist am Zug!");
    await onTurn(gm, "Am Zug: Brida");
    await bothSizes(bo, shots, "combat-other-player");
  });

  await step(
    "combat: Lazaro down — the due TP check says its chance before and its outcome after",
    async () => {
      // The GM books the rest of the beating by hand: TP just under 0.
      const tp = (await character(lazaro)).condition.tp;
      if (tp > 0) {
        const hurt = await asMember(gm, tableId, `/characters/${encodeURIComponent(lazaro)}/condition`, {
          command: "damage",
          amount: tp + 1,
        });
        assert(hurt.status === 201, `damage by hand: HTTP ${hurt.status}`);
      }
      const prompt = ayla.getByTestId("combat-due");
      await prompt.waitFor();
      // Asked on Ayla's phone, not the GM's (the GM is asked for the NPCs' checks: the Schatten's).
      assert(
        (await gm.getByTestId("combat-due").filter({ hasText: LAZARO.name }).count()) === 0,
        "the GM was asked for Lazaro's check",
      );
      const odds = prompt.getByTestId("due-odds").first();
      await odds.filter({ hasText: "Chance" }).waitFor();
      const before = await odds.textContent();
      assert(
        /^Probe auf die TP-Eigenschaft \d+ gegen \d+, ohne weitere Mali – Chance \d+,\d %$/.test(before),
        `before the roll: ${before}`,
      );
      await bothSizes(ayla, shots, "combat-due");
      const [response] = await Promise.all([
        ayla.waitForResponse((r) => r.url().endsWith("/rolls") && r.request().method() === "POST"),
        prompt.getByRole("button", { name: "Jetzt würfeln" }).first().click(),
      ]);
      assert(response.status() === 201, `due check: HTTP ${response.status()} ${await response.text()}`);
      const outcome = await ayla.getByTestId("due-outcome").first().textContent();
      const body = await character(lazaro);
      const effect = body.status === "active" ? ".+" : body.status === "out" ? "kampfunfähig$" : "tot$";
      assert(
        new RegExp(
          `^${LAZARO.name}: Probe auf die TP-Eigenschaft gegen \\d+: \\d+ – (gelungen|misslungen) → ${effect}`,
        ).test(outcome),
        `after the roll: ${outcome} (${body.status})`,
      );
      await bothSizes(ayla, shots, "combat-due-outcome");
      return `${before} · ${outcome}`;
    },
  );

  await step("combat: „Kampf beenden“ asks first; then the GM's healing week for everyone", async () => {
    await gm.getByRole("button", { name: "Kampf beenden" }).click();
    await gm.getByRole("button", { name: "Weiterkämpfen" }).click();
    await gm.getByTestId("combat-on-turn").waitFor();
    await gm.getByRole("button", { name: "Kampf beenden" }).click();
    await gm.getByRole("button", { name: "Ja, Kampf beenden" }).click();
    await gm.getByRole("button", { name: "Kampf beginnen" }).waitFor();
    await openView(gm, url, tableId, "heal");
    await gm.getByLabel("Wo verbringen sie die Woche?").selectOption("hospital");
    await gm.getByRole("button", { name: "Woche für alle würfeln und anwenden" }).click();
    const result = gm.getByTestId("heal-week-result");
    await result.waitFor();
    const body = await character(lazaro);
    const text = await result.textContent();
    // The living heal and the line says what changed („TP 3 → 6 – jetzt 6/12 TP“); a dead Lazaro is refused in words (only the GM's hand can set him back).
    const expected =
      body.status === "dead"
        ? new RegExp(`${LAZARO.name}: Nicht möglich: Der Charakter ist tot`)
        : new RegExp(`${LAZARO.name}: (.+ – jetzt|unverändert –) ${printedNumber(body.condition.tp)}/12 TP`);
    assert(expected.test(text), text);
    assert(text.includes("Ork: "), text);
    await bothSizes(gm, shots, "combat-heal-week");
    return `${LAZARO.name} at ${printedNumber(body.condition.tp)}/12 TP, ${body.status}, after a week in hospital`;
  });

  await Promise.all(contexts.map((c) => c.close()));
}

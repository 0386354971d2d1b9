import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import BRUNI from "../../../../examples/characters/bruni.json" with { type: "json" };
import DORN from "../../../../examples/characters/dorn.json" with { type: "json" };
import SLIINGACH_FILE from "../../../../examples/characters/sliingach.json" with { type: "json" };
import { BROM, LINDA, SLIINGACH, TILKEI } from "../components/heft/heft-examples-test-support.js";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import SheetView from "./sheet-view.js";

beforeEach(() => {
  localStorage.clear();
  location.hash = "";
});
afterEach(cleanup);

/** Renders the Heft of one stored character at a table of its system. */
async function renderHeft(character: Record<string, unknown>, lang: "de" | "en" = "de") {
  const session = new LocalSession(
    createLocalTable({ name: "T", system: String(character.system), modules: [], houseRules: {} }),
  );
  await session.saveCharacter(null, character, null);
  const view = render(
    <I18nProvider lang={lang}>
      <SheetView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );
  const heft = view.container.querySelector("article.heft") as HTMLElement;
  expect(heft).toBeTruthy();
  return { session, heft };
}

/** The text of one Heft row (name, value, explanation) in the screen Heft. */
const rowText = (heft: HTMLElement, section: string, key: string) =>
  within(heft).getByTestId(`heft-row-${section}-${key}`).textContent ?? "";

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null");

describe("the Heft of the EWS-Urfassung", () => {
  it("Sliingach: TP 2 × SR = 30, the thresholds of the injury table, skills and GeP", async () => {
    const { heft } = await renderHeft(SLIINGACH);
    expect(rowText(heft, "combat", "tp")).toContain("30");
    expect(rowText(heft, "combat", "tp")).toContain("TP = 2 × SR (15)");
    expect(rowText(heft, "combat", "wounds")).toContain("Ein Treffer über 5 SP verwundet, ab 15 SP schwer");
    // Under ⅔ of 30 is 19 and below; ⅓ is 10; then 0, −SR, and strictly under −2 × SR (L59, L68
    // "unter -2*SR", RULINGS §7): −31 and below.
    expect(rowText(heft, "thresholds", "two-thirds")).toContain("≤ 19 TP");
    expect(rowText(heft, "thresholds", "two-thirds")).toContain("SR-Probe gegen 12");
    expect(rowText(heft, "thresholds", "one-third")).toContain("≤ 10 TP");
    expect(rowText(heft, "thresholds", "zero")).toContain("tot in 15 Kampfrunden");
    expect(rowText(heft, "thresholds", "minus-sr")).toContain("≤ −15 TP");
    expect(rowText(heft, "thresholds", "minus-two-sr")).toContain("unter −2 × SR");
    expect(rowText(heft, "thresholds", "minus-two-sr")).toContain("≤ −31 TP");
    expect(rowText(heft, "skills", "Giftnadel")).toContain("GE 14 + Stufe +3");
    expect(within(heft).getByRole("button", { name: "17: mit Giftnadel würfeln" })).toBeTruthy();
    expect(within(heft).getByRole("button", { name: "19: mit Halsstich würfeln" })).toBeTruthy();
    expect(rowText(heft, "creation", "total")).toMatch(/von 100 GeP/);
    // No Wundschwelle: the Urfassung has none.
    expect(heft.textContent).not.toContain("WS");
  });

  it("Tilkei: TP 2 × KO = 18 without SR, and the subjective balance", async () => {
    const { heft } = await renderHeft(TILKEI);
    expect(rowText(heft, "combat", "tp")).toContain("18");
    expect(rowText(heft, "combat", "tp")).toContain("TP = 2 × KO (9)");
    expect(rowText(heft, "thresholds", "two-thirds")).toContain("≤ 11 TP");
    expect(rowText(heft, "thresholds", "one-third")).toContain("≤ 6 TP");
    expect(rowText(heft, "attributes", "Konstitution")).toContain("Standard 6");
    // KO 9 is not yet hervorragend (standard + 6 = 12), but the Axt at +6 needs a disadvantage.
    expect(rowText(heft, "creation", "balance")).toContain("0 von 1 nötigen Nachteilen genommen");
  });

  it("a tap on a value opens the dice view's check with that value, as the character", async () => {
    const { session, heft } = await renderHeft(SLIINGACH);
    fireEvent.click(within(heft).getByRole("button", { name: "17: mit Giftnadel würfeln" }));
    const id = session.config.id;
    expect(stored(`spieltisch.dice.${id}.action`)).toBe("check");
    expect(stored(`spieltisch.dice.${id}.ews-urfassung.values`).check).toMatchObject({ value: 17 });
    const character = session.playCharacters()[0]!;
    expect(stored(`spieltisch.dice.${id}.play`)).toEqual({ actor: character.id, skill: "Giftnadel" });
    expect(location.hash).toBe(`#/table/${encodeURIComponent(id)}/dice`);
  });
});

describe("the Heft of Faar", () => {
  it("Dorn: LP 15, initiative 17, movement 9 m, defence 8, attacks, Heimlichkeit 13", async () => {
    const { heft } = await renderHeft(DORN);
    expect(rowText(heft, "combat", "lp")).toContain("15");
    expect(rowText(heft, "combat", "lp")).toContain("ST + KO");
    expect(rowText(heft, "combat", "initiative")).toContain("17");
    expect(rowText(heft, "combat", "movement")).toContain("9 m");
    expect(rowText(heft, "combat", "defense")).toContain("(KO + GE + IT) ÷ 3");
    expect(within(heft).getByRole("button", { name: "8: mit Verteidigung würfeln" })).toBeTruthy();
    expect(within(heft).getByRole("button", { name: "8: mit Angriff Nahkampf würfeln" })).toBeTruthy();
    expect(within(heft).getByRole("button", { name: "10: mit Angriff Fernkampf würfeln" })).toBeTruthy();
    expect(rowText(heft, "skills", "Heimlichkeit")).toContain("GE 10 + Stufe +3");
    expect(within(heft).getByRole("button", { name: "13: mit Heimlichkeit würfeln" })).toBeTruthy();
    expect(within(heft).getByRole("button", { name: "10: mit Geschicklichkeit (GE) würfeln" })).toBeTruthy();
    expect(within(heft).getByTestId("heft-grauen").textContent).toContain("W20 gegen Intuition (IT)");
    expect(rowText(heft, "xp", "left")).toContain("0");
  });

  it("the unarmed attack brings its damage; the melee attack after it leaves the weapon's to the player", async () => {
    const { session, heft } = await renderHeft(DORN);
    const id = session.config.id;
    const melee = () => stored(`spieltisch.dice.${id}.faar.values`).melee;
    fireEvent.click(within(heft).getByRole("button", { name: "8: mit Angriff waffenlos würfeln" }));
    expect(melee()).toEqual({ attack: 8, damage: "1W6/2" });
    fireEvent.click(within(heft).getByRole("button", { name: "8: mit Angriff Nahkampf würfeln" }));
    expect(melee()).toEqual({ attack: 8 });
  });

  it("the Grauen check rolls on IT in the dice view's Grauen action", async () => {
    const { session, heft } = await renderHeft(DORN);
    fireEvent.click(within(heft).getByRole("button", { name: "7: mit Grauen-Probe würfeln" }));
    const id = session.config.id;
    expect(stored(`spieltisch.dice.${id}.action`)).toBe("grauen");
    expect(stored(`spieltisch.dice.${id}.faar.values`).grauen).toEqual({ it: 7 });
  });

  it("the condition's Grauen points, their lasting consequences and the restrictions show", async () => {
    const { session } = await renderHeft(DORN);
    cleanup();
    const character = session.playCharacters()[0]!;
    await session.conditionCommand(character.id, {
      command: "set",
      condition: {
        lp: 15,
        lpMax: 15,
        dead: false,
        restrictions: [{ kind: "no-attack", roundsLeft: 1 }],
        injuries: [],
        grauen: 2,
        grauenEffects: ["gloom"],
      },
    });
    render(
      <I18nProvider lang="de">
        <SheetView session={session} query={new URLSearchParams()} />
      </I18nProvider>,
    );
    const heft = document.querySelector("article.heft") as HTMLElement;
    expect(rowText(heft, "grauen", "points")).toMatch(/^Grauen-Punkte2/);
    expect(rowText(heft, "grauen", "points")).toContain("Trübsinn");
    expect(rowText(heft, "grauen", "restrictions")).toContain("kein Angriff (diese und die nächste Runde)");
  });
});

describe("the Heft of Kampfwürfel", () => {
  it("Brom: KW and reflex dice after BE, LP, Gesamtschutz, RS per zone, the sword's damage", async () => {
    const { heft } = await renderHeft(BROM);
    expect(within(heft).getByRole("button", { name: "8 von 10: mit Kampfwürfel (KW) würfeln" })).toBeTruthy();
    expect(within(heft).getByRole("button", { name: "3 von 5: mit Reflexwürfel würfeln" })).toBeTruthy();
    expect(rowText(heft, "values", "lp")).toContain("30");
    expect(rowText(heft, "values", "heavyHit")).toContain("18");
    expect(rowText(heft, "values", "shieldBonus")).toMatch(/^Schildbonus bei der Abwehr \(KW\)1/);
    expect(rowText(heft, "armor", "total")).toContain(
      "Summe aller Rüstungswerte, Schild eingeschlossen (7) ÷ 3",
    );
    expect(rowText(heft, "armor", "total")).toMatch(/Gesamtschutz2/);
    expect(rowText(heft, "armor", "head")).toMatch(/RS Kopf2/);
    expect(rowText(heft, "armor", "torso")).toMatch(/RS Torso3/);
    expect(rowText(heft, "weapons", "0")).toContain("2–3 +12 je Treffer");
    expect(rowText(heft, "weapons", "0")).toContain("Fertigkeitsschaden 10 (5 × Faktor 2)");
  });

  it("a tap on the KW after BE rolls as Brom with that very value, not as a change by hand", async () => {
    const { session, heft } = await renderHeft(BROM);
    fireEvent.click(within(heft).getByRole("button", { name: "8 von 10: mit Kampfwürfel (KW) würfeln" }));
    const id = session.config.id;
    const brom = session.playCharacters()[0]!;
    expect(stored(`spieltisch.dice.${id}.play`)).toEqual({ actor: brom.id, skill: "Kampfwürfel nach BE" });
    expect(stored(`spieltisch.dice.${id}.kampfwuerfel.values`).melee).toMatchObject({ attackDice: 8 });
  });

  it("prints the values of the Heft, and no wound boxes: Kampfwürfel counts LP, not wounds", async () => {
    await renderHeft(BROM);
    const booklet = document.querySelector(".booklet") as HTMLElement;
    expect(within(booklet).getByTestId("heft-row-armor-total").textContent).toMatch(/^Gesamtschutz2/);
    expect(booklet.textContent).not.toContain("Wunden");
  });

  it("a weapon's tap fills the attack with its damage; Kraft rolls on four successes", async () => {
    const { session, heft } = await renderHeft(BROM);
    const id = session.config.id;
    fireEvent.click(within(heft).getByRole("button", { name: "2–3 +12 je Treffer: mit Schwert würfeln" }));
    expect(stored(`spieltisch.dice.${id}.action`)).toBe("melee");
    expect(stored(`spieltisch.dice.${id}.kampfwuerfel.values`).melee).toEqual({
      attackDice: 8,
      damage: "2-3",
      extraDamage: 2,
      weaponSkill: 7,
      skillFactor: 2,
      skillCap: 5,
    });
    fireEvent.click(within(heft).getByRole("button", { name: "5: mit Kraft (K) würfeln" }));
    expect(stored(`spieltisch.dice.${id}.kampfwuerfel.values`).check).toEqual({ pool: 5, need: 4 });
  });
});

describe("gear in the Heft and on the booklet's combat page (CONTRACT §6)", () => {
  it("Urfassung: Sliingach's Kurzschwert with his Stärke; a tap opens the melee with the weapon's dice", async () => {
    const { session, heft } = await renderHeft(SLIINGACH_FILE);
    expect(rowText(heft, "gear", "weapon-0")).toBe("Kurzschwert1W3+2, Kraftschwelle 12mit ST 13: +1");
    expect(rowText(heft, "gear", "armor-0")).toBe("LederharnischRüstungsschutz 1");
    fireEvent.click(
      within(heft).getByRole("button", { name: "1W3+2, Kraftschwelle 12: mit Kurzschwert würfeln" }),
    );
    const id = session.config.id;
    expect(stored(`spieltisch.dice.${id}.action`)).toBe("melee");
    expect(stored(`spieltisch.dice.${id}.ews-urfassung.values`).melee).toEqual({
      attackerDamage: "1W3+2",
      attackerStrength: 13,
      attackerStrengthThreshold: 12,
    });
    const booklet = document.querySelector(".booklet") as HTMLElement;
    expect(within(booklet).getByTestId("print-gear").textContent).toContain(
      "Kurzschwert1W3+2, Kraftschwelle 12",
    );
  });

  it("Kampfwürfel: Bruni's Streitaxt, Kettenhemd with RS per zone and BE, the Rundschild", async () => {
    const { heft } = await renderHeft(BRUNI);
    expect(rowText(heft, "weapons", "0")).toMatch(/^Streitaxt2–3 \+7 je Treffer/);
    expect(rowText(heft, "armor", "piece-0")).toBe("KettenhemdRS 4 (Torso 4, Arme 2), BE 1");
    expect(rowText(heft, "armor", "shield-0")).toBe(
      "RundschildRS 2, BE 1, Parade +2 KWStabilität 6, −1 je 5 Erfolge",
    );
    // (4 + 2 + 2) : 3, the shield counted (L17).
    expect(rowText(heft, "armor", "total")).toMatch(/^Gesamtschutz2/);
    const booklet = document.querySelector(".booklet") as HTMLElement;
    expect(within(booklet).getByTestId("print-gear").textContent).toContain(
      "KettenhemdRS 4 (Torso 4, Arme 2), BE 1",
    );
  });

  it("Faar: Dorn's Kurzschwert and Lederpanzer „1 an Armen und Rumpf“, the armour per hit zone", async () => {
    const { session, heft } = await renderHeft(DORN);
    expect(rowText(heft, "gear", "weapon-0")).toBe("Kurzschwert2W6, Schnitt");
    expect(rowText(heft, "gear", "armor-0")).toBe("Lederpanzer1 an Armen und Rumpf");
    expect(rowText(heft, "gear", "zones")).toContain("0 · 0 · 1 · 1 · 1 · 0");
    fireEvent.click(within(heft).getByRole("button", { name: "1W6+1, Schlag: mit Knüppel würfeln" }));
    expect(stored(`spieltisch.dice.${session.config.id}.faar.values`).melee).toEqual({
      damage: "1W6+1",
      damageType: "blunt",
    });
  });

  it("speaks English when English is chosen", async () => {
    const { heft } = await renderHeft(DORN, "en");
    expect(rowText(heft, "gear", "armor-0")).toBe("Lederpanzer1 on arms and torso");
  });
});

describe("the Heft of 3W6 + Stunts", () => {
  it("Linda: Stärke +2 as 3W6 + 2, skills as attribute + bonus, initiative 1W6 + Geschwindigkeit", async () => {
    const { heft } = await renderHeft(LINDA);
    expect(rowText(heft, "attributes", "Stärke")).toContain("Probe: 3W6 + 2");
    expect(within(heft).getByRole("button", { name: "2: mit Stärke würfeln" })).toBeTruthy();
    expect(rowText(heft, "skills", "Schleichen")).toContain("Geschick 3 + Bonus 2");
    expect(within(heft).getByRole("button", { name: "5: mit Schleichen würfeln" })).toBeTruthy();
    expect(rowText(heft, "combat", "initiative")).toContain("1W6 + 3");
    expect(rowText(heft, "combat", "dexterity")).toContain("4");
  });

  it("the initiative's tap enters the character into the initiative roll", async () => {
    const { session, heft } = await renderHeft(LINDA);
    fireEvent.click(within(heft).getByRole("button", { name: "1W6 + 3: mit Initiative würfeln" }));
    const id = session.config.id;
    expect(stored(`spieltisch.dice.${id}.action`)).toBe("initiative");
    expect(stored(`spieltisch.dice.${id}.3w6-stunts.values`).initiative).toEqual({
      participants: [{ name: "Linda", speed: 3, dexterity: 4 }],
    });
    // Initiative has no sides: nobody to roll as.
    expect(stored(`spieltisch.dice.${id}.play`)).toEqual({});
  });
});

describe("the Heft in English", () => {
  it("speaks English for every system", async () => {
    const { heft } = await renderHeft(SLIINGACH, "en");
    expect(rowText(heft, "combat", "tp")).toContain("Hit points");
    expect(screen.getByText("Tap a number to roll with it.")).toBeTruthy();
  });
});

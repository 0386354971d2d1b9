import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import DiceView from "./dice-view.js";

beforeEach(() => localStorage.clear());
afterEach(cleanup);

const actionButtons = (modules: string[]) => {
  const session = new LocalSession(createLocalTable({ name: "T", system: "ews", modules, houseRules: {} }));
  render(
    <I18nProvider lang="de">
      <DiceView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );
  const names = screen.getAllByRole("button", { pressed: false }).map((b) => b.textContent);
  const pressed = screen.getAllByRole("button", { pressed: true }).map((b) => b.textContent);
  return [...pressed, ...names];
};

describe("dice view", () => {
  it("lists only the actions the table's modules offer: no FoKa melee, shots or TP healing without foka", () => {
    const plain = actionButtons([]);
    expect(plain).toEqual(expect.arrayContaining(["Probe", "Wettstreit", "Ein-Wurf", "Heilung"]));
    for (const foka of ["Nahkampf", "Fernkampf", "Heilung (FoKa)"]) expect(plain).not.toContain(foka);
  });

  it("lists them at a table with the foka module", () => {
    expect(actionButtons(["foka"])).toEqual(
      expect.arrayContaining(["Nahkampf", "Fernkampf", "Heilung (FoKa)"]),
    );
  });
});

import { SYSTEM_IDS } from "@spieltisch/engine";
import { describe, expect, it } from "vitest";
import { ewsCharacterMessages } from "../systems/ews/character-messages.js";
import { ewsCombatMessages } from "../systems/ews/combat-messages.js";
import { urfassungCareMessages } from "../systems/ews-urfassung/care-messages.js";
import { urfassungRuleCheckMessages } from "../systems/ews-urfassung/rule-check-messages.js";
import { urfassungMessages } from "../systems/ews-urfassung/rule-messages.js";
import { PLAIN_SYSTEMS } from "../systems/plain-systems.js";
import { messageKeys, translate } from "./catalogue.js";
import { conditionMessages } from "./condition-messages.js";
import { coreMessages } from "./core-messages.js";
import { fightMessages } from "./fight-messages.js";
import { gearMessages } from "./gear-messages.js";
import { playCliMessages } from "./play-cli-messages.js";
import { recapMessages } from "./recap-messages.js";
import { remoteMessages } from "./remote-messages.js";
import { requestMessages } from "./request-messages.js";
import { serverMessages } from "./server-messages.js";
import { sheetGearMessages } from "./sheet-gear-messages.js";
import { webBuilderMessages } from "./web-builder-messages.js";
import { webCombatMessages } from "./web-combat-messages.js";
import { webEquipmentMessages } from "./web-equipment-messages.js";
import { webGearMessages } from "./web-gear-messages.js";
import { webHealMessages } from "./web-heal-messages.js";
import { webHeftMessages } from "./web-heft-messages.js";
import { webLabelMessages } from "./web-label-messages.js";
import { webMessages } from "./web-messages.js";
import { webPlayMessages } from "./web-play-messages.js";
import { webResultMessages } from "./web-result-messages.js";
import { webScreenMessages } from "./web-screen-messages.js";
import { webSettingsMessages } from "./web-settings-messages.js";
import { webStemMessages } from "./web-stem-messages.js";
import { webTableMessages } from "./web-table-messages.js";
import { webTableOptionMessages } from "./web-table-option-messages.js";

/** Every area: the general files and each system's messages (from the registry: a new system's too). */
const AREAS = {
  ...Object.fromEntries(SYSTEM_IDS.map((id) => [`${id} messages`, PLAIN_SYSTEMS[id].messages])),
  coreMessages,
  conditionMessages,
  serverMessages,
  remoteMessages,
  webMessages,
  playCliMessages,
  webTableMessages,
  webBuilderMessages,
  webPlayMessages,
  webHealMessages,
  webCombatMessages,
  webLabelMessages,
  webResultMessages,
  webHeftMessages,
  webSettingsMessages,
  webStemMessages,
  webEquipmentMessages,
  gearMessages,
  requestMessages,
  sheetGearMessages,
  webGearMessages,
  fightMessages,
  webTableOptionMessages,
  webScreenMessages,
  recapMessages,
};

/** The parts of the systems whose messages come from several files: none may define a key twice. */
const SYSTEM_PARTS = {
  ews: [ewsCharacterMessages, ewsCombatMessages],
  "ews-urfassung": [urfassungMessages, urfassungRuleCheckMessages, urfassungCareMessages],
};

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();

describe("the message catalogue", () => {
  it("defines every message in exactly one area file (a second one would silently win)", () => {
    const owners = new Map<string, string[]>();
    for (const [area, messages] of Object.entries(AREAS)) {
      for (const key of Object.keys(messages.de)) owners.set(key, [...(owners.get(key) ?? []), area]);
    }
    expect([...owners].filter(([, areas]) => areas.length > 1)).toEqual([]);
    expect(messageKeys().sort()).toEqual([...owners.keys()].sort());
  });

  it("merges a system's message files without a key defined twice", () => {
    for (const [system, parts] of Object.entries(SYSTEM_PARTS)) {
      const keys = parts.flatMap((part) => Object.keys(part.de));
      expect(new Set(keys).size, system).toBe(keys.length);
    }
  });

  it("gives each message the same placeholders in German and English", () => {
    const differ = messageKeys().filter(
      (key) => placeholders(translate("de", key)).join() !== placeholders(translate("en", key)).join(),
    );
    expect(differ).toEqual([]);
  });
});

describe("numbers in messages", () => {
  it("writes a negative number with the minus sign, never the hyphen (TP ≤ −15, Malus −2)", () => {
    expect(translate("de", "dueCheck.low-tp-death", { threshold: -15, target: 12 })).toMatch(/^TP ≤ −15:/);
    expect(translate("en", "web.roll.penalty", { penalty: -2 })).toBe("penalty −2");
    expect(translate("de", "web.roll.result", { result: 0 })).toBe("Ergebnis 0");
    expect(translate("de", "web.roll.dice", { dice: "3, 4" })).toBe("Würfel 3, 4");
  });
});

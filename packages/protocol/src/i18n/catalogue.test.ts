import { describe, expect, it } from "vitest";
import { messageKeys, translate } from "./catalogue.js";
import { conditionMessages } from "./condition-messages.js";
import { coreMessages } from "./core-messages.js";
import { ewsCharacterMessages } from "./ews-character-messages.js";
import { ewsCombatMessages } from "./ews-combat-messages.js";
import { faarMessages } from "./faar-messages.js";
import { fightMessages } from "./fight-messages.js";
import { gearMessages } from "./gear-messages.js";
import { kampfwuerfelMessages } from "./kampfwuerfel-messages.js";
import { playCliMessages } from "./play-cli-messages.js";
import { remoteMessages } from "./remote-messages.js";
import { requestMessages } from "./request-messages.js";
import { serverMessages } from "./server-messages.js";
import { sheetGearMessages } from "./sheet-gear-messages.js";
import { stuntsMessages } from "./stunts-messages.js";
import { urfassungCareMessages } from "./urfassung-care-messages.js";
import { urfassungMessages } from "./urfassung-messages.js";
import { urfassungRuleCheckMessages } from "./urfassung-rule-check-messages.js";
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
import { webSettingsMessages } from "./web-settings-messages.js";
import { webStemMessages } from "./web-stem-messages.js";
import { webTableMessages } from "./web-table-messages.js";
import { webTableOptionMessages } from "./web-table-option-messages.js";

const AREAS = {
  coreMessages,
  conditionMessages,
  ewsCharacterMessages,
  urfassungMessages,
  urfassungRuleCheckMessages,
  urfassungCareMessages,
  kampfwuerfelMessages,
  faarMessages,
  stuntsMessages,
  serverMessages,
  remoteMessages,
  ewsCombatMessages,
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

  it("gives each message the same placeholders in German and English", () => {
    const differ = messageKeys().filter(
      (key) => placeholders(translate("de", key)).join() !== placeholders(translate("en", key)).join(),
    );
    expect(differ).toEqual([]);
  });
});

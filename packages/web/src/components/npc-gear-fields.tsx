import type { Issue } from "@spieltisch/engine";
import { issuesAt } from "../lib/evaluate.js";
import { useI18n } from "../lib/i18n.js";
import { IssueList } from "./issue-list.js";

/**
 * One weapon, one piece of armour and (where the text has them) one shield for an NPC's stat block
 * in a few taps (CONTRACT §6): each a name and its system's value. Kept as typed; the file takes
 * an entry only once it has a name, and a value the file would refuse is named at its field.
 */
export interface NpcGear {
  readonly weapon: string;
  readonly damage: string;
  readonly armor: string;
  readonly protection: string;
  readonly shield: string;
  readonly shieldValue: string;
}

/** The systems whose NPCs carry gear, and how each writes a weapon's damage. */
export type NpcGearSystem = "ews" | "ews-urfassung" | "kampfwuerfel" | "faar";

/** An NPC's empty gear with the system's usual damage to start from. */
export function emptyNpcGear(system: NpcGearSystem): NpcGear {
  const damage = { ews: "3", "ews-urfassung": "1W6", kampfwuerfel: "1-1", faar: "2W6" }[system];
  return { weapon: "", damage, armor: "", protection: "1", shield: "", shieldValue: "1" };
}

/** A whole number as typed, or the text itself, so the file's schema names what is wrong. */
const numberOrText = (text: string): number | string => (/^\s*\d{1,5}\s*$/.test(text) ? Number(text) : text);

/**
 * The gear lists of an NPC file of `system`: only entries with a name, in the system's fields.
 *
 * @example
 * npcGearFile("ews", { weapon: "Säbel", damage: "3", armor: "", protection: "1", shield: "", shieldValue: "1" });
 * // { weapons: [{ name: "Säbel", damage: 3 }] }
 */
export function npcGearFile(system: NpcGearSystem, gear: NpcGear): Record<string, unknown> {
  const weapon = gear.weapon.trim();
  const armor = gear.armor.trim();
  const shield = gear.shield.trim();
  const damage = system === "ews" ? numberOrText(gear.damage) : gear.damage.trim();
  const armorValue = numberOrText(gear.protection);
  const armorField = system === "kampfwuerfel" ? "value" : "protection";
  const shieldField = system === "kampfwuerfel" ? "value" : "protection";
  const hasShield = system === "kampfwuerfel" || system === "faar";
  return {
    ...(weapon ? { weapons: [{ name: weapon, damage }] } : {}),
    ...(armor ? { armor: [{ name: armor, [armorField]: armorValue }] } : {}),
    ...(hasShield && shield
      ? { shields: [{ name: shield, [shieldField]: numberOrText(gear.shieldValue) }] }
      : {}),
  };
}

/** The gear issues that keep an NPC from being saved (a value its file would refuse). */
export const gearErrors = (issues: readonly Issue[]): Issue[] =>
  issues.filter((i) => i.severity === "error" && ["weapons", "armor", "shields"].includes(String(i.path[0])));

/** The NPC form's gear fields: weapon and damage, armour and its value, the shield where there is one. */
export function NpcGearFields({
  system,
  gear,
  onChange,
  issues,
}: {
  system: NpcGearSystem;
  gear: NpcGear;
  onChange: (gear: NpcGear) => void;
  issues: readonly Issue[];
}) {
  const { t } = useI18n();
  const set = (patch: Partial<NpcGear>) => onChange({ ...gear, ...patch });
  const numeric = { type: "number", inputMode: "numeric", min: 0 } as const;
  const invalid = (list: string, field: string) =>
    issuesAt(issues, list, 0, field).length > 0 ? true : undefined;
  return (
    <fieldset className="npc-gear">
      <legend>{t("web.npc.gear")}</legend>
      <div className="row wrap">
        <label>
          {t("web.npc.weapon")}
          <input value={gear.weapon} onChange={(e) => set({ weapon: e.target.value })} />
        </label>
        <label>
          {t("web.npc.weaponDamage")}
          <input
            {...(system === "ews" ? numeric : {})}
            value={gear.damage}
            aria-invalid={invalid("weapons", "damage")}
            onChange={(e) => set({ damage: e.target.value })}
          />
        </label>
      </div>
      <IssueList issues={issuesAt(issues, "weapons", 0)} compact />
      <div className="row wrap">
        <label>
          {t("web.npc.armor")}
          <input value={gear.armor} onChange={(e) => set({ armor: e.target.value })} />
        </label>
        <label>
          {t("web.npc.armorProtection")}
          <input
            {...numeric}
            value={gear.protection}
            aria-invalid={invalid("armor", system === "kampfwuerfel" ? "value" : "protection")}
            onChange={(e) => set({ protection: e.target.value })}
          />
        </label>
      </div>
      <IssueList issues={issuesAt(issues, "armor", 0)} compact />
      {(system === "kampfwuerfel" || system === "faar") && (
        <>
          <div className="row wrap">
            <label>
              {t("web.npc.shield")}
              <input value={gear.shield} onChange={(e) => set({ shield: e.target.value })} />
            </label>
            <label>
              {t("web.npc.shieldValue")}
              <input
                {...numeric}
                value={gear.shieldValue}
                aria-invalid={invalid("shields", system === "kampfwuerfel" ? "value" : "protection")}
                onChange={(e) => set({ shieldValue: e.target.value })}
              />
            </label>
          </div>
          <IssueList issues={issuesAt(issues, "shields", 0)} compact />
        </>
      )}
    </fieldset>
  );
}

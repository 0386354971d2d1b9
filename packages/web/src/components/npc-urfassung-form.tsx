import { CHARACTER_FORMAT } from "@spieltisch/protocol";
import { useState } from "react";
import { checkDraft } from "../lib/draft-check.js";
import { useI18n } from "../lib/i18n.js";
import { settingsOf } from "../session/local-session.js";
import type { TableSession } from "../session/types.js";
import { emptyNpcGear, gearErrors, type NpcGear, NpcGearFields, npcGearFile } from "./npc-gear-fields.js";
import { NpcShell, useNpcSave } from "./npc-shell.js";

/** What the Urfassung NPC form holds: KO (TP = 2 × KO), ST (over the Kraftschwelle), a skill on GE, gear. */
export interface UrfassungNpcDraft {
  readonly name: string;
  readonly ko: number;
  readonly st: number;
  readonly ge: number;
  readonly skill: string;
  readonly skillLevel: number;
  readonly secret: boolean;
  readonly gear?: NpcGear;
}

/**
 * An Urfassung NPC's character file (`npc: true`): Konstitution (its TP, ews-urfassung.txt L44),
 * Stärke (each point over a weapon's Kraftschwelle adds a point of damage, L145), Geschicklichkeit
 * with one fighting skill on it, and a weapon (its dice as the text writes them) and armour.
 *
 * @example
 * urfassungNpcFile({ name: "Räuber", ko: 12, st: 14, ge: 12, skill: "Nahkampf", skillLevel: 3, secret: false });
 */
export function urfassungNpcFile(draft: UrfassungNpcDraft): Record<string, unknown> {
  return {
    format: CHARACTER_FORMAT,
    system: "ews-urfassung",
    name: draft.name.trim(),
    npc: true,
    ...(draft.secret ? { secret: true } : {}),
    attributes: [
      { name: "Konstitution", short: "KO", value: draft.ko },
      { name: "Stärke", short: "ST", value: draft.st },
      { name: "Geschicklichkeit", short: "GE", value: draft.ge },
    ],
    skills: [{ name: draft.skill.trim(), attribute: "GE", level: draft.skillLevel }],
    ...(draft.gear ? npcGearFile("ews-urfassung", draft.gear) : {}),
  };
}

/** „NSC anlegen“ at an Urfassung table: KO, ST, GE, a skill, a weapon and armour. */
export function UrfassungNpcForm({ session }: { session: TableSession }) {
  const { t } = useI18n();
  const { save, view } = useNpcSave(session);
  const [draft, setDraft] = useState<UrfassungNpcDraft>({
    name: "",
    ko: 12,
    st: 12,
    ge: 12,
    skill: "Nahkampf",
    skillLevel: 3,
    secret: false,
    gear: emptyNpcGear("ews-urfassung"),
  });
  const set = (patch: Partial<UrfassungNpcDraft>) => setDraft({ ...draft, ...patch });
  const file = urfassungNpcFile(draft);
  const issues = checkDraft(file, settingsOf(session.config)).issues;
  const valid = draft.name.trim() !== "" && draft.skill.trim() !== "" && gearErrors(issues).length === 0;
  const attribute = (label: string, value: number, onChange: (n: number) => void) => (
    <label>
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </label>
  );
  return (
    <NpcShell
      name={draft.name}
      onName={(name) => set({ name })}
      secret={draft.secret}
      onSecret={(secret) => set({ secret })}
      valid={valid}
      message={view}
      onSubmit={async () => {
        if (await save(file, draft.name.trim())) set({ name: "" });
      }}
    >
      <div className="row wrap">
        {attribute(t("web.npc.constitution"), draft.ko, (ko) => set({ ko }))}
        {attribute(t("web.npc.strength"), draft.st, (st) => set({ st }))}
        {attribute("GE", draft.ge, (ge) => set({ ge }))}
      </div>
      <div className="row wrap">
        <label>
          {t("web.play.npcSkill")}
          <input value={draft.skill} onChange={(e) => set({ skill: e.target.value })} />
        </label>
        <label>
          {t("web.play.npcValue", { name: draft.skill })}
          <input
            type="number"
            inputMode="numeric"
            min={-100}
            max={100}
            value={draft.skillLevel}
            onChange={(e) => set({ skillLevel: Number(e.target.value) })}
          />
        </label>
      </div>
      <NpcGearFields
        system="ews-urfassung"
        gear={draft.gear ?? emptyNpcGear("ews-urfassung")}
        onChange={(gear) => set({ gear })}
        issues={issues}
      />
    </NpcShell>
  );
}

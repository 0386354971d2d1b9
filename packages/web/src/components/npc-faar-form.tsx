import { CHARACTER_FORMAT } from "@spieltisch/protocol";
import { useState } from "react";
import { checkDraft } from "../lib/draft-check.js";
import { useI18n } from "../lib/i18n.js";
import { settingsOf } from "../session/local-session.js";
import type { TableSession } from "../session/types.js";
import { emptyNpcGear, gearErrors, type NpcGear, NpcGearFields, npcGearFile } from "./npc-gear-fields.js";
import { NpcShell, useNpcSave } from "./npc-shell.js";

/** Faar's six attributes (CONTRACT §2: an object of name → value). */
const FAAR_ATTRIBUTES = ["ST", "KO", "GE", "IN", "IT", "CH"] as const;

/** What the Faar NPC form holds besides the name: the six attributes, one skill and the gear. */
export interface FaarNpcDraft {
  readonly name: string;
  readonly attributes: Readonly<Record<(typeof FAAR_ATTRIBUTES)[number], number>>;
  readonly skill: string;
  readonly skillLevel: number;
  readonly secret: boolean;
  /** One weapon, one piece of armour (the whole body) and a shield (faar.txt L96–L104, L141). */
  readonly gear?: NpcGear;
}

/**
 * A Faar NPC's character file (`npc: true`): the six attributes (LP = ST + KO), one skill, and a
 * weapon, armour and shield where named.
 *
 * @example
 * faarNpcFile({ name: "Wache", attributes: { ST: 8, KO: 8, GE: 8, IN: 6, IT: 6, CH: 6 }, skill: "Nahkampf", skillLevel: 3, secret: false });
 */
export function faarNpcFile(draft: FaarNpcDraft): Record<string, unknown> {
  return {
    format: CHARACTER_FORMAT,
    system: "faar",
    name: draft.name.trim(),
    npc: true,
    ...(draft.secret ? { secret: true } : {}),
    attributes: { ...draft.attributes },
    skills: [{ name: draft.skill.trim(), level: draft.skillLevel }],
    ...(draft.gear ? npcGearFile("faar", draft.gear) : {}),
  };
}

/** „NSC anlegen“ at a Faar table: the six attributes, a skill, weapon, armour and shield. */
export function FaarNpcForm({ session }: { session: TableSession }) {
  const { t } = useI18n();
  const { save, view } = useNpcSave(session);
  const [draft, setDraft] = useState<FaarNpcDraft>({
    name: "",
    attributes: { ST: 8, KO: 8, GE: 8, IN: 6, IT: 6, CH: 6 },
    skill: "Nahkampf",
    skillLevel: 3,
    secret: false,
    gear: emptyNpcGear("faar"),
  });
  const set = (patch: Partial<FaarNpcDraft>) => setDraft({ ...draft, ...patch });
  const file = faarNpcFile(draft);
  const issues = checkDraft(file, settingsOf(session.config)).issues;
  const valid = draft.name.trim() !== "" && draft.skill.trim() !== "" && gearErrors(issues).length === 0;
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
        {FAAR_ATTRIBUTES.map((a) => (
          <label key={a}>
            {a}
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={20}
              value={draft.attributes[a]}
              onChange={(e) => set({ attributes: { ...draft.attributes, [a]: Number(e.target.value) } })}
            />
          </label>
        ))}
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
            min={0}
            max={20}
            value={draft.skillLevel}
            onChange={(e) => set({ skillLevel: Number(e.target.value) })}
          />
        </label>
      </div>
      <NpcGearFields
        system="faar"
        gear={draft.gear ?? emptyNpcGear("faar")}
        onChange={(gear) => set({ gear })}
        issues={issues}
      />
    </NpcShell>
  );
}

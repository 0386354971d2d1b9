import { CHARACTER_FORMAT } from "@spieltisch/protocol";
import { useState } from "react";
import { checkDraft } from "../lib/draft-check.js";
import { useI18n } from "../lib/i18n.js";
import { settingsOf } from "../session/local-session.js";
import type { TableSession } from "../session/types.js";
import { emptyNpcGear, gearErrors, type NpcGear, NpcGearFields, npcGearFile } from "./npc-gear-fields.js";
import { NpcShell, useNpcSave } from "./npc-shell.js";

/** Creation levels an NPC's values take in the EWS ("0" is the plain level). */
const LEVELS = ["--", "-", "0", "+", "++", "+++"] as const;

/** What the EWS NPC form holds. */
export interface NpcDraft {
  readonly name: string;
  readonly attribute: string;
  readonly attributeLevel: string;
  readonly skill: string;
  readonly skillLevel: string;
  readonly secret: boolean;
  /**
   * FoKa: the Eigenschaft TP and Wundschwelle come from (`woundAttribute`; the condition reads its
   * value, 12 without one). Absent: the Eigenschaft above.
   */
  readonly woundAttribute?: string;
  /** Its level where it is not the Eigenschaft above. */
  readonly woundLevel?: string;
  /** FoKa: one weapon and one piece of armour. */
  readonly gear?: NpcGear;
}

/**
 * An EWS NPC's character file (CONTRACT §2 with `npc: true`): one Eigenschaft, one Fertigkeit on
 * it, and with FoKa the Eigenschaft for TP and WS (the one above or one of its own) and a weapon
 * and armour. The creation rules' errors are warnings for an NPC, so a stat block needs nothing else.
 *
 * @example
 * ewsNpcFile({ name: "Ork", attribute: "Stark", attributeLevel: "+", skill: "Nahkampf", skillLevel: "+", secret: false }, true);
 */
export function ewsNpcFile(draft: NpcDraft, foka: boolean): Record<string, unknown> {
  const level = (l: string) => (l === "0" ? "" : l);
  const attribute = draft.attribute.trim();
  const tp = foka ? draft.woundAttribute?.trim() || attribute : null;
  return {
    format: CHARACTER_FORMAT,
    system: "ews",
    name: draft.name.trim(),
    npc: true,
    ...(draft.secret ? { secret: true } : {}),
    attributes: [
      { name: attribute, level: level(draft.attributeLevel) },
      ...(tp && tp !== attribute ? [{ name: tp, level: level(draft.woundLevel ?? "0") }] : []),
    ],
    skills: [{ name: draft.skill.trim(), level: level(draft.skillLevel), attributes: [attribute] }],
    woundAttribute: tp,
    ...(foka && draft.gear ? npcGearFile("ews", draft.gear) : {}),
  };
}

/** „NSC anlegen“ at an EWS table: Eigenschaft, Fertigkeit, and with FoKa the TP-Eigenschaft and gear. */
export function EwsNpcForm({ session }: { session: TableSession }) {
  const { t } = useI18n();
  const { save, view } = useNpcSave(session);
  const foka = session.config.modules.includes("foka");
  const [draft, setDraft] = useState<NpcDraft>({
    name: "",
    attribute: "Stark",
    attributeLevel: "+",
    skill: "Nahkampf",
    skillLevel: "+",
    secret: false,
    gear: emptyNpcGear("ews"),
  });
  const set = (patch: Partial<NpcDraft>) => setDraft({ ...draft, ...patch });
  const file = ewsNpcFile(draft, foka);
  const issues = checkDraft(file, settingsOf(session.config)).issues;
  const tp = draft.woundAttribute ?? draft.attribute;
  const valid =
    draft.name.trim() !== "" &&
    draft.attribute.trim() !== "" &&
    draft.skill.trim() !== "" &&
    gearErrors(issues).length === 0;
  const levelSelect = (id: string, value: string, onChange: (v: string) => void) => (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
      {LEVELS.map((l) => (
        <option key={l} value={l}>
          {l}
        </option>
      ))}
    </select>
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
        <label>
          {t("web.play.npcAttribute")}
          <input value={draft.attribute} onChange={(e) => set({ attribute: e.target.value })} />
        </label>
        <label htmlFor="npc-attribute-level">
          {t("web.play.npcValue", { name: draft.attribute })}
          {levelSelect("npc-attribute-level", draft.attributeLevel, (attributeLevel) =>
            set({ attributeLevel }),
          )}
        </label>
      </div>
      <div className="row wrap">
        <label>
          {t("web.play.npcSkill")}
          <input value={draft.skill} onChange={(e) => set({ skill: e.target.value })} />
        </label>
        <label htmlFor="npc-skill-level">
          {t("web.play.npcValue", { name: draft.skill })}
          {levelSelect("npc-skill-level", draft.skillLevel, (skillLevel) => set({ skillLevel }))}
        </label>
      </div>
      {foka && (
        <>
          <div className="row wrap">
            <label>
              {t("web.npc.woundAttribute")}
              <input
                value={tp}
                aria-describedby="npc-tp-hint"
                onChange={(e) => set({ woundAttribute: e.target.value })}
              />
            </label>
            {tp.trim() !== draft.attribute.trim() && tp.trim() !== "" && (
              <label htmlFor="npc-tp-level">
                {t("web.play.npcValue", { name: tp })}
                {levelSelect("npc-tp-level", draft.woundLevel ?? "0", (woundLevel) => set({ woundLevel }))}
              </label>
            )}
          </div>
          <small id="npc-tp-hint" className="hint">
            {t("web.npc.woundAttributeHint")}
          </small>
          <NpcGearFields
            system="ews"
            gear={draft.gear ?? emptyNpcGear("ews")}
            onChange={(gear) => set({ gear })}
            issues={issues}
          />
        </>
      )}
    </NpcShell>
  );
}

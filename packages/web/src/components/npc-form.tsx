import { CHARACTER_FORMAT } from "@spieltisch/protocol";
import { useState } from "react";
import { useI18n } from "../lib/i18n.js";
import { reasonOf } from "../lib/play-commands.js";
import type { TableSession } from "../session/types.js";

/** Creation levels an NPC's values take in the EWS ("0" is the plain level). */
const LEVELS = ["--", "-", "0", "+", "++", "+++"] as const;

/** What the NPC form holds. */
export interface NpcDraft {
  readonly name: string;
  readonly attribute: string;
  readonly attributeLevel: string;
  readonly skill: string;
  readonly skillLevel: string;
  readonly secret: boolean;
}

/**
 * An EWS NPC's character file (CONTRACT §2 with `npc: true`): one Eigenschaft, one Fertigkeit on
 * it, and with FoKa that Eigenschaft for TP and WS. The creation rules' errors are warnings for an
 * NPC, so a stat block needs nothing else.
 *
 * @example
 * ewsNpcFile({ name: "Ork", attribute: "Stark", attributeLevel: "+", skill: "Nahkampf", skillLevel: "+", secret: false }, true);
 */
export function ewsNpcFile(draft: NpcDraft, foka: boolean): Record<string, unknown> {
  const level = (l: string) => (l === "0" ? "" : l);
  return {
    format: CHARACTER_FORMAT,
    system: "ews",
    name: draft.name.trim(),
    npc: true,
    ...(draft.secret ? { secret: true } : {}),
    attributes: [{ name: draft.attribute.trim(), level: level(draft.attributeLevel) }],
    skills: [
      { name: draft.skill.trim(), level: level(draft.skillLevel), attributes: [draft.attribute.trim()] },
    ],
    woundAttribute: foka ? draft.attribute.trim() : null,
  };
}

/**
 * „NSC anlegen“ for the GM in a few taps: a name, the values the system needs (EWS: an
 * Eigenschaft and a Fertigkeit with their levels) and whether the players may see it.
 */
export function NpcForm({ session }: { session: TableSession }) {
  const { t, tk, lang } = useI18n();
  const [draft, setDraft] = useState<NpcDraft>({
    name: "",
    attribute: "Stark",
    attributeLevel: "+",
    skill: "Nahkampf",
    skillLevel: "+",
    secret: false,
  });
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  if (session.config.role !== "gm" || session.config.system !== "ews") return null;
  const set = (patch: Partial<NpcDraft>) => setDraft({ ...draft, ...patch });
  const valid = draft.name.trim() !== "" && draft.attribute.trim() !== "" && draft.skill.trim() !== "";
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
    <form
      className="card stack no-print"
      aria-labelledby="npc-title"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!valid) return;
        try {
          await session.saveCharacter(null, ewsNpcFile(draft, session.config.modules.includes("foka")), null);
          setMessage({ error: false, text: t("web.play.npcSaved", { name: draft.name.trim() }) });
          setDraft({ ...draft, name: "" });
        } catch (error) {
          setMessage({ error: true, text: t("web.play.error", { reason: reasonOf(error, { tk, lang }) }) });
        }
      }}
    >
      <h3 id="npc-title">{t("web.play.npcCreate")}</h3>
      <label>
        {t("web.play.npcName")}
        <input value={draft.name} onChange={(e) => set({ name: e.target.value })} required />
      </label>
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
      <label className="check">
        <input type="checkbox" checked={draft.secret} onChange={(e) => set({ secret: e.target.checked })} />
        {t("web.play.npcSecret")}
      </label>
      <button type="submit" className="primary" disabled={!valid}>
        {t("web.play.npcSave")}
      </button>
      {message && (
        <p role={message.error ? "alert" : "status"} className={message.error ? "error" : "muted"}>
          {message.text}
        </p>
      )}
    </form>
  );
}

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

/** Faar's six attributes (CONTRACT §2: an object of name → value). */
const FAAR_ATTRIBUTES = ["ST", "KO", "GE", "IN", "IT", "CH"] as const;

/** What the Faar NPC form holds besides the name: the six attributes and one skill. */
export interface FaarNpcDraft {
  readonly name: string;
  readonly attributes: Readonly<Record<(typeof FAAR_ATTRIBUTES)[number], number>>;
  readonly skill: string;
  readonly skillLevel: number;
  readonly secret: boolean;
}

/**
 * A Faar NPC's character file (`npc: true`): the six attributes (LP = ST + KO) and one skill.
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
  };
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
 * Eigenschaft and a Fertigkeit with their levels; Faar: the six attributes and a skill) and
 * whether the players may see it. The other systems' NPCs are made in the builder.
 */
export function NpcForm({ session }: { session: TableSession }) {
  if (session.config.role !== "gm") return null;
  if (session.config.system === "faar") return <FaarNpcForm session={session} />;
  if (session.config.system === "ews") return <EwsNpcForm session={session} />;
  return null;
}

/** Saves an NPC file and says so (or why not), keeping the form as typed on a refusal. */
function useNpcSave(session: TableSession) {
  const { t, tk, lang } = useI18n();
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const save = async (file: Record<string, unknown>, name: string): Promise<boolean> => {
    try {
      await session.saveCharacter(null, file, null);
      setMessage({ error: false, text: t("web.play.npcSaved", { name }) });
      return true;
    } catch (error) {
      setMessage({ error: true, text: t("web.play.error", { reason: reasonOf(error, { tk, lang }) }) });
      return false;
    }
  };
  const view = message && (
    <p role={message.error ? "alert" : "status"} className={message.error ? "error" : "muted"}>
      {message.text}
    </p>
  );
  return { save, view };
}

function FaarNpcForm({ session }: { session: TableSession }) {
  const { t } = useI18n();
  const { save, view } = useNpcSave(session);
  const [draft, setDraft] = useState<FaarNpcDraft>({
    name: "",
    attributes: { ST: 8, KO: 8, GE: 8, IN: 6, IT: 6, CH: 6 },
    skill: "Nahkampf",
    skillLevel: 3,
    secret: false,
  });
  const set = (patch: Partial<FaarNpcDraft>) => setDraft({ ...draft, ...patch });
  const valid = draft.name.trim() !== "" && draft.skill.trim() !== "";
  return (
    <form
      className="card stack no-print"
      aria-labelledby="npc-title"
      onSubmit={async (e) => {
        e.preventDefault();
        if (valid && (await save(faarNpcFile(draft), draft.name.trim()))) set({ name: "" });
      }}
    >
      <h3 id="npc-title">{t("web.play.npcCreate")}</h3>
      <label>
        {t("web.play.npcName")}
        <input value={draft.name} onChange={(e) => set({ name: e.target.value })} required />
      </label>
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
      <label className="check">
        <input type="checkbox" checked={draft.secret} onChange={(e) => set({ secret: e.target.checked })} />
        {t("web.play.npcSecret")}
      </label>
      <button type="submit" className="primary" disabled={!valid}>
        {t("web.play.npcSave")}
      </button>
      {view}
    </form>
  );
}

function EwsNpcForm({ session }: { session: TableSession }) {
  const { t } = useI18n();
  const { save, view } = useNpcSave(session);
  const [draft, setDraft] = useState<NpcDraft>({
    name: "",
    attribute: "Stark",
    attributeLevel: "+",
    skill: "Nahkampf",
    skillLevel: "+",
    secret: false,
  });
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
        const file = ewsNpcFile(draft, session.config.modules.includes("foka"));
        if (valid && (await save(file, draft.name.trim()))) set({ name: "" });
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
      {view}
    </form>
  );
}

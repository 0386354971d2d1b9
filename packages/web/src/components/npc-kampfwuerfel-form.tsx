import { CHARACTER_FORMAT } from "@spieltisch/protocol";
import { useState } from "react";
import { checkDraft } from "../lib/draft-check.js";
import { useI18n } from "../lib/i18n.js";
import { settingsOf } from "../session/local-session.js";
import type { TableSession } from "../session/types.js";
import { emptyNpcGear, gearErrors, type NpcGear, NpcGearFields, npcGearFile } from "./npc-gear-fields.js";
import { NpcShell, useNpcSave } from "./npc-shell.js";

/** What the Kampfwürfel NPC form holds: the numbers a fight needs most, and the gear. */
export interface KampfwuerfelNpcDraft {
  readonly name: string;
  readonly lp: number;
  readonly combatDice: number;
  readonly reflexDice: number;
  readonly secret: boolean;
  readonly gear?: NpcGear;
}

/**
 * The rest of a fighter's card, from the engine README's example fighter (RLP 6, Kraft 5, Geschick
 * 4, factor 2): the sheet reader needs them, the GM rarely changes them for a quick opponent.
 */
const CARD = { dailyRegeneration: 6, kraft: 5, geschick: 4, factor: 2 } as const;

/**
 * A Kampfwürfel NPC's character file (`npc: true`): LP, KW and reflex dice (the rest of the card
 * as the engine's example fighter), a weapon with its a–b damage, a piece of armour with its RS
 * and a shield (kampfwuerfel.txt L5–L17).
 *
 * @example
 * kampfwuerfelNpcFile({ name: "Söldner", lp: 30, combatDice: 10, reflexDice: 5, secret: false });
 */
export function kampfwuerfelNpcFile(draft: KampfwuerfelNpcDraft): Record<string, unknown> {
  return {
    format: CHARACTER_FORMAT,
    system: "kampfwuerfel",
    name: draft.name.trim(),
    npc: true,
    ...(draft.secret ? { secret: true } : {}),
    lp: draft.lp,
    ...CARD,
    combatDice: draft.combatDice,
    reflexDice: draft.reflexDice,
    ...(draft.gear ? npcGearFile("kampfwuerfel", draft.gear) : {}),
  };
}

/** „NSC anlegen“ at a Kampfwürfel table: LP, KW, reflex dice, weapon, armour and shield. */
export function KampfwuerfelNpcForm({ session }: { session: TableSession }) {
  const { t } = useI18n();
  const { save, view } = useNpcSave(session);
  const [draft, setDraft] = useState<KampfwuerfelNpcDraft>({
    name: "",
    lp: 30,
    combatDice: 10,
    reflexDice: 5,
    secret: false,
    gear: emptyNpcGear("kampfwuerfel"),
  });
  const set = (patch: Partial<KampfwuerfelNpcDraft>) => setDraft({ ...draft, ...patch });
  const file = kampfwuerfelNpcFile(draft);
  const issues = checkDraft(file, settingsOf(session.config)).issues;
  const valid = draft.name.trim() !== "" && gearErrors(issues).length === 0;
  const number = (label: string, value: number, min: number, max: number, onChange: (n: number) => void) => (
    <label>
      {label}
      <input
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
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
        {number(t("web.npc.lp"), draft.lp, 1, 10_000, (lp) => set({ lp }))}
        {number(t("web.npc.combatDice"), draft.combatDice, 0, 40, (combatDice) => set({ combatDice }))}
        {number(t("web.npc.reflexDice"), draft.reflexDice, 0, 40, (reflexDice) => set({ reflexDice }))}
      </div>
      <NpcGearFields
        system="kampfwuerfel"
        gear={draft.gear ?? emptyNpcGear("kampfwuerfel")}
        onChange={(gear) => set({ gear })}
        issues={issues}
      />
    </NpcShell>
  );
}

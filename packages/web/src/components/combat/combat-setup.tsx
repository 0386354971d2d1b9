import { initiativeRuleOf, stuntsInitiativeEntry } from "@spieltisch/protocol";
import { useState } from "react";
import { z } from "zod";
import { useI18n } from "../../lib/i18n.js";
import { sheetValuesOf } from "../../lib/play-state.js";
import { useStoredState } from "../../lib/stored-state.js";
import { settingsOf } from "../../session/local-session.js";
import type { PlayCharacterView, TableSession } from "../../session/types.js";
import { FailureMessage, useFailure } from "../failure-message.js";
import { NpcForm } from "../npc-form.js";

/** A character's name as the fight shows it (NPCs marked). */
export const fighterName = (c: PlayCharacterView, npcWord: string): string =>
  `${String(c.character.name ?? c.id)}${c.character.npc === true ? ` (${npcWord})` : ""}`;

/**
 * The GM prepares a fight: ticks the table's characters and NPCs who take part (and may create an
 * NPC right here; where the GM sets the order, the order of ticking is the order at the start),
 * reads the table's initiative rule in a sentence and starts — at a 3W6 table by
 * rolling the `initiative` action first (fair dice in the log, so the order verifies; secret when
 * a secret NPC takes part, so its id stays the GM's), elsewhere the server orders by the rule.
 */
export function CombatSetup({ session }: { session: TableSession }) {
  const { t } = useI18n();
  const { config } = session;
  const characters = session.playCharacters();
  const [picked, setPicked] = useStoredState(
    `spieltisch.combat.${config.id}.picked`,
    z.array(z.string()),
    [],
  );
  const [busy, setBusy] = useState(false);
  // The EWS family's table option (ruling in the EWS README): a Geschicklichkeit-Probe each.
  const [byDexterity, setByDexterity] = useStoredState(
    `spieltisch.combat.${config.id}.dexterity`,
    z.boolean(),
    false,
  );
  const [dexterityValues, setDexterityValues] = useStoredState(
    `spieltisch.combat.${config.id}.dexterityValues`,
    z.record(z.string(), z.string()),
    {},
  );
  const { failure, attempt } = useFailure();
  const rule = initiativeRuleOf(config.system);
  // In the order they were ticked: the GM's seating where the rule leaves the order to the GM.
  const chosen = picked.flatMap((id) => characters.filter((c) => c.id === id));
  const toggle = (id: string, on: boolean) =>
    setPicked(on ? [...picked.filter((p) => p !== id), id] : picked.filter((p) => p !== id));

  const table = settingsOf(config);
  const valuesOf = (c: PlayCharacterView) => sheetValuesOf(config.system, c.character, table);
  /** The value a character's Probe takes: the GM's choice, else one named like Geschicklichkeit. */
  const dexterityOf = (c: PlayCharacterView): string | undefined => {
    const values = valuesOf(c);
    const chosen = dexterityValues[c.id];
    if (chosen && values.some((v) => v.name === chosen)) return chosen;
    return (values.find((v) => /^(geschick|gewandt)/i.test(v.name)) ?? values[0])?.name;
  };
  /**
   * Rolls the Geschicklichkeit-Probe of each fighter as a normal `check` roll as that character
   * (fair dice, in the log) and gives each its result as initiative: the fight orders highest
   * first, equal results in the order of ticking.
   */
  const dexterityOrder = async () => {
    const participants: { characterId: string; initiative?: number }[] = [];
    for (const c of chosen) {
      const skill = dexterityOf(c);
      const roll = await session.roll(
        "check",
        { target: 12 },
        { actor: c.id, ...(skill ? { skill } : {}), label: t("web.combat.initiative") },
      );
      const result = (roll as { result?: unknown }).result;
      participants.push({ characterId: c.id, ...(typeof result === "number" ? { initiative: result } : {}) });
    }
    return participants;
  };

  const start = async () => {
    setBusy(true);
    await attempt(async () => {
      const participants = chosen.map((c) => ({ characterId: c.id }));
      if (rule === "gm-order" && byDexterity) {
        await session.combat({ command: "start", participants: await dexterityOrder() });
      } else if (rule === "3w6-roll") {
        const entries = chosen.map((c) => stuntsInitiativeEntry(c.id, valuesOf(c)));
        const secret = chosen.some((c) => c.character.npc === true && c.character.secret === true);
        const roll = await session.roll(
          "initiative",
          { participants: entries },
          { label: t("web.combat.initiative"), ...(secret ? { secret } : {}) },
        );
        await session.combat({ command: "start", participants, initiativeRoll: roll.seq });
      } else {
        await session.combat({ command: "start", participants });
      }
      return true;
    });
    setBusy(false);
  };

  return (
    <section className="card stack" aria-labelledby="combat-setup">
      <h2 id="combat-setup">{t("web.combat.setup")}</h2>
      <p className="muted" data-testid="combat-rule">
        {t(`web.combat.rule.${rule}`)}
      </p>
      {characters.length === 0 ? (
        <p className="muted">{t("web.combat.noCharacters")}</p>
      ) : (
        <fieldset className="stack">
          <legend>{t("web.combat.pick")}</legend>
          {characters.map((c) => (
            <label key={c.id} className="check">
              <input
                type="checkbox"
                checked={picked.includes(c.id)}
                onChange={(e) => toggle(c.id, e.target.checked)}
              />
              {fighterName(c, t("web.play.npc"))}
            </label>
          ))}
        </fieldset>
      )}
      {rule === "gm-order" && (
        <label className="check">
          <input type="checkbox" checked={byDexterity} onChange={(e) => setByDexterity(e.target.checked)} />
          {t("web.combat.dexterityOption")}
        </label>
      )}
      {rule === "gm-order" &&
        byDexterity &&
        chosen.map((c) => (
          <label key={c.id} htmlFor={`dexterity-${c.id}`}>
            {t("web.combat.dexterityValue", { name: String(c.character.name ?? c.id) })}
            <select
              id={`dexterity-${c.id}`}
              value={dexterityOf(c) ?? ""}
              onChange={(e) => setDexterityValues({ ...dexterityValues, [c.id]: e.target.value })}
            >
              {valuesOf(c).map((v) => (
                <option key={v.name} value={v.name}>
                  {v.name} ({v.value})
                </option>
              ))}
            </select>
          </label>
        ))}
      {(rule === "gm-order" || rule === "kampfwuerfel-phases") && !byDexterity && chosen.length > 0 && (
        <p data-testid="combat-seating">
          {t("web.combat.seating", { names: chosen.map((c) => String(c.character.name ?? c.id)).join(", ") })}
        </p>
      )}
      <button
        type="button"
        className="primary"
        disabled={chosen.length === 0 || busy}
        aria-describedby={chosen.length === 0 && characters.length > 0 ? "combat-start-why" : undefined}
        onClick={() => void start()}
      >
        {rule === "3w6-roll"
          ? t("web.combat.rollInitiative")
          : rule === "gm-order" && byDexterity
            ? t("web.combat.dexterityRoll")
            : t("web.combat.start")}
      </button>
      {chosen.length === 0 && characters.length > 0 && (
        <p id="combat-start-why" className="muted small">
          {t("web.combat.startWhy")}
        </p>
      )}
      <FailureMessage failure={failure} />
      {/* The quick NPC form knows the systems whose NPCs are a few values (EWS, Faar). */}
      {(config.system === "ews" || config.system === "faar") && (
        <details>
          <summary>{t("web.combat.newNpc")}</summary>
          <NpcForm session={session} />
        </details>
      )}
    </section>
  );
}

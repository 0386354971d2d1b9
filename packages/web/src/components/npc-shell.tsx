import type { ReactNode } from "react";
import { useState } from "react";
import { useI18n } from "../lib/i18n.js";
import { reasonOf } from "../lib/play-commands.js";
import type { TableSession } from "../session/types.js";

/**
 * What every system's „NSC anlegen“ shares: saving the file and saying so (or why not), and the
 * form around the system's values — the name, whether the players may see the NPC, the button.
 */

/** Saves an NPC file and says so (or why not), keeping the form as typed on a refusal. */
export function useNpcSave(session: TableSession) {
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

/** The NPC form's frame: title, name, the system's fields (`children`), „geheim“ and the save button. */
export function NpcShell({
  name,
  onName,
  secret,
  onSecret,
  valid,
  onSubmit,
  message,
  children,
}: {
  name: string;
  onName: (name: string) => void;
  secret: boolean;
  onSecret: (secret: boolean) => void;
  valid: boolean;
  onSubmit: () => void;
  message: ReactNode;
  children: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <form
      className="card stack no-print"
      aria-labelledby="npc-title"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) onSubmit();
      }}
    >
      <h3 id="npc-title">{t("web.play.npcCreate")}</h3>
      <label>
        {t("web.play.npcName")}
        <input value={name} onChange={(e) => onName(e.target.value)} required />
      </label>
      {children}
      <label className="check">
        <input type="checkbox" checked={secret} onChange={(e) => onSecret(e.target.checked)} />
        {t("web.play.npcSecret")}
      </label>
      <button type="submit" className="primary" disabled={!valid}>
        {t("web.play.npcSave")}
      </button>
      {message}
    </form>
  );
}

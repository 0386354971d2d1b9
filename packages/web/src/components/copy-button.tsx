import { useState } from "react";
import { useI18n } from "../lib/i18n.js";

/**
 * Copies a text and says so: "Kopiert" next to the button (announced to screen readers), or
 * how to copy it by hand when the browser does not allow it (no clipboard outside https).
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useI18n();
  const [state, setState] = useState<"idle" | "done" | "failed">("idle");
  return (
    <span className="copy">
      <button
        type="button"
        aria-label={label}
        onClick={async () => {
          try {
            if (!navigator.clipboard) throw new Error("no clipboard");
            await navigator.clipboard.writeText(text);
            setState("done");
          } catch {
            setState("failed");
          }
        }}
      >
        {t("web.start.copy")}
      </button>
      <span role="status" className={state === "failed" ? "error" : "ok"}>
        {state === "done" ? `✓ ${t("web.copy.done")}` : state === "failed" ? t("web.copy.failed") : ""}
      </span>
    </span>
  );
}

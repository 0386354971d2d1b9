import { useState } from "react";
import { useI18n } from "../lib/i18n.js";

/**
 * Copies a text and says so: "Kopiert" next to the button (announced to screen readers), or
 * how to copy it by hand when the browser does not allow it (no clipboard outside https). The
 * button reads „Kopieren“ unless a `caption` says more („Markdown kopieren“); `label` is its name.
 */
export function CopyButton({
  text,
  label,
  caption,
  failed,
}: {
  text: string;
  label: string;
  caption?: string;
  /** What to do when the browser does not copy (default: mark the link in its field). */
  failed?: string;
}) {
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
        {caption ?? t("web.start.copy")}
      </button>
      <span role="status" className={state === "failed" ? "error" : "ok"}>
        {state === "done"
          ? `✓ ${t("web.copy.done")}`
          : state === "failed"
            ? (failed ?? t("web.copy.failed"))
            : ""}
      </span>
    </span>
  );
}

import { lazy, Suspense } from "react";
import { loadAllMessages, useI18n } from "../lib/i18n.js";

/**
 * `FailureMessage` for the start page: its wording (`failure-text.ts`, which reads server errors
 * with the protocol's schemas, and the messages beyond the start page's) loads only when something
 * failed. Where even that cannot load
 * (the server gone, no service worker yet), the failure is said as no connection.
 */
const Loaded = lazy(() =>
  Promise.all([import("./failure-message.js"), loadAllMessages()]).then(
    ([m]) => ({ default: m.FailureMessage }),
    () => ({ default: NoConnection }),
  ),
);

function NoConnection() {
  const { t } = useI18n();
  return (
    <p role="alert" className="error">
      {t("web.failure.network")}
    </p>
  );
}

/** A failed request as an alert in the user's language; nothing when there is none. */
export function LazyFailureMessage({ failure }: { failure: { error: unknown } | null }) {
  if (!failure) return null;
  return (
    <Suspense fallback={null}>
      <Loaded failure={failure} />
    </Suspense>
  );
}

import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app.js";
import { I18nProvider, loadInitialLanguage } from "./lib/i18n.js";
import "./styles.css";

// The remembered language's messages first (German is in this chunk; English loads here).
await loadInitialLanguage();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <I18nProvider>
      <App />
    </I18nProvider>
  </StrictMode>,
);

// The service worker (built by scripts/service-worker.mjs) keeps the app usable without a network.
// Not in development: Vite's dev server serves unhashed files that must never come from a cache.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  window.addEventListener("load", () => {
    void navigator.serviceWorker.register("./sw.js").catch(() => {
      // No worker (private mode, unsupported): the app works online as before.
    });
  });
}

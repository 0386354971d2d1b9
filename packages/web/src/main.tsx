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

import { lazy, Suspense } from "react";
import { loadAllMessages, useI18n } from "./lib/i18n.js";
import { useRoute } from "./lib/router.js";
import { StartView } from "./views/start-view.js";

/** A view's code and every message of the language, both before it renders. */
const withMessages = <T,>(code: Promise<T>): Promise<T> =>
  Promise.all([code, loadAllMessages()]).then(([loaded]) => loaded);

// The start page loads only itself: joining and the table (the rules, the protocol's schemas, the
// rest of the messages) come with their routes.
const JoinView = lazy(() =>
  withMessages(import("./views/join-view.js")).then((m) => ({ default: m.JoinView })),
);
const TableShell = lazy(() => withMessages(import("./views/table-shell.js")));
const ScreenView = lazy(() => withMessages(import("./views/screen-view.js")));

let diceRequested = false;
/** A table opens on its dice view: that view's code loads beside the table's, not after it. */
function requestDiceView() {
  if (diceRequested) return;
  diceRequested = true;
  void import("./views/dice-view.js").catch(() => {
    // The table shell loads it again (and says what went wrong) when it is shown.
  });
}

/** The whole app: start, join, a table with its views, or a table's screen. */
export function App() {
  const route = useRoute();
  const { t, lang, setLang } = useI18n();
  const [first, id, view] = route.segments;
  // The table screen is for a TV across the room: the whole page, no bar, no controls.
  if (first === "screen" && id) {
    return (
      <main id="main" className="screen-page">
        <Suspense fallback={<p>{t("web.app.loading")}</p>}>
          {/* A link opened again (its token in the address) starts over: it may join anew. */}
          <ScreenView key={`${id}?${route.query.get("token") ?? ""}`} id={id} query={route.query} />
        </Suspense>
      </main>
    );
  }
  let body: React.ReactNode;
  if (first === "join" && id) body = <JoinView id={id} query={route.query} />;
  else if (first === "table" && id) {
    if ((view ?? "dice") === "dice") requestDiceView();
    body = <TableShell id={id} view={view ?? "dice"} query={route.query} />;
  } else body = <StartView />;
  return (
    <>
      {/* A button, not a #fragment link: the hash is the router's. */}
      <button type="button" className="skip" onClick={() => document.getElementById("main")?.focus()}>
        {t("web.app.skip")}
      </button>
      <header className="topbar no-print">
        <a href="#/" className="brand">
          {t("web.app.name")}
        </a>
        {/* The visible "EN" is part of the name, so voice control users can say what they see. */}
        <button
          type="button"
          className="lang"
          onClick={() => setLang(lang === "de" ? "en" : "de")}
          aria-label={`${lang === "de" ? "EN" : "DE"} – ${t("web.app.switchLanguage")}`}
        >
          {lang === "de" ? "EN" : "DE"}
        </button>
      </header>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p>{t("web.app.loading")}</p>}>{body}</Suspense>
      </main>
    </>
  );
}

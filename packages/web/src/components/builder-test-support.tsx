import { fireEvent, render, screen } from "@testing-library/react";
import { I18nProvider } from "../lib/i18n.js";
import { createLocalTable, LocalSession } from "../session/local-session.js";
import BuilderView from "../views/builder-view.js";

/** Renders the builder view of a new local table of `system` (tests only). */
export function renderBuilder(system: string, options: Record<string, unknown> = {}) {
  const session = new LocalSession(createLocalTable({ name: "T", system, modules: [], houseRules: options }));
  const view = render(
    <I18nProvider lang="de">
      <BuilderView session={session} query={new URLSearchParams()} />
    </I18nProvider>,
  );
  return { session, view };
}

/** Types `value` into the field labelled `label` (exact text or pattern), as a player would. */
export function type(label: string | RegExp, value: string | number) {
  fireEvent.change(screen.getByLabelText(label), { target: { value: String(value) } });
}

/** The draft as stored for reload (what „keeps every keystroke" means). */
export function storedDraft(session: LocalSession): Record<string, unknown> {
  const raw = localStorage.getItem(`spieltisch.draft.${session.config.id}.character`);
  return (JSON.parse(raw ?? "{}") as { character: Record<string, unknown> }).character;
}

/** The text of a derived value's `<dd>` (its number and how it is computed). */
export const derived = (key: string) =>
  screen.getByTestId(`derived-${key}`).querySelector(".derived-value")?.textContent;

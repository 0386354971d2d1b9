import type { I18n } from "../lib/i18n.js";

/**
 * The part of a roll a die belongs to, in words (the pad's „Würfel 3: ein W6 (Abwehr)“), from the
 * path of the roll's field that holds it (`dicePlan`'s group): `a.dice` → „A“, `dice.defense` →
 * „Abwehr“, `checks.1.dice` → „2. Probe“. A roll with one list of dice has no part to name: "".
 */
export function groupWords(group: string, tk: I18n["tk"]): string {
  const parts = group.split(".").filter((part) => part !== "dice");
  const index = parts.findIndex((part) => /^\d+$/.test(part));
  if (index > 0) {
    const n = Number(parts[index]) + 1;
    return tk(`web.tableDice.group.${parts[index - 1]}`, "", { n });
  }
  const last = parts.at(-1);
  return last === undefined ? "" : tk(`web.tableDice.group.${last}`, "");
}

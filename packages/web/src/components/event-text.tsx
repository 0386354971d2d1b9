import type { TableSettings } from "@spieltisch/engine";
import type { TableEvent } from "@spieltisch/protocol";
import type { I18n } from "../lib/i18n.js";
import { optionChangeText } from "../lib/option-change-text.js";
import { conditionEventSentence, type NameOf, playRollSentence, signedNumber } from "../lib/play-text.js";

/** What the log needs to say what play did: the table's rules and its characters' names. */
export interface PlayContext {
  readonly system: string;
  readonly table: TableSettings;
  readonly nameOf: NameOf;
  /** How a side without a name is called (the fight's „Verborgene Gestalt“; default „Jemand“). */
  readonly someone?: string;
}

/** A number with its sign as the table writes it: "+2", "−1" (the minus sign), "0". */
const signed = signedNumber;

/** The result of one side of a two-sided roll (`a`, `b`), or "?" when the roll has none. */
const sideResult = (side: unknown): number | "?" =>
  typeof side === "object" && side !== null && "result" in side && typeof side.result === "number"
    ? side.result
    : "?";

/**
 * One plain-language line for a log event (also what screen readers hear); with the play context,
 * a roll of characters and a condition change say who did what to whom.
 */
export function describeEvent(
  e: TableEvent,
  i18n: Pick<I18n, "t" | "tk" | "pct">,
  play?: PlayContext,
): string {
  const { t, tk } = i18n;
  const secret = e.secret ? ` ${t("web.log.secretTag")}` : "";
  switch (e.kind) {
    case "roll": {
      // Dice rolled at the table and entered are marked wherever the roll shows (CONTRACT §7).
      const tags = `${e.entered === true ? ` ${t("web.log.enteredTag")}` : ""}${secret}`;
      const action = tk(`web.action.${e.action}`, e.action);
      // A label that only repeats the action („Initiative „Initiative““) says nothing.
      const label = e.label && e.label !== action ? ` „${e.label}“` : "";
      const by = e.byName !== null ? `${e.byName} – ` : "";
      // The sentence names who hit whom, so the side code of a melee's `hit` is left out of the summary.
      const summary = rollSummary(
        typeof e.hit === "string" ? { ...e, hit: undefined } : e,
        i18n,
        play?.nameOf,
      );
      const sentence = play
        ? playRollSentence(e, summary, play.table, play.nameOf, i18n, play.someone)
        : null;
      if (sentence !== null) return `${by}${action}${label}: ${sentence}${tags}`;
      // Never a colon with nothing after it.
      const plain = rollSummary(e, i18n, play?.nameOf);
      return `${by}${action}${label}${plain === "" ? "" : `: ${plain}`}${tags}`;
    }
    case "note":
      return `${e.byName ?? e.by ?? "?"}: ${e.text}${secret}`;
    case "roll-request": {
      const asked = { label: e.label ?? "", action: tk(`web.action.${e.action}`, e.action) };
      // A request to a character says who rolls (CONTRACT §6).
      const name = e.odds.actor?.name ?? (e.actor ? play?.nameOf(e.actor) : undefined);
      return name !== undefined ? t("web.request.log", { ...asked, name }) : t("web.log.request", asked);
    }
    case "combat": {
      // The order and whose turn in words; a secret NPC is nameless for players (its place stays).
      const names = e.state.order.map((f) => f.name ?? t("web.combat.hidden")).join(", ");
      const onTurn = e.state.order[e.state.turn];
      switch (e.command.command) {
        case "start":
          return t("web.log.combat.startWith", { names });
        case "next":
          return onTurn
            ? t(e.command.afterRoll ? "web.log.combat.turnAfterRoll" : "web.log.combat.turnOf", {
                name: onTurn.name ?? t("web.combat.hidden"),
                round: e.state.round,
              })
            : tk("web.log.combat.next", "next");
        case "join":
          return t("web.log.combat.join", {
            newcomers: e.command.participants.map((p) => p.name ?? t("web.combat.hidden")).join(", "),
            names,
          });
        case "move":
        case "remove":
          return t(`web.log.combat.${e.command.command}`, { names });
        default:
          return tk(`web.log.combat.${e.command.command}`, e.command.command);
      }
    }
    case "table-created":
    case "seed-committed":
    case "seed-rotated":
    case "imported":
      return `${tk(`web.log.kind.${e.kind}`, e.kind)}${secret}`;
    case "character-saved":
      // Whose sheet and which version (issue #29: the line named nobody).
      return `${t("web.log.characterSaved", { name: e.name, version: e.version })}${secret}`;
    case "character-deleted": {
      const name = play?.nameOf(e.characterId);
      const line =
        name !== undefined ? t("web.log.characterDeleted", { name }) : tk(`web.log.kind.${e.kind}`, e.kind);
      return `${line}${secret}`;
    }
    case "character-owner-changed":
      return `${t("web.log.ownerChanged", { name: e.name, owner: e.ownerName ?? t("web.settings.unnamed") })}${secret}`;
    case "table-renamed":
      return t("web.log.renamed", { name: e.name });
    case "table-options-changed":
      return t("web.log.optionsChanged", { list: optionChangeText(play?.system, e.change, i18n) });
    case "striche-awarded":
      return t("web.log.striche", {
        by: e.byName ?? e.by ?? "?",
        list: e.awards.map((a) => t("web.log.stricheShare", { name: a.name, striche: a.striche })).join(", "),
        note: e.note ? ` („${e.note}“)` : "",
      });
    case "session": {
      const by = e.byName ?? t("recap.gm");
      if (e.command === "end") return t("web.log.session.end", { by });
      return e.title !== undefined
        ? t("web.log.session.startTitled", { by, title: e.title })
        : t("web.log.session.start", { by });
    }
    case "condition":
      if (play) return `${conditionEventSentence(e, play.system, play.table, play.nameOf, i18n)}${secret}`;
      return `${tk(`web.log.kind.${e.kind}`, e.kind)}${secret}`;
  }
}

/** The name of a roll's side (`actor` / `opponent`: `{character, name, …}`), if it has one. */
const sideName = (side: unknown): string | undefined =>
  typeof side === "object" && side !== null && "name" in side && typeof side.name === "string"
    ? side.name
    : undefined;

/**
 * The result part of a roll: dice, result against target, success or winner, Schwellen. The
 * result fields differ per action, so each is used only where it has the expected type.
 */
export function rollSummary(
  e: Readonly<Record<string, unknown>>,
  { t }: Pick<I18n, "t" | "tk">,
  nameOf?: NameOf,
): string {
  const parts: string[] = [];
  if (e.due === false) parts.push(t("web.roll.notDue"));
  if (Array.isArray(e.dice) && e.dice.length > 0) parts.push(t("web.roll.dice", { dice: e.dice.join(", ") }));
  if (e.auto === true) parts.push(t("web.roll.auto"));
  if (typeof e.result === "number") {
    parts.push(
      typeof e.target === "number"
        ? t("web.roll.resultVs", { result: e.result, target: e.target })
        : t("web.roll.result", { result: e.result }),
    );
  }
  if (typeof e.winner === "string") {
    // Rolled as characters, the winner is named (the actor is side A, the opponent side B).
    const named = sideName(e.winner === "a" ? e.actor : e.winner === "b" ? e.opponent : undefined);
    parts.push(
      t("web.roll.winner", {
        winner: named ?? e.winner.toUpperCase(),
        a: sideResult(e.a),
        b: sideResult(e.b),
      }),
    );
  }
  if (typeof e.hit === "boolean") parts.push(e.hit ? t("web.roll.hit") : t("web.roll.miss"));
  // `hit` names who was hit ("attacker" / "defender"): by its word, never the key.
  if (e.hit === "attacker" || e.hit === "defender") {
    parts.push(
      t("web.roll.hitSide", {
        side: t(e.hit === "attacker" ? "web.option.attacker" : "web.option.defender"),
      }),
    );
  }
  if (typeof e.damage === "number") parts.push(t("web.roll.damage", { damage: e.damage }));
  if (typeof e.success === "boolean") parts.push(e.success ? t("web.roll.success") : t("web.roll.failure"));
  if (typeof e.steps === "number" && e.steps !== 0)
    parts.push(t(Math.abs(e.steps) === 1 ? "web.roll.step" : "web.roll.steps", { steps: signed(e.steps) }));
  if (typeof e.critical === "string")
    parts.push(t(e.critical === "success" ? "web.roll.critSuccess" : "web.roll.critFumble"));
  parts.push(...tableParts(e, t, nameOf));
  return parts.join(" · ");
}

/**
 * The part of a roll's summary for the results that are no single check: a healing schedule, the
 * Verletzungstabelle's checks, a Kampfphase's dice, a rest, an initiative's order (its people
 * named by `nameOf` where the roll took them by character id).
 */
function tableParts(e: Readonly<Record<string, unknown>>, t: I18n["t"], nameOf?: NameOf): string[] {
  const parts: string[] = [];
  if (typeof e.tpPerWeek === "number") parts.push(t("web.roll.perWeek", { tp: e.tpPerWeek }));
  if (Array.isArray(e.checks)) {
    const passed = e.checks.filter((c) => typeof c === "object" && c !== null && c.success === true).length;
    parts.push(
      e.checks.length === 0
        ? t("web.roll.noThreshold")
        : t("web.roll.checksPassed", { passed, count: e.checks.length }),
    );
  }
  if (typeof e.penalty === "number" && e.penalty !== 0)
    parts.push(t("web.roll.penalty", { penalty: e.penalty }));
  if (typeof e.combatDice === "number" && typeof e.reflexDice === "number")
    parts.push(t("web.roll.phaseDice", { combat: e.combatDice, reflex: e.reflexDice }));
  if (typeof e.healed === "number" && typeof e.before === "number" && typeof e.after === "number")
    parts.push(t("web.roll.healed", { healed: e.healed, before: e.before, after: e.after }));
  if (Array.isArray(e.order) && e.order.length > 0) {
    const list = e.order.map((o: { name?: unknown; total?: unknown }) => {
      const name = String(o.name ?? "?");
      return `${nameOf?.(name) ?? name} (${String(o.total ?? "?")})`;
    });
    parts.push(t("web.roll.order", { list: list.join(", ") }));
  }
  return parts;
}

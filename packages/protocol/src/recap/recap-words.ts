import type { LuckRow } from "../api/recap.js";
import { formatPercent, isMessageKey, type Lang, type MessageKey, translate } from "../i18n/catalogue.js";
import type { CheckStory, FightStory, HurtStory, RecapName, StricheStory } from "./recap-story.js";

/**
 * The recap's story in words, one language at a time: every sentence comes from the message
 * catalogue (`recap.*`), numbers are written as the language writes them, a side this member may
 * not know is the fight's „Verborgene Gestalt“.
 */
export class RecapWords {
  constructor(readonly lang: Lang) {}

  t(key: MessageKey, params?: Readonly<Record<string, unknown>>): string {
    return translate(this.lang, key, params);
  }

  /** A name, or the hidden figure's. */
  name(name: RecapName): string {
    return name ?? this.t("web.combat.hidden");
  }

  /** Names as a list: „Lazaro, Dorn und Ork“. */
  list(items: readonly string[]): string {
    if (items.length <= 1) return items.join("");
    return `${items.slice(0, -1).join(", ")} ${this.t("recap.and")} ${items.at(-1)}`;
  }

  /** How often: „einmal“, „zweimal“, „3-mal“. */
  times(count: number): string {
    if (count === 1) return this.t("recap.times.one");
    if (count === 2) return this.t("recap.times.two");
    return this.t("recap.times.many", { count });
  }

  /** A decimal with one digit, as the language writes it: „6,4“ / "6.4". */
  decimal(n: number): string {
    const text = n.toFixed(1).replace(/\.0$/, "");
    return this.lang === "de" ? text.replace(".", ",") : text;
  }

  /** A whole number with its thousands grouped: „12.345“ / "12,345". */
  whole(n: number): string {
    return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, this.lang === "de" ? "." : ",");
  }

  /** A chance as a percentage, the number and its sign on one line („23,4 %“ with a no-break space). */
  percent(p: number): string {
    return formatPercent(this.lang, p).replace(" ", "\u00a0");
  }

  /**
   * How rare a chance is: „1 zu 14“ up to one in five, a percentage above („23,4 %“).
   *
   * @example
   * new RecapWords("de").rarity(1 / 14); // "1 zu 14"
   */
  rarity(p: number): string {
    if (p > 0 && p <= 0.2) return this.t("recap.rarity.oneIn", { n: this.whole(1 / p) });
    return this.percent(p);
  }

  /** The date of an ISO moment as the language writes it, by the log's clock (UTC): „03.05.2026“ / "03/05/2026". */
  date(iso: string): string {
    const [year = "", month = "", day = ""] = iso.slice(0, 10).split("-");
    return this.lang === "de" ? `${day}.${month}.${year}` : `${day}/${month}/${year}`;
  }

  /** A fight in sentences: who fought (and how many rounds), who attacked whom, how it ended. */
  fight(fight: FightStory): string[] {
    const names = this.list(fight.fighters.map((n) => this.name(n)));
    const head = !fight.inFight
      ? this.t("recap.fight.skirmish", { names })
      : fight.rounds > 0
        ? this.t("recap.fight.headRounds", {
            names,
            rounds:
              fight.rounds === 1
                ? this.t("recap.rounds.one")
                : this.t("recap.rounds.many", { count: fight.rounds }),
          })
        : this.t("recap.fight.head", { names });
    const blows = fight.exchanges.flatMap((e) => {
      const lines: string[] = [];
      const name = this.name(e.name);
      if (e.attacks > 0) {
        const targets = this.list(e.against.map((n) => this.name(n)));
        const times = this.times(e.attacks);
        const key =
          targets === ""
            ? e.hits > 0
              ? "recap.fight.attacksAlone"
              : "recap.fight.attacksAloneMissed"
            : e.hits > 0
              ? "recap.fight.attacks"
              : "recap.fight.attacksMissed";
        lines.push(this.t(key, { name, targets, times, hits: this.times(e.hits) }));
      }
      if (e.counters > 0) lines.push(this.t("recap.fight.counters", { name, times: this.times(e.counters) }));
      return lines;
    });
    const outcome =
      fight.down.length === 0
        ? this.t("recap.fight.standing")
        : this.t("recap.fight.outcome", {
            list: fight.down
              .map((d) => this.t(`recap.down.${d.status}`, { name: this.name(d.name) }))
              .join(", "),
          });
    return [[head, ...blows, outcome].join(" ")];
  }

  /** What the evening did to one character: „Lazaro erlitt 2 Wunden, verlor 12 TP und heilte 1 Wunde.“ */
  hurt(hurt: HurtStory): string {
    // Number and unit stay on one line („12 TP“ with a no-break space).
    const points = (count: number) =>
      `${count}\u00a0${this.t(hurt.unit === "lp" ? "recap.unit.lp" : "recap.unit.tp")}`;
    const parts = [
      ...(hurt.woundsTaken === 1 ? [this.t("recap.hurt.woundsTaken.one")] : []),
      ...(hurt.woundsTaken > 1 ? [this.t("recap.hurt.woundsTaken.many", { count: hurt.woundsTaken })] : []),
      ...(hurt.pointsLost > 0 ? [this.t("recap.hurt.pointsLost", { points: points(hurt.pointsLost) })] : []),
      ...(hurt.woundsHealed === 1 ? [this.t("recap.hurt.woundsHealed.one")] : []),
      ...(hurt.woundsHealed > 1
        ? [this.t("recap.hurt.woundsHealed.many", { count: hurt.woundsHealed })]
        : []),
      ...(hurt.pointsGained > 0
        ? [this.t("recap.hurt.pointsGained", { points: points(hurt.pointsGained) })]
        : []),
    ];
    return this.t("recap.hurt", { name: this.name(hurt.name), parts: this.list(parts) });
  }

  /** A check or contest that mattered, with the chance it had. */
  check(check: CheckStory): string {
    const action = `web.action.${check.action}`;
    const what = check.label ?? (isMessageKey(action) ? this.t(action) : check.action);
    const chance = this.t(check.due ? "recap.chanceDue" : "recap.chance", {
      p: this.percent(check.p),
    });
    const name = this.name(check.name);
    if (check.kind === "check") {
      return this.t(check.success ? "recap.check.passed" : "recap.check.failed", { name, what, chance });
    }
    if (check.opponent === undefined) {
      return this.t(check.success ? "recap.contest.wonAlone" : "recap.contest.lostAlone", {
        name,
        what,
        chance,
      });
    }
    const opponent = this.name(check.opponent);
    return this.t(check.success ? "recap.contest.won" : "recap.contest.lost", {
      name,
      opponent,
      what,
      chance,
    });
  }

  /** An award of Striche: „Die Spielleitung vergab Striche: 2 an Lazaro, 2 an Dorn („Abend 1“).“ */
  striche(award: StricheStory): string {
    return this.t("recap.striche", {
      by: award.by ?? this.t("recap.gm"),
      list: award.shares.map((s) => this.t("web.log.stricheShare", s)).join(", "),
      note: award.note ? (this.lang === "de" ? ` („${award.note}“)` : ` (“${award.note}”)`) : "",
    });
  }

  /** Whether a luck row is luck, bad luck or as expected, and how rare. */
  verdict(row: LuckRow): string {
    // At the expectation, or a count at least as likely as not: neither luck nor bad luck.
    const lucky = row.successes > row.expectedSuccesses;
    const p = lucky ? row.pAtLeast : row.pAtMost;
    // As likely as not (or more): nothing rare about it.
    if (Math.abs(row.successes - row.expectedSuccesses) < 0.01 || p >= 0.5) return this.t("recap.luck.even");
    return this.t(lucky ? "recap.luck.lucky" : "recap.luck.unlucky", { rarity: this.rarity(p) });
  }

  /** A luck row in one line: „Lazaro: 7 von 10 gelungen, erwartet 5,2 – so viel Glück oder mehr: 1 zu 8“. */
  luck(row: LuckRow): string {
    return this.t("recap.luck.line", {
      name: row.name,
      successes: row.successes,
      rolls: row.rolls,
      expected: this.decimal(row.expectedSuccesses),
      verdict: this.verdict(row),
    });
  }
}

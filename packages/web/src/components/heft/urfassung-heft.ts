import * as urfassungRules from "@spieltisch/engine/systems/ews-urfassung";
import { gearHeft } from "./gear-heft.js";
import {
  decimal,
  type HeftInput,
  type HeftRow,
  type HeftSection,
  isRecord,
  numberOf,
  recordsOf,
  signedLevel,
} from "./heft-model.js";

const AVERAGE = 12;

const check = (skill: string, value: number) => ({ action: "check", options: { value }, skill });

const COST_PARTS = [
  "attributes",
  "subAttributes",
  "skills",
  "specialisations",
  "advantages",
  "disadvantages",
] as const;

/** The injury table's rows for this sheet: where each threshold starts and what it asks. */
function thresholdRows(input: HeftInput, tpMax: number, resistance: number, source: string): HeftRow[] {
  const { t } = input.i18n;
  let rules: readonly urfassungRules.ThresholdRule[];
  try {
    rules = urfassungRules.thresholdRules(urfassungRules.injuryTable(input.table));
  } catch {
    // A table option the engine refuses: the table's settings say so elsewhere; no rows here.
    return [];
  }
  return rules.map((rule) => {
    const rounds = urfassungRules.roundsToDeath(rule.id, resistance);
    const failure =
      rule.onFailure === "dying"
        ? t("web.heft.ur.failure.dying", { rounds: rounds ?? 0 })
        : t(`web.heft.ur.failure.${rule.onFailure}`);
    return {
      key: rule.id,
      name: t(`web.heft.ur.threshold.${rule.id}`, { source }),
      value: t("web.heft.ur.thresholdValue", {
        tp: decimal(input.i18n.lang, urfassungRules.thresholdStart(rule.id, tpMax, resistance)),
      }),
      how: t("web.heft.ur.thresholdRule", {
        source,
        target: rule.target,
        failure,
        penalty: decimal(input.i18n.lang, rule.penalty),
      }),
    };
  });
}

/**
 * The Urfassung's Heft: attributes and sub-attributes with their standard, skills and
 * specialisations with what they rest on, TP = 2 × SR (or KO) with the wound limits and the injury
 * table's thresholds, and the creation's GeP (objective) or balance (subjective). Every number is
 * the engine's (`evaluate`'s derived values, `thresholdStart`, `roundsToDeath`).
 */
export function urfassungHeft(input: HeftInput): HeftSection[] {
  const { t, lang } = input.i18n;
  const c = input.character;
  const d = input.derived;
  const attributes = recordsOf(c.attributes);
  const subAttributes = recordsOf(c.subAttributes);
  const named = (a: Readonly<Record<string, unknown>>) =>
    typeof a.short === "string" && a.short !== a.name ? `${String(a.name)} (${a.short})` : String(a.name);
  const find = (key: unknown) =>
    [...attributes, ...subAttributes].find(
      (a) =>
        typeof key === "string" &&
        (String(a.name).toLowerCase() === key.toLowerCase() ||
          (typeof a.short === "string" && a.short.toLowerCase() === key.toLowerCase())),
    );
  const skillValues = isRecord(d.skills) ? d.skills : {};
  const specValues = isRecord(d.specialisations) ? d.specialisations : {};
  const sections: HeftSection[] = [
    {
      id: "attributes",
      title: t("web.ur.attributes"),
      rows: attributes.flatMap((a) => {
        const value = numberOf(a.value);
        if (value === undefined) return [];
        return [
          {
            key: String(a.name),
            name: named(a),
            value,
            how: t("web.heft.attributeValue", { standard: numberOf(a.standard) ?? AVERAGE }),
            roll: check(String(a.name), value),
          },
        ];
      }),
    },
  ];
  if (subAttributes.length > 0) {
    sections.push({
      id: "subAttributes",
      title: t("web.ur.subAttributes"),
      rows: subAttributes.flatMap((a) => {
        const value = numberOf(a.value);
        if (value === undefined) return [];
        const base = find(a.base);
        return [
          {
            key: String(a.name),
            name: named(a),
            value,
            how: t("web.heft.subAttributeValue", {
              base: String(a.base ?? ""),
              standard: numberOf(a.standard) ?? numberOf(base?.value) ?? AVERAGE,
            }),
            roll: check(String(a.name), value),
          },
        ];
      }),
    });
  }
  sections.push({
    id: "skills",
    title: t("web.ur.skills"),
    rule: t("web.ur.skillsHint"),
    rows: recordsOf(c.skills).flatMap((s) => {
      const value = numberOf(skillValues[String(s.name)]);
      const level = numberOf(s.level);
      if (value === undefined || level === undefined) return [];
      const base = find(s.attribute);
      return [
        {
          key: String(s.name),
          name:
            s.specialKnowledge === true
              ? `${String(s.name)} (${t("web.ur.specialKnowledge")})`
              : String(s.name),
          value,
          how: t("web.heft.plusLevel", {
            attribute: String(s.attribute ?? ""),
            base: numberOf(base?.value) ?? AVERAGE,
            level: signedLevel(level),
          }),
          roll: check(String(s.name), value),
        },
      ];
    }),
  });
  const specialisations = recordsOf(c.specialisations);
  if (specialisations.length > 0) {
    sections.push({
      id: "specialisations",
      title: t("web.ur.specialisations"),
      rows: specialisations.flatMap((sp) => {
        const value = numberOf(specValues[String(sp.name)]);
        const level = numberOf(sp.level);
        if (value === undefined || level === undefined) return [];
        return [
          {
            key: String(sp.name),
            name: String(sp.name),
            value,
            how: t("web.heft.plusLevel", {
              attribute: String(sp.skill ?? ""),
              base: numberOf(skillValues[String(sp.skill)]) ?? 0,
              level: signedLevel(level),
            }),
            roll: check(String(sp.name), value),
          },
        ];
      }),
    });
  }
  const tp = numberOf(d.hitPoints);
  const resistance = numberOf(d.resistance);
  const source = d.hitPointSource === "SR" ? "SR" : "KO";
  if (tp !== undefined && resistance !== undefined) {
    sections.push(
      {
        id: "combat",
        title: t("web.heft.sectionCombat"),
        rows: [
          {
            key: "tp",
            name: t("web.ur.hitPoints"),
            value: tp,
            how: t("web.ur.hitPointsHint", { source, value: resistance }),
          },
          {
            key: "wounds",
            name: t("web.ur.wounds"),
            value: `${decimal(lang, numberOf(d.woundAbove) ?? 0)} / ${numberOf(d.severeWoundFrom) ?? 0}`,
            how: t("web.ur.woundsHint", {
              above: decimal(lang, numberOf(d.woundAbove) ?? 0),
              severe: numberOf(d.severeWoundFrom) ?? 0,
            }),
          },
        ],
      },
      {
        id: "thresholds",
        title: t("web.heft.ur.thresholds"),
        rule: t("web.heft.ur.thresholdsHint", { source }),
        rows: thresholdRows(input, tp, resistance, source),
      },
    );
  } else {
    sections.push({
      id: "combat",
      title: t("web.heft.sectionCombat"),
      rule: t("web.ur.noHitPoints"),
      rows: [],
    });
  }
  // The weapons and armour after the TP: the combat page of the booklet prints them.
  const gear = gearHeft("ews-urfassung", c, input.table, input.i18n);
  if (gear) sections.push(gear);
  sections.push(creationSection(input));
  const traits = [
    ...recordsOf(c.advantages).map((entry) => ({ entry, kind: "advantages" as const })),
    ...recordsOf(c.disadvantages).map((entry) => ({ entry, kind: "disadvantages" as const })),
  ];
  if (traits.length > 0) {
    sections.push({
      id: "traits",
      title: `${t("web.ur.advantages")} / ${t("web.ur.disadvantages")}`,
      rows: traits.map((a, i) => ({
        key: `${a.kind}-${i}`,
        name: `${String(a.entry.name)} (${t(a.kind === "advantages" ? "web.ur.advantages" : "web.ur.disadvantages")})`,
        value: t("web.heft.ur.traitLevel", { level: numberOf(a.entry.level) ?? 1 }),
      })),
    });
  }
  return sections;
}

/** GeP spent per part and what is left (objective), or the balance of the subjective system. */
function creationSection(input: HeftInput): HeftSection {
  const { t, lang } = input.i18n;
  const d = input.derived;
  const balance = isRecord(d.balance) ? d.balance : undefined;
  if (balance) {
    return {
      id: "creation",
      title: t("web.heft.ur.balanceTitle"),
      rule: t("web.ur.creationHint.subjective"),
      rows: [
        {
          key: "balance",
          name: t("web.ur.disadvantages"),
          value: `${numberOf(balance.taken) ?? 0} / ${numberOf(balance.needed) ?? 0}`,
          how: t("web.ur.balance", { taken: balance.taken, needed: balance.needed }),
        },
      ],
    };
  }
  const costs = isRecord(d.costs) ? d.costs : {};
  let steps: readonly [number, number] = [12, 15];
  try {
    steps = urfassungRules.attributeSteps(input.table);
  } catch {
    // A refused table option: the default steps of the text stand in the explanation.
  }
  const rows: HeftRow[] = COST_PARTS.flatMap((part) => {
    const value = numberOf(costs[part]);
    return value === undefined || value === 0
      ? []
      : [{ key: part, name: t(`web.heft.ur.cost.${part}`), value: `${decimal(lang, value)} GeP` }];
  });
  if (input.cost !== undefined) {
    const left = input.budget === undefined ? undefined : input.budget - input.cost;
    rows.push({
      key: "total",
      name: t("web.heft.ur.gep"),
      value:
        input.budget !== undefined
          ? t("web.ur.cost", { cost: decimal(lang, input.cost), budget: input.budget })
          : t("web.ur.costOnly", { cost: decimal(lang, input.cost) }),
      ...(left === undefined
        ? {}
        : {
            how:
              left >= 0
                ? t("web.heft.ur.gepLeft", { left: decimal(lang, left) })
                : t("web.heft.ur.gepOver", { over: decimal(lang, -left) }),
          }),
    });
  }
  return {
    id: "creation",
    title: t("web.heft.sectionCreation"),
    rule: t("web.heft.ur.gepHint", { a: steps[0], b: steps[1] }),
    rows,
  };
}

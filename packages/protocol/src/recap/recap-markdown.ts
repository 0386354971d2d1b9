import type { RecapResponse } from "../api/recap.js";
import { translate } from "../i18n/catalogue.js";
import type { Recap } from "./build-recap.js";

/** Characters Markdown would read as formatting, escaped so a name like „*Kralle*“ stays as written. */
const escaped = (text: string): string => text.replace(/([\\`*_~[\]<>#|])/g, "\\$1");

/**
 * A recap as Markdown to paste into a group chat: the title in bold, the date, each part as a bold
 * heading with its sentences as a list, the luck table as a list (chats do not draw tables).
 *
 * @example
 * recapMarkdown(recap); // "**Der Leibwächter**\n_Spielabend vom 03.05.2026_\n\n**Kämpfe**\n- Kampf mit …"
 */
export function recapMarkdown(recap: Recap): string {
  const t = (key: Parameters<typeof translate>[1]) => translate(recap.lang, key);
  const blocks = [
    [
      `**${escaped(recap.title)}**`,
      ...(recap.subtitle !== null ? [`_${escaped(recap.subtitle)}_`] : []),
      ...(recap.to === null ? [`_${escaped(t("recap.open"))}_`] : []),
    ],
    ...recap.sections.map((s) => [
      `**${escaped(s.heading)}**`,
      ...s.lines.map((line) => `- ${escaped(line)}`),
    ]),
  ];
  if (recap.sections.length === 0) blocks.push([escaped(t("recap.quiet"))]);
  blocks.push([
    `**${escaped(t("recap.section.luck"))}**`,
    ...(recap.luck.length === 0
      ? [escaped(t("recap.luck.none"))]
      : recap.luck.map((l) => `- ${escaped(l.line)}`)),
  ]);
  return `${blocks.map((lines) => lines.join("\n")).join("\n\n")}\n`;
}

/**
 * A recap as `GET …/recap` answers it (CONTRACT §7): title, start and end, the Markdown and the
 * luck table.
 */
export const recapResponse = (recap: Recap): RecapResponse => ({
  title: recap.title,
  from: recap.from,
  to: recap.to,
  markdown: recapMarkdown(recap),
  luck: recap.luck.map((l) => l.row),
});

import {
  type ChainEntry,
  chainFingerprint,
  exportChains,
  findHead,
  type Lang,
  normaliseHead,
  translate,
  type VerifyMismatch,
  verifyExport,
} from "@spieltisch/protocol";
import type { Command } from "commander";
import { CliError } from "../cli-error.js";
import { readExportFile } from "../export-file.js";
import type { CommandOutput } from "../output.js";
import type { RegisterCommand } from "./command.js";
import { serverHelp } from "./server-help.js";

/** `--head` read as the hex digits it names; a text that names none is bad input (exit 2). */
function headOption(raw: string): string {
  const head = normaliseHead(raw);
  if (head === null) throw new CliError("bad-head", "error.bad-head", { head: raw });
  return head;
}

/** A mismatch's reason in the reader's language where the catalogue has it (the chain's). */
function reasonOf(lang: Lang, mismatch: VerifyMismatch): string {
  if (mismatch.code === undefined || mismatch.stream === undefined) return mismatch.reason;
  return translate(lang, `verify.${mismatch.code}`, {
    stream: translate(lang, `verify.stream.${mismatch.stream}`),
  });
}

/** A chain entry as `--json` shows it. */
const entryJson = (entry: ChainEntry | undefined) =>
  entry === undefined ? null : { hash: entry.hash, fullSeq: entry.fullSeq, stream: entry.stream };

/**
 * `spieltisch verify FILE [--head HASH]`: recomputes every roll of a table export from its
 * revealed seeds and follows the log's chain (issue #31). Exit 0 when every checkable roll
 * matches, the chain holds and, with `--head`, the export contains that head (a hash or
 * fingerprint someone noted earlier: an export taken later still contains it); 2 at the first
 * mismatch, a missing head, or a file that is not an export. JSON:
 * `{ok, verified, unrevealed, serverOnly, entered, mismatch, head, tableHead, headFound}` —
 * `head` the export's own chain head (`{hash, fullSeq, stream}`), `tableHead` in a GM's export
 * the table stream's (the one the players' apps show), `headFound` where `--head` is (or null).
 */
export const registerVerify: RegisterCommand = ({ program, lang, runWith }) => {
  const d = serverHelp(lang);
  program
    .command("verify")
    .description(d.verify)
    .argument("<file>", d.exportFile)
    .option("--head <hash>", d.head, headOption)
    .action((file: string, options: { head?: string }, cmd: Command) =>
      runWith(
        cmd,
        async (ctx): Promise<CommandOutput> => {
          const data = await readExportFile(file);
          const report = verifyExport(data);
          const chains = exportChains(data.events);
          const head = chains.own.at(-1);
          const tableHead = chains.table?.at(-1);
          const found = options.head === undefined ? undefined : findHead(chains, options.head);
          const text2: string[] = [];
          if (report.mismatch) {
            text2.push(
              translate(ctx.lang, "verify.mismatch", {
                seq: report.mismatch.fullSeq,
                reason: reasonOf(ctx.lang, report.mismatch),
              }),
            );
          } else {
            text2.push(translate(ctx.lang, "verify.ok", { verified: report.verified }));
          }
          if (options.head !== undefined) {
            const fingerprint = chainFingerprint(options.head);
            text2.push(
              found
                ? translate(ctx.lang, "verify.head-found", { fingerprint, seq: found.fullSeq })
                : translate(ctx.lang, "verify.head-missing", { fingerprint }),
            );
          }
          if (report.unrevealed > 0)
            text2.push(translate(ctx.lang, "verify.unrevealed", { unrevealed: report.unrevealed }));
          if (report.serverOnly > 0)
            text2.push(translate(ctx.lang, "verify.server-only", { serverOnly: report.serverOnly }));
          if (report.entered > 0)
            text2.push(translate(ctx.lang, "verify.entered", { entered: report.entered }));
          if (head !== undefined) {
            text2.push(
              translate(ctx.lang, "verify.head", {
                fingerprint: chainFingerprint(head.hash),
                seq: head.fullSeq,
              }),
            );
          }
          if (tableHead !== undefined) {
            text2.push(
              translate(ctx.lang, "verify.table-head", { fingerprint: chainFingerprint(tableHead.hash) }),
            );
          }
          const ok = report.mismatch === null && found !== null;
          return {
            json: {
              ok,
              ...report,
              head: entryJson(head),
              ...(chains.table !== null ? { tableHead: entryJson(tableHead) } : {}),
              ...(found !== undefined ? { headFound: entryJson(found ?? undefined) } : {}),
            },
            text: text2,
          };
        },
        (output) => (output.json.ok ? 0 : 2),
      ),
    );
};

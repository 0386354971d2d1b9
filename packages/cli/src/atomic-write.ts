import { rename, unlink, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { CliError } from "./cli-error.js";

/**
 * Writes a file atomically: a temporary file next to it, then a rename, so readers see either the
 * old or the new content and a failed write never leaves a half-written file (or destroys the
 * input when `file` is the file just read). Failure → {@link CliError} `file-unwritable`.
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    await writeFile(temp, text, { encoding: "utf8", flag: "wx" });
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw new CliError("file-unwritable", "error.file-unwritable", {
      file,
      reason: (error as NodeJS.ErrnoException).code ?? String(error),
    });
  }
}

import { copyFile, open, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { CliError } from "./cli-error.js";

/** How {@link writeFileAtomic} treats the file it replaces. */
export interface AtomicWriteOptions {
  /**
   * Keep the previous content as `FILE.bak` (copied before the new file takes its place), so a
   * change by play can be undone by hand. Nothing is kept when the file did not exist.
   */
  readonly backup?: boolean;
}

/** The file operations a write uses; tests replace one to simulate a failing disk. */
export interface AtomicWriteFs {
  readonly open: typeof open;
  readonly rename: typeof rename;
  readonly copyFile: typeof copyFile;
}

const NODE_FS: AtomicWriteFs = { open, rename, copyFile };

/**
 * Writes a file atomically: a temporary file next to it, written and flushed to disk (`fsync`),
 * then a rename, so readers see either the old or the new content and a failed write never leaves
 * a half-written file (or destroys the input when `file` is the file just read). With `backup`
 * the old content is first copied to `FILE.bak`. Failure → {@link CliError} `file-unwritable`,
 * the original untouched.
 *
 * @example
 * await writeFileAtomic("held.json", text, { backup: true }); // held.json new, held.json.bak old
 */
export async function writeFileAtomic(
  file: string,
  text: string,
  options: AtomicWriteOptions = {},
  fs: AtomicWriteFs = NODE_FS,
): Promise<void> {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.${Date.now()}.tmp`);
  try {
    const handle = await fs.open(temp, "wx");
    try {
      await handle.writeFile(text, "utf8");
      // Flushed before the rename: after a crash the new name never points at missing data.
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (options.backup) await backupOf(file, fs);
    await fs.rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => {});
    throw new CliError("file-unwritable", "error.file-unwritable", {
      file,
      reason: (error as NodeJS.ErrnoException).code ?? String(error),
    });
  }
}

/**
 * Copies `file` to `file.bak` (through a temporary copy and a rename, so a failed copy never
 * leaves a broken `.bak` either); a file that does not exist yet has nothing to keep.
 */
async function backupOf(file: string, fs: AtomicWriteFs): Promise<void> {
  const temp = `${file}.bak.${process.pid}.tmp`;
  try {
    await fs.copyFile(file, temp);
    await fs.rename(temp, `${file}.bak`);
  } catch (error) {
    await unlink(temp).catch(() => {});
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}

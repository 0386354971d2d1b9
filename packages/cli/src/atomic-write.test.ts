import { copyFile, mkdtemp, open, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type AtomicWriteFs, writeFileAtomic } from "./atomic-write.js";
import { CliError } from "./cli-error.js";

let dir: string;
let file: string;
const ORIGINAL = '{"name":"Alrik"}\n';

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), "spieltisch-atomic-"));
  file = join(dir, "alrik.json");
  await writeFile(file, ORIGINAL);
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const failing = (error: string): Error => Object.assign(new Error(error), { code: error });

/** The node file system with one step replaced by a failure. */
function fsFailingAt(step: "write" | "sync" | "backup" | "rename"): AtomicWriteFs {
  return {
    open: (async (path: string, flags: string) => {
      const handle = await open(path, flags);
      if (step === "write") {
        // Half the text reaches the disk, then the disk is full.
        return Object.assign(handle, {
          writeFile: async (text: string) => {
            await handle.write(text.slice(0, 5));
            throw failing("ENOSPC");
          },
        });
      }
      if (step === "sync") return Object.assign(handle, { sync: async () => Promise.reject(failing("EIO")) });
      return handle;
    }) as AtomicWriteFs["open"],
    rename: step === "rename" ? async () => Promise.reject(failing("EXDEV")) : rename,
    copyFile: step === "backup" ? async () => Promise.reject(failing("EACCES")) : copyFile,
  };
}

describe("writeFileAtomic", () => {
  it("replaces the file and keeps the previous content as .bak", async () => {
    await writeFileAtomic(file, '{"name":"Alrik","condition":{}}\n', { backup: true });
    expect(await readFile(file, "utf8")).toBe('{"name":"Alrik","condition":{}}\n');
    expect(await readFile(`${file}.bak`, "utf8")).toBe(ORIGINAL);
    expect((await readdir(dir)).sort()).toEqual(["alrik.json", "alrik.json.bak"]);
  });

  it.each(["write", "sync", "backup", "rename"] as const)(
    "a failure at %s leaves the original intact and no temporary file behind",
    async (step) => {
      const attempt = writeFileAtomic(
        file,
        '{"name":"Alrik","condition":{"lp":3}}\n',
        { backup: true },
        fsFailingAt(step),
      );
      await expect(attempt).rejects.toBeInstanceOf(CliError);
      await expect(attempt).rejects.toMatchObject({ code: "file-unwritable" });
      expect(await readFile(file, "utf8")).toBe(ORIGINAL);
      expect((await readdir(dir)).filter((f) => f.endsWith(".tmp"))).toEqual([]);
    },
  );

  it("a file that did not exist has no .bak", async () => {
    const fresh = join(dir, "new.json");
    await writeFileAtomic(fresh, "{}\n", { backup: true });
    expect((await readdir(dir)).sort()).toEqual(["alrik.json", "new.json"]);
  });
});

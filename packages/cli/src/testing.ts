import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { onTestFinished } from "vitest";
import { main } from "./main.js";

/** A fresh directory under the system's temp directory, removed when the current test ends. */
export async function tempDir(prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  onTestFinished(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs the CLI in-process with captured output (for tests). */
export async function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await main(args, {
    out: (text) => {
      stdout += text;
    },
    err: (text) => {
      stderr += text;
    },
  });
  return { code, stdout, stderr };
}

/** Runs the CLI with `--json` and parses the one JSON object it printed. */
export async function runJson(args: string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  const { code, stdout } = await runCli([...args, "--json"]);
  const lines = stdout.trim().split("\n");
  if (lines.length !== 1) throw new Error(`expected one line of JSON, got: ${stdout}`);
  return { code, json: JSON.parse(lines[0]!) as Record<string, unknown> };
}

import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, expect, it } from "vitest";
import { runCli } from "./testing.js";

// Issue #15 §3: generated argument vectors — real commands and flags with values that are off —
// are bad input (exit 2) or fine (exit 0), never a bug (exit 1). `serve` and `simulate` are left
// out (they start a server or a long simulation); `serve`'s bad ports have their own test.
const dir = mkdtempSync(join(tmpdir(), "spieltisch-argv-fuzz-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Port 1 on loopback: fetch refuses the port itself (a blocked port), so nothing goes on the network. */
const UNREACHABLE = "http://127.0.0.1:1";

const file = (name: string, text: string) => {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
};
const FILES = [
  file("ok.json", JSON.stringify({ format: "spieltisch/character@1", system: "ews", name: "Probe" })),
  file("proto.json", JSON.stringify({ format: "spieltisch/character@1", system: "__proto__", name: "X" })),
  file("faar.json", JSON.stringify({ format: "spieltisch/character@1", system: "faar", name: "Y" })),
  file("broken.json", '{"format": '),
  file(
    "deep.json",
    `{"format":"spieltisch/character@1","system":"ews","name":"T","x":${"[".repeat(5000)}${"]".repeat(5000)}}`,
  ),
  file(
    "export.json",
    JSON.stringify({
      format: "spieltisch/table-export@1",
      table: { id: "t", name: "T", system: "ews", modules: [], houseRules: {}, createdAt: "x" },
      members: [],
      characters: [],
      seeds: [{ seedId: "s", stream: "table", commitment: "c", seed: "00" }],
      events: [
        { fullSeq: 1, tableSeq: 1, kind: "roll", secret: false, by: null, at: "x", seedId: "s", counter: 1 },
      ],
    }),
  ),
  join(dir, "missing.json"),
];

const weird = fc.oneof(
  fc.integer({ min: -30, max: 30 }).map(String),
  fc.constantFrom(
    "0",
    "-1",
    "1e309",
    "NaN",
    "9007199254740993",
    "99999999",
    "1.5",
    "",
    " ",
    "x",
    "__proto__",
  ),
  fc.constantFrom("toString", "constructor", "8W100", "9W100/2+1", "2W6", "1,2,3", "a=b", "=", "😀"),
  fc.string({ maxLength: 12 }),
);
const FLAGS = [
  "--value",
  "--target",
  "--mod",
  "--wounds",
  "--pool",
  "--need",
  "--a",
  "--b",
  "--a-mod",
  "--b-mod",
  "--attacker",
  "--defender",
  "--attacker-weapon",
  "--defender-armor",
  "--attacker-stance",
  "--attack",
  "--defense",
  "--damage",
  "--armor",
  "--attack-dice",
  "--shield",
  "--zones",
  "--damage-type",
  "--it",
  "--points",
  "--range",
  "--mods",
  "--weapon",
  "--projectile",
  "--striche",
  "--evenings",
  "--from",
  "--to",
  "--name",
  "--system",
  "--modules",
  "--house-rules",
  "--option",
  "--seed",
  "--dice",
  "--lang",
  "--server",
  "--table",
  "--token",
  "--client-seed",
  "--label",
  "--points",
  "--attribute",
  "--skill",
  "--new-skill",
  "--base",
  "--hit",
  "--sample",
];
const flag = fc.tuple(fc.constantFrom(...FLAGS), weird).map(([name, value]) => [name, value]);
const bare = fc.constantFrom("--json", "--odds", "--behind", "--zones", "--undo", "--help", "-V", "--nope");
const command = fc.oneof(
  fc.constantFrom(["check"], ["contest"], ["melee"], ["grauen"], ["confront"], ["shoot"], ["initiative"]),
  fc.constantFrom(["char", "plan"], ["char", "new"], ["char"], ["nonsense"]),
  // `remote roll` against a port fetch will not open (no network at all), or without a server.
  fc.constantFrom(
    ["remote"],
    ["remote", "roll"],
    ["remote", "roll", "check"],
    ["remote", "roll", "--server", UNREACHABLE, "--table", "t", "--token", "x", "check"],
    ["remote", "roll", "--server", UNREACHABLE, "--table", "t", "--token", "x", "melee"],
    ["remote", "roll", "--server", UNREACHABLE, "--table", "t", "--token", "x", "verify"],
    ["remote", "roll", "--server", "ftp://x", "--table", "t", "--token", "x", "check"],
  ),
  fc
    .tuple(
      fc.constantFrom(
        ["verify"],
        ["char", "show"],
        ["char", "validate"],
        ["char", "advance"],
        ["char", "earn"],
        ["char", "spend"],
        ["char", "npc"],
      ),
      fc.constantFrom(...FILES),
    )
    .map(([words, path]) => [...words, path]),
);
const argv = fc
  .tuple(
    command,
    fc.array(
      fc.oneof(
        flag,
        bare.map((b) => [b]),
      ),
      { maxLength: 6 },
    ),
    fc.constantFrom(
      [],
      ["--system", "faar"],
      ["--system", "ews", "--modules", "foka"],
      ["--system", "3w6-stunts"],
    ),
  )
  .map(([words, options, system]) => [...words, ...system, ...options.flat()]);

it("no generated argument vector ends in exit 1", { timeout: 120_000 }, async () => {
  await fc.assert(
    fc.asyncProperty(argv, async (args) => {
      const result = await runCli(args);
      expect(result.code, `${args.join(" ")} → ${result.stderr}`).not.toBe(1);
    }),
    { numRuns: 500, seed: 15 },
  );
});

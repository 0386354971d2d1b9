import { describe, expect, it } from "vitest";
import { lastCommitment } from "./seen-commitment.js";

const seed = (stream: "table" | "gm", commitment: string) => ({
  stream,
  seedId: `s-${commitment}`,
  commitment,
});

describe("lastCommitment", () => {
  const log = [
    { kind: "table-created", seed: seed("table", "t1") },
    { kind: "seed-committed", seed: seed("gm", "g1") },
    { kind: "roll" },
    { kind: "seed-rotated", stream: "table", next: { seedId: "x", commitment: "t2" } },
    { kind: "seed-rotated", stream: "gm", next: { seedId: "y", commitment: "g2" } },
    { kind: "note" },
  ] as const;

  it("is the last commitment the log published for the stream", () => {
    expect(lastCommitment(log, "table")).toBe("t2");
    expect(lastCommitment(log, "gm")).toBe("g2");
    expect(lastCommitment(log.slice(0, 4), "table")).toBe("t2");
    expect(lastCommitment(log.slice(0, 3), "table")).toBe("t1");
  });

  it("follows an import's new seed, and is none where the log shows none for the stream", () => {
    const imported = [...log, { kind: "imported", from: "old", seed: seed("table", "t3") }];
    expect(lastCommitment(imported, "table")).toBe("t3");
    expect(lastCommitment([{ kind: "table-created", seed: seed("table", "t1") }], "gm")).toBeUndefined();
    expect(lastCommitment([], "table")).toBeUndefined();
  });
});

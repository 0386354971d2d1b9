import { describe, expect, it } from "vitest";
import {
  PLAY_CHARACTER_TTL_MS,
  PlayCharacterCache,
  type PlayRow,
  RECENT_TTL_MS,
} from "./play-character-cache.js";

const row = (id: string, condition: string | null = null): PlayRow => ({
  id,
  owner: "gm",
  body: "{}",
  version: 1,
  condition,
  public_condition: condition,
});

describe("the per-process cache of play characters", () => {
  it("answers only when every asked character is remembered and fresh", () => {
    let now = 1000;
    const cache = new PlayCharacterCache(() => now);
    expect(cache.get("t", ["a"])).toBeUndefined();
    cache.fill(cache.begin("t"), "t", [row("a"), row("b")]);
    expect(cache.get("t", ["b", "a"])?.map((r) => r.id)).toEqual(["b", "a"]);
    expect(cache.get("t", ["a", "c"])).toBeUndefined();
    expect(cache.get("other", ["a"])).toBeUndefined();
    now += PLAY_CHARACTER_TTL_MS - 1;
    expect(cache.get("t", ["a"])).toBeDefined();
    now += 1;
    expect(cache.get("t", ["a"])).toBeUndefined();
  });

  it("forgets a table on a write, and a read that raced the write does not put the old rows back", () => {
    const cache = new PlayCharacterCache(() => 0);
    cache.fill(cache.begin("t"), "t", [row("a", '{"wounds":0}')]);
    const token = cache.begin("t");
    // A write commits and is published while the read's query is under way.
    cache.forget("t");
    cache.fill(token, "t", [row("a", '{"wounds":0}')]);
    expect(cache.get("t", ["a"])).toBeUndefined();
    // The next read fills it with what the database says now.
    cache.fill(cache.begin("t"), "t", [row("a", '{"wounds":1}')]);
    expect(cache.get("t", ["a"])?.[0]?.condition).toBe('{"wounds":1}');
  });

  it("a write to one table leaves the others' characters cached", () => {
    const cache = new PlayCharacterCache(() => 0);
    cache.fill(cache.begin("t1"), "t1", [row("a")]);
    cache.fill(cache.begin("t2"), "t2", [row("b")]);
    cache.forget("t1");
    expect(cache.get("t1", ["a"])).toBeUndefined();
    expect(cache.get("t2", ["b"])).toBeDefined();
  });

  it("keeps what a write made stale for the checks before a commit, a while, never for get", () => {
    let now = 0;
    const cache = new PlayCharacterCache(() => now);
    expect(cache.recent("t", ["a"])).toBeUndefined();
    cache.fill(cache.begin("t"), "t", [row("a", '{"wounds":0}'), row("b")]);
    expect(cache.recent("t", ["a"])?.[0]?.condition).toBe('{"wounds":0}');
    cache.forget("t");
    expect(cache.get("t", ["a"])).toBeUndefined();
    expect(cache.recent("t", ["b", "a"])?.map((r) => r.id)).toEqual(["b", "a"]);
    expect(cache.recent("t", ["a", "c"])).toBeUndefined();
    // Fresh rows read after the write win over the stale ones.
    cache.fill(cache.begin("t"), "t", [row("a", '{"wounds":1}')]);
    expect(cache.recent("t", ["a", "b"])?.map((r) => r.condition)).toEqual(['{"wounds":1}', null]);
    now += RECENT_TTL_MS;
    // Past its time the stale entry is gone; the fresh one is past its own TTL too.
    expect(cache.recent("t", ["b"])).toBeUndefined();
    expect(cache.recent("t", ["a"])).toBeUndefined();
  });
});

import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { useStoredState } from "./stored-state.js";

beforeEach(() => localStorage.clear());

const picked = z.array(z.string());

describe("state kept in the browser", () => {
  it("reads back what was stored through its schema, and stores every change", () => {
    localStorage.setItem("k", JSON.stringify(["a"]));
    const { result } = renderHook(() => useStoredState("k", picked, []));
    expect(result.current[0]).toEqual(["a"]);
    act(() => result.current[1](["a", "b"]));
    expect(result.current[0]).toEqual(["a", "b"]);
    expect(JSON.parse(localStorage.getItem("k")!)).toEqual(["a", "b"]);
  });

  it("bad stored data is the initial value, never a crash: no JSON, another shape", () => {
    localStorage.setItem("broken", "{ not json");
    localStorage.setItem("other", JSON.stringify({ picked: ["a"] }));
    localStorage.setItem("mixed", JSON.stringify(["a", 3]));
    for (const key of ["broken", "other", "mixed", "missing"]) {
      const { result } = renderHook(() => useStoredState(key, picked, () => ["fresh"]));
      expect(result.current[0]).toEqual(["fresh"]);
    }
  });

  it("a new key reads its own entry", () => {
    localStorage.setItem("t1", JSON.stringify(["a"]));
    localStorage.setItem("t2", JSON.stringify(["b"]));
    const { result, rerender } = renderHook(({ key }) => useStoredState(key, picked, []), {
      initialProps: { key: "t1" },
    });
    expect(result.current[0]).toEqual(["a"]);
    rerender({ key: "t2" });
    expect(result.current[0]).toEqual(["b"]);
    act(() => result.current[1](["c"]));
    expect(JSON.parse(localStorage.getItem("t1")!)).toEqual(["a"]);
    expect(JSON.parse(localStorage.getItem("t2")!)).toEqual(["c"]);
  });

  it("a page without zod reads with a function of the stored JSON; what it cannot read is the initial value", () => {
    const text = (stored: unknown) => (typeof stored === "string" ? stored : null);
    localStorage.setItem("name", JSON.stringify("Ina"));
    localStorage.setItem("number", JSON.stringify(5));
    localStorage.setItem("broken", "{ not json");
    expect(renderHook(() => useStoredState("name", text, "")).result.current[0]).toBe("Ina");
    for (const key of ["number", "broken", "missing"]) {
      expect(renderHook(() => useStoredState(key, text, "neu")).result.current[0]).toBe("neu");
    }
  });
});

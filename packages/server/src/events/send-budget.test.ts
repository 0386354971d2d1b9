import { describe, expect, it } from "vitest";
import { waitUntil } from "../testing/wait-until.js";
import { OVER_BUDGET_CLOSE_CODE, SendBudget } from "./send-budget.js";

/** A socket that holds `bufferedAmount` bytes and records how it was closed. */
const socket = (bufferedAmount: number) => ({
  bufferedAmount,
  closedWith: undefined as number | undefined,
  close(code: number) {
    this.closedWith = code;
  },
});

// Issue #15 §4: 400 sockets that never read took 725 MiB between them; each was bounded alone.
describe("the process-wide send budget", () => {
  it("closes the fullest sockets until the total is back under three quarters of the budget", () => {
    const budget = new SendBudget(1000);
    const sockets = [socket(100), socket(500), socket(50), socket(400), socket(300)];
    const leave = sockets.map((s) => budget.add(s));
    expect(budget.total()).toBe(1350);
    expect(budget.enforce()).toBe(2);
    expect(sockets.map((s) => s.closedWith)).toEqual([
      undefined,
      OVER_BUDGET_CLOSE_CODE,
      undefined,
      OVER_BUDGET_CLOSE_CODE,
      undefined,
    ]);
    // The closed ones are out of the count; the rest is within the budget.
    expect(budget.total()).toBe(450);
    expect(budget.enforce()).toBe(0);
    leave.forEach((l) => {
      l();
    });
    expect(budget.total()).toBe(0);
  });

  it("leaves everything alone within the budget", () => {
    const budget = new SendBudget(1000);
    const sockets = [socket(400), socket(600)];
    for (const s of sockets) budget.add(s);
    expect(budget.enforce()).toBe(0);
    expect(sockets.every((s) => s.closedWith === undefined)).toBe(true);
  });

  it("looks soon after sends, once however many asked", async () => {
    const budget = new SendBudget(10);
    const full = socket(100);
    budget.add(full);
    for (let i = 0; i < 100; i++) budget.enforceSoon(1);
    expect(full.closedWith).toBeUndefined();
    await waitUntil(() => full.closedWith !== undefined, "the budget's look");
    expect(full.closedWith).toBe(OVER_BUDGET_CLOSE_CODE);
  });
});

/** What the budget needs of a socket (the `ws` WebSocket has it; tests pass a fake). */
export interface BudgetedSocket {
  readonly bufferedAmount: number;
  close(code: number, reason: string): void;
}

/** "Try again later": the client reconnects with its last seq and gets what it missed from the log. */
export const OVER_BUDGET_CLOSE_CODE = 1013;

/**
 * A process-wide budget for what live sockets hold unsent. Each socket is bounded on its own (see
 * `LiveLimits.maxBufferedBytes`), but a few hundred clients that never read still added up:
 * 400 of them took 725 MiB and halved the rolls per second. When the sum of all send buffers is
 * over the budget, the sockets holding the most are closed until the sum is back under three
 * quarters of it; they reconnect and resync from the log, so nothing is lost.
 *
 * @example
 * const budget = new SendBudget(64 << 20);
 * const forget = budget.add(socket); // forget() when it closes; budget.enforce() after sending
 */
export class SendBudget {
  private readonly sockets = new Set<BudgetedSocket>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly maxTotalBytes: number) {}

  /** Counts a socket in; returns the function that leaves it out again. */
  add(socket: BudgetedSocket): () => void {
    this.sockets.add(socket);
    return () => this.sockets.delete(socket);
  }

  /** What all sockets hold unsent right now. */
  total(): number {
    let sum = 0;
    for (const socket of this.sockets) sum += socket.bufferedAmount;
    return sum;
  }

  /** Closes the fullest sockets while the total is over the budget; returns how many it closed. */
  enforce(): number {
    let total = this.total();
    if (total <= this.maxTotalBytes) return 0;
    const target = (this.maxTotalBytes * 3) / 4;
    const fullest = [...this.sockets].sort((a, b) => b.bufferedAmount - a.bufferedAmount);
    let closed = 0;
    for (const socket of fullest) {
      if (total <= target) break;
      total -= socket.bufferedAmount;
      this.sockets.delete(socket);
      socket.close(OVER_BUDGET_CLOSE_CODE, "send buffers over budget");
      closed++;
    }
    return closed;
  }

  /**
   * Enforces the budget soon (once per `delayMs`, however many sends asked): summing every
   * socket after every batch would cost more than the sends.
   */
  enforceSoon(delayMs = 50): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.enforce();
    }, delayMs);
    this.timer.unref();
  }
}

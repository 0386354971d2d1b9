import type { RateLimit } from "./rate-limits.js";

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept before full ones (tables that wrote nothing lately) are dropped. */
const PRUNE_ABOVE = 10_000;

/**
 * A token bucket per table for its writes: at most `max` at once, refilled at `max` per
 * `windowMs`. One table that writes as fast as it can (notes to sockets that never read, failing
 * jobs, combat commands for 100 participants) gets its share of the one Node thread and the one
 * write queue and no more; the other tables keep theirs. In memory, per process.
 *
 * @example
 * const limiter = new TableWriteLimiter({ max: 120, windowMs: 10_000 });
 * limiter.take(tableId); // 0: go ahead; otherwise the seconds until one write can pass
 */
export class TableWriteLimiter {
  private readonly buckets = new Map<string, Bucket>();
  private readonly perMs: number;

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.perMs = limit.max / limit.windowMs;
  }

  /** Tables with a bucket (tests, metrics). */
  get tables(): number {
    return this.buckets.size;
  }

  /**
   * Whole seconds (at least 1) until the table may write again; 0 when it may now. Takes nothing
   * and keeps nothing for a table that has not written (any id may be asked about).
   */
  waitSeconds(tableId: string): number {
    return this.buckets.has(tableId) ? this.secondsUntilOne(this.refilled(tableId)) : 0;
  }

  /** Takes one write of the table; 0 when taken, else (nothing taken) as {@link waitSeconds}. */
  take(tableId: string): number {
    const bucket = this.refilled(tableId);
    const wait = this.secondsUntilOne(bucket);
    if (wait === 0) bucket.tokens -= 1;
    return wait;
  }

  private secondsUntilOne(bucket: Bucket): number {
    return bucket.tokens >= 1 ? 0 : Math.max(1, Math.ceil((1 - bucket.tokens) / this.perMs / 1000));
  }

  private refilled(tableId: string): Bucket {
    const now = this.now();
    let bucket = this.buckets.get(tableId);
    if (!bucket) {
      if (this.buckets.size >= PRUNE_ABOVE) this.prune(now);
      bucket = { tokens: this.limit.max, at: now };
      this.buckets.set(tableId, bucket);
      return bucket;
    }
    bucket.tokens = Math.min(this.limit.max, bucket.tokens + (now - bucket.at) * this.perMs);
    bucket.at = now;
    return bucket;
  }

  /** Drops the buckets that would be full by now: a new bucket for them starts full anyway. */
  private prune(now: number): void {
    for (const [id, bucket] of this.buckets) {
      if (bucket.tokens + (now - bucket.at) * this.perMs >= this.limit.max) this.buckets.delete(id);
    }
  }
}

import type { Principal } from "./principal.js";

/** How long a looked-up token is trusted without asking the database again. */
export const CREDENTIAL_TTL_MS = 1000;

/** Tokens remembered at most (least recently looked up go first). */
const MAX_ENTRIES = 10_000;

interface Entry {
  readonly principal: Principal;
  readonly until: number;
}

/**
 * Principals of recently seen tokens, by token hash. Every request carries a token, and the
 * database lookup behind it (a query per request) cost more than the roll itself; a credential
 * never changes except by being revoked. A revocation forgets the credential here at once;
 * another server process on the same Postgres still trusts its copy for at most
 * {@link CREDENTIAL_TTL_MS} — the bound on how late a revocation takes effect there.
 *
 * @example
 * const cache = new CredentialCache();
 * cache.get(hash) ?? cache.set(hash, await lookUp(hash));
 */
export class CredentialCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The principal of a token hash, if looked up less than the TTL ago. */
  get(tokenHash: string): Principal | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(tokenHash);
      return undefined;
    }
    return entry.principal;
  }

  /** Remembers a valid (not revoked) credential. */
  set(tokenHash: string, principal: Principal): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(tokenHash, { principal, until: this.now() + CREDENTIAL_TTL_MS });
  }

  /** Forgets a credential (it was just revoked). */
  forget(credentialId: string): void {
    for (const [hash, entry] of this.entries) {
      if (entry.principal.credentialId === credentialId) this.entries.delete(hash);
    }
  }
}

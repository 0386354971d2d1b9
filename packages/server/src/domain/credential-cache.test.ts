import { describe, expect, it } from "vitest";
import { CREDENTIAL_TTL_MS, CredentialCache } from "./credential-cache.js";
import type { Principal } from "./principal.js";

const alice: Principal = { credentialId: "c1", tableId: "t1", role: "player", kind: "invite", name: null };

describe("CredentialCache", () => {
  it("trusts a looked-up credential for the TTL, then asks again", () => {
    let now = 1000;
    const cache = new CredentialCache(() => now);
    cache.set("h1", alice);
    expect(cache.get("h1")).toBe(alice);
    now += CREDENTIAL_TTL_MS - 1;
    expect(cache.get("h1")).toBe(alice);
    now += 1;
    expect(cache.get("h1")).toBeUndefined();
  });

  it("forgets a revoked credential under every hash at once", () => {
    const cache = new CredentialCache();
    cache.set("h1", alice);
    cache.set("h2", { ...alice, credentialId: "c2" });
    cache.forget("c1");
    expect(cache.get("h1")).toBeUndefined();
    expect(cache.get("h2")?.credentialId).toBe("c2");
  });
});

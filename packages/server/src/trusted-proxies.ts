import { BlockList, isIP } from "node:net";

/** The names `TRUST_PROXY` knows, as `@fastify/proxy-addr` and Express define them. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/** `::ffff:10.0.0.1` (an IPv4 client of a dual-stack socket) → `10.0.0.1`. */
const unmapped = (address: string): string => {
  const match = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return match ? match[1]! : address;
};

/**
 * The reverse proxies whose `X-Forwarded-For` the server believes (`TRUST_PROXY`): their
 * connections speak for many clients, so a request's client address is the one they forwarded
 * (Fastify's `request.ip`), and the per-address connection cap does not apply to them.
 */
export interface TrustedProxies {
  /** The setting as given (comma-separated addresses, subnets and names). */
  readonly setting: string;
  /** Whether a peer address is one of the proxies. */
  trusts(address: string | undefined): boolean;
}

/**
 * Parses `TRUST_PROXY`: comma-separated IP addresses, subnets (`10.0.0.0/8`, `fd00::/8`) and the
 * names `loopback`, `linklocal`, `uniquelocal`. `true`, `*` or a hop count are refused: they would
 * believe every client's `X-Forwarded-For`, and with it any address a guesser cares to claim.
 *
 * @throws RangeError with the reason, for an entry that is none of these.
 */
export function parseTrustedProxies(setting: string): TrustedProxies {
  const list = new BlockList();
  const entries = setting.split(",").map((entry) => entry.trim());
  for (const entry of entries) {
    const ranges = NAMED_RANGES[entry.toLowerCase()] ?? [entry];
    for (const range of ranges) {
      const [address = "", prefix, ...rest] = range.split("/");
      const ip = unmapped(address);
      const version = isIP(ip);
      const bits = prefix === undefined ? undefined : /^\d{1,3}$/.test(prefix) ? Number(prefix) : Number.NaN;
      const max = version === 4 ? 32 : 128;
      if (version === 0 || rest.length > 0 || (bits !== undefined && !(bits >= 0 && bits <= max))) {
        throw new RangeError(
          `"${entry}" is no address, subnet (10.0.0.0/8) or name (loopback, linklocal, uniquelocal)` +
            (/^(true|\*|\d+)$/i.test(entry)
              ? "; name the proxy's addresses instead of trusting every client"
              : ""),
        );
      }
      const type = version === 4 ? "ipv4" : "ipv6";
      if (bits === undefined) list.addAddress(ip, type);
      else list.addSubnet(ip, bits, type);
    }
  }
  return {
    setting,
    trusts(address) {
      if (address === undefined) return false;
      const ip = unmapped(address);
      const version = isIP(ip);
      return version !== 0 && list.check(ip, version === 4 ? "ipv4" : "ipv6");
    },
  };
}

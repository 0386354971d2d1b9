import { useEffect, useState } from "react";

/** A parsed hash route: path segments and query parameters. */
export interface Route {
  readonly segments: readonly string[];
  readonly query: URLSearchParams;
}

/** Parses `#/table/local/dice?x=1` into segments and query. */
export function parseHash(hash: string): Route {
  const body = hash.replace(/^#\/?/, "");
  const [path = "", query = ""] = body.split("?", 2);
  return {
    segments: path.split("/").filter(Boolean).map(decodeURIComponent),
    query: new URLSearchParams(query),
  };
}

/**
 * The current hash route. Hash routing keeps every URL servable by a plain static file server
 * (no fallback rule needed in the server) and costs 20 lines instead of a router dependency.
 */
export function useRoute(): Route {
  const [hash, setHash] = useState(() => location.hash);
  useEffect(() => {
    const onChange = () => setHash(location.hash);
    addEventListener("hashchange", onChange);
    return () => removeEventListener("hashchange", onChange);
  }, []);
  return parseHash(hash);
}

/** Navigates to a hash route. */
export const navigate = (path: string) => {
  location.hash = path.startsWith("#") ? path : `#${path}`;
};

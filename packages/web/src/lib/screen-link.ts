import { parseHash } from "./router.js";

/**
 * The table screen's link (`#/screen/<id>?token=…`): opens the screen at once on the device it is
 * opened on, which joins as a viewer with the token (`session/screen-credential.ts`).
 *
 * @example
 * screenLink("https://spieltisch.example", "t1", "v-token"); // "https://spieltisch.example/#/screen/t1?token=v-token"
 */
export const screenLink = (origin: string, id: string, token: string): string =>
  `${origin}/#/screen/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`;

/**
 * The screen's link made from a viewer's invite link (`…/#/join/<id>?token=…`): the same table
 * and token, the screen's route. Null for a link that is not an invite link.
 *
 * @example
 * screenLinkOf("https://s.example/#/join/t1?token=v&system=ews"); // "https://s.example/#/screen/t1?token=v"
 */
export function screenLinkOf(inviteLink: string): string | null {
  let url: URL;
  try {
    url = new URL(inviteLink);
  } catch {
    return null;
  }
  const { segments, query } = parseHash(url.hash);
  const [route, id] = segments;
  const token = query.get("token");
  return route === "join" && id && token ? screenLink(url.origin, id, token) : null;
}

/**
 * What a labels walker test reads off the screen (tests only): how an internal key looks, and
 * every piece of visible or announced text of a subtree.
 */

/** How an internal key looks: kebab-case (`full-defence`) or camelCase (`pTargetHit`). */
export const KEY_LIKE =
  /(?<![\p{L}\p{N}])(?:\p{Ll}+(?:-[\p{Ll}\p{N}]+)+|\p{Ll}+\p{Lu}\p{L}*)(?![\p{L}\p{N}])/gu;

/** Every piece of text on screen, each on its own (adjacent elements must not glue words together). */
export function visibleTexts(root: Element): string[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const out: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node.textContent ?? "");
  for (const el of root.querySelectorAll("[aria-label], [title], [placeholder]")) {
    for (const name of ["aria-label", "title", "placeholder"]) out.push(el.getAttribute(name) ?? "");
  }
  return out;
}

/** The key-like tokens in a subtree's text, each prefixed with `where`. */
export const keyLikeTokens = (root: Element, where: string): string[] =>
  visibleTexts(root).flatMap((text) => (text.match(KEY_LIKE) ?? []).map((key) => `${where}: ${key}`));

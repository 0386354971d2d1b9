/**
 * Resolves once `condition` holds, checking every `everyMs`; rejects naming `what` after
 * `timeoutMs`. Tests wait for what they need instead of sleeping a fixed time and hoping the
 * machine was fast enough; the timeout only keeps a broken run from hanging, so it is generous.
 *
 * @example
 * await waitUntil(() => acked.length > 50, "more than 50 acknowledged rolls");
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
  everyMs = 10,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs} ms for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

import { useEffect } from "react";

/**
 * Keeps the display awake while `on` (a table screen nobody touches for an evening), where the
 * browser offers a screen wake lock; asked again whenever the page is shown again (the browser
 * lets the lock go when it is hidden). A browser without one, or one that says no, just sleeps
 * as it would.
 */
export function useWakeLock(on: boolean): void {
  useEffect(() => {
    if (!on || typeof navigator === "undefined" || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    const request = () => {
      if (document.visibilityState !== "visible") return;
      navigator.wakeLock.request("screen").then(
        (sentinel) => {
          if (released) void sentinel.release();
          else lock = sentinel;
        },
        () => undefined,
      );
    };
    request();
    document.addEventListener("visibilitychange", request);
    return () => {
      released = true;
      document.removeEventListener("visibilitychange", request);
      void lock?.release();
    };
  }, [on]);
}

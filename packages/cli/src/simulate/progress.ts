/**
 * A progress bar on stderr: `[██████░░░░]  60 % 600000/1000000 Duelle`, redrawn in place and
 * throttled; `finish` clears the line so the result starts clean.
 */
export function progressBar(label: string, write: (s: string) => void = (s) => process.stderr.write(s)) {
  let last = -1;
  const width = 30;
  return {
    update(done: number, total: number): void {
      const percent = Math.floor((100 * done) / Math.max(1, total));
      if (percent === last) return;
      last = percent;
      const full = Math.round((width * done) / Math.max(1, total));
      write(
        `\r[${"█".repeat(full)}${"░".repeat(width - full)}] ${String(percent).padStart(3)} % ${done}/${total} ${label}`,
      );
    },
    finish(): void {
      if (last >= 0) write(`\r${" ".repeat(width + 40)}\r`);
    },
  };
}

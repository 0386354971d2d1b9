/**
 * Wound boxes as on the paper sheet: one ticked box per wound, a few empty ones after (six at
 * least); screen readers hear the label and the count.
 *
 * @example
 * <WoundBoxes label="Wunden" count={2} /> // Wunden: ☒ ☒ ☐ ☐ ☐ ☐
 */
export function WoundBoxes({ label, count }: { label: string; count: number }) {
  const boxes = Math.max(6, count);
  return (
    <p className="wound-boxes">
      <span>{label}: </span>
      <span aria-hidden="true">
        {Array.from({ length: boxes }, (_, i) => (i < count ? "☒" : "☐")).join(" ")}
      </span>
      <span className="sr-only" data-testid={`boxes-${label}`}>
        {count}
      </span>
    </p>
  );
}

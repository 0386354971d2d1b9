/** A percentage as the catalogue writes it: „2,31 %“, "2.31%". */
const PERCENT = /(\d+(?:[,.]\d+)?\s?%)/;

/**
 * A sentence whose percentages never break between number and sign on a narrow phone („2,31“ at
 * a line's end, „%“ on the next; issue #29): each in a span that does not wrap. The text reads
 * as it is (its `textContent` unchanged).
 *
 * @example
 * <UnbrokenPercents text="Die Chance vor dem Wurf war 2,31 %." />
 */
export function UnbrokenPercents({ text }: { readonly text: string }) {
  return (
    <>
      {text.split(PERCENT).map((part, i) =>
        // Odd places are the percentages `split` captured; the parts never move.
        i % 2 === 1 ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
          <span key={i} className="nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </>
  );
}

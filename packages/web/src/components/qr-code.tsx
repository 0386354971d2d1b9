import { encode } from "uqr";

/**
 * A QR code as an SVG image (`uqr` computes the modules; React draws them as one path, no HTML
 * string): for the people at the same physical table to scan an invite link with their phone.
 * Black on white with a quiet zone of four modules, as scanners expect, whatever the page colours.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  // Medium error correction: survives a smudged phone screen; the links are ~200 characters.
  const { data } = encode(text, { ecc: "M", border: 4 });
  const size = data.length;
  let path = "";
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className="qr"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
      data-modules={size}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}

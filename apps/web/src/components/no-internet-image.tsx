/** The picture's text alternative: what its two lines of lettering say. */
export const NO_INTERNET_ALT =
  'No internet connection. The page comes back by itself once you are online.';

/** The drawing: a struck-through Wi-Fi sign over the same two lines (400 × 320 units). */
const DRAWING = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="320" viewBox="0 0 400 320">
<circle cx="200" cy="130" r="110" fill="#ecfdf5"/>
<g fill="none" stroke="#047857" stroke-width="14" stroke-linecap="round">
<path d="M110 118a128 128 0 0 1 180 0"/>
<path d="M138 148a88 88 0 0 1 124 0"/>
<path d="M166 178a46 46 0 0 1 68 0"/>
</g>
<circle cx="200" cy="206" r="12" fill="#047857"/>
<path d="M120 60l160 170" stroke="#b91c1c" stroke-width="14" stroke-linecap="round"/>
<g text-anchor="middle" font-family="system-ui, sans-serif">
<text x="200" y="280" font-size="26" font-weight="700" fill="#0f172a">No internet connection</text>
<text x="200" y="308" font-size="15" fill="#475569">The page comes back by itself once you are online.</text>
</g>
</svg>`;

/** Inline as a data: address, so it ships inside the JS bundle: offline nothing more can be fetched. */
const SOURCE = `data:image/svg+xml,${encodeURIComponent(DRAWING)}`;

/**
 * The offline picture, the only thing on screen while offline: one image with
 * a text alternative, so assistive tech reads the alt once and finds no loose text beside it.
 * It fills the box it is given; the drawing keeps its proportions in the middle.
 */
export function NoInternetImage() {
  return (
    <img
      src={SOURCE}
      alt={NO_INTERNET_ALT}
      width={400}
      height={320}
      decoding="sync"
      className="h-full w-full object-contain"
    />
  );
}

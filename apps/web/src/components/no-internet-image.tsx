/**
 * The offline picture (spec §1). Drawn inline as SVG so it ships inside the JS bundle: while
 * offline nothing more can be fetched. It fills the screen it is given; the drawing keeps its
 * proportions in the middle.
 */
export function NoInternetImage() {
  return (
    <svg
      role="img"
      aria-label="No internet connection"
      viewBox="0 0 400 320"
      className="h-full w-full"
    >
      <circle cx="200" cy="130" r="110" fill="#ecfdf5" />
      <g fill="none" stroke="#047857" strokeWidth="14" strokeLinecap="round">
        <path d="M110 118a128 128 0 0 1 180 0" />
        <path d="M138 148a88 88 0 0 1 124 0" />
        <path d="M166 178a46 46 0 0 1 68 0" />
      </g>
      <circle cx="200" cy="206" r="12" fill="#047857" />
      <path d="M120 60l160 170" stroke="#b91c1c" strokeWidth="14" strokeLinecap="round" />
      <text
        x="200"
        y="280"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="26"
        fontWeight="700"
        fill="#0f172a"
      >
        No internet connection
      </text>
      <text
        x="200"
        y="308"
        textAnchor="middle"
        fontFamily="system-ui, sans-serif"
        fontSize="15"
        fill="#475569"
      >
        The page comes back by itself once you are online.
      </text>
    </svg>
  );
}

import { useTranslation } from '@/lib/i18n';

/** The drawing: a struck-through Wi-Fi sign over two lines of lettering (400 × 320 units). */
const drawing = (
  title: string,
  body: string,
) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="320" viewBox="0 0 400 320">
<circle cx="200" cy="130" r="110" fill="#ecfdf5"/>
<g fill="none" stroke="#047857" stroke-width="14" stroke-linecap="round">
<path d="M110 118a128 128 0 0 1 180 0"/>
<path d="M138 148a88 88 0 0 1 124 0"/>
<path d="M166 178a46 46 0 0 1 68 0"/>
</g>
<circle cx="200" cy="206" r="12" fill="#047857"/>
<path d="M120 60l160 170" stroke="#b91c1c" stroke-width="14" stroke-linecap="round"/>
<g text-anchor="middle" font-family="system-ui, sans-serif">
<text x="200" y="280" font-size="26" font-weight="700" fill="#0f172a">${escapeXml(title)}</text>
<text x="200" y="308" font-size="15" fill="#475569">${escapeXml(body)}</text>
</g>
</svg>`;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The offline picture, the only thing on screen while offline: one image with
 * a text alternative, so assistive tech reads the alt once and finds no loose text beside it.
 * It fills the box it is given; the drawing keeps its proportions in the middle. It is lettered
 * in the page's language (common's `offline`, there before the connection went), drawn inline as
 * a data: address so nothing more has to be fetched while offline.
 */
export function NoInternetImage() {
  const { t } = useTranslation();
  const title = t('offline.title');
  const body = t('offline.body');
  return (
    <img
      src={`data:image/svg+xml,${encodeURIComponent(drawing(title, body))}`}
      alt={`${title}. ${body}`}
      width={400}
      height={320}
      decoding="sync"
      className="h-full w-full object-contain"
    />
  );
}

import { useCallback, useState } from 'react';

/**
 * The width, in CSS pixels, of the box a chart is drawn in, kept up to date as it resizes: the
 * chart uses it as its viewBox width, so one unit is one pixel and its 12 px labels stay 12 px
 * from a 375 px phone to a desktop (a fixed viewBox shrinks them to 6 px on a phone, or needs
 * sideways scrolling). Until the box is measured (first render, or a browser without
 * ResizeObserver such as jsdom) the width is `fallback`; never under `min`.
 * Returns the ref to put on the box and the width.
 */
export function useChartWidth(fallback: number, min = 280) {
  const [measured, setMeasured] = useState<number | null>(null);
  const ref = useCallback((box: HTMLElement | null) => {
    if (!box || typeof ResizeObserver === 'undefined') return;
    // Observers deliver their first size after layout and before paint: no flash at `fallback`.
    const observer = new ResizeObserver(([entry]) => {
      const width = Math.floor(entry?.contentRect.width ?? 0);
      if (width > 0) setMeasured(width);
    });
    observer.observe(box);
    return () => observer.disconnect();
  }, []);
  return [ref, Math.max(min, measured ?? fallback)] as const;
}

import { useEffect, useState } from 'react';

/** Seconds as mm:ss: 600 shows as 10:00. */
export function formatMmSs(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

const TICK_MS = 250;

/**
 * A countdown from `seconds` to 0, for code entry. It reads the clock rather than counting
 * ticks, so a tab the browser slowed down still shows the right time; `restart` starts it over.
 */
export function useCountdown(seconds: number) {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    const timer = window.setInterval(() => {
      const time = Date.now();
      setNow(time);
      if (time >= endsAt) window.clearInterval(timer);
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [endsAt]);

  const restart = () => {
    const time = Date.now();
    setNow(time);
    setEndsAt(time + seconds * 1000);
  };

  return { remaining, restart };
}

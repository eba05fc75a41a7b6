import { useEffect, useSyncExternalStore } from 'react';
import {
  loadedToastify,
  loadToastify,
  onToastifyLoaded,
  TOAST_CONTAINER_OPTIONS,
} from '@/lib/toast';

const INTERACTIONS = ['pointerdown', 'keydown'] as const;

/**
 * react-toastify's container, mounted once its code is in. The code loads at the first
 * interaction (a click or a key usually leads to a toast), so it is there before the answer
 * that a toast reports; a toast shown earlier loads it itself (lib/toast.ts).
 */
export function ToastOutlet() {
  const toastify = useSyncExternalStore(onToastifyLoaded, loadedToastify);
  const isLoaded = toastify !== null;
  useEffect(() => {
    if (isLoaded) return;
    const load = () => {
      // A failed load (offline) is not reported here: the next toast tries again and says so.
      loadToastify().catch(() => undefined);
    };
    for (const type of INTERACTIONS)
      window.addEventListener(type, load, { capture: true, once: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, load, { capture: true });
    };
  }, [isLoaded]);
  if (!toastify) return null;
  const { ToastContainer } = toastify;
  return <ToastContainer {...TOAST_CONTAINER_OPTIONS} />;
}

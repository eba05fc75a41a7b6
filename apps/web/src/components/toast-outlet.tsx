import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from '@/lib/i18n';
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
  const { t } = useTranslation();
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
  return (
    <ToastContainer
      {...TOAST_CONTAINER_OPTIONS}
      aria-label={t('shared.notifications')}
      closeButton={({ closeToast, theme }) => (
        <ToastCloseButton
          label={t('shared.close')}
          theme={theme}
          onClose={() => closeToast(true)}
        />
      )}
    />
  );
}

/**
 * react-toastify's own close button (its classes, its cross) with a label in the page's
 * language: the library's is always the English "close".
 */
function ToastCloseButton({
  label,
  theme,
  onClose,
}: {
  label: string;
  theme: string;
  onClose: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      onClick={(event) => {
        // The toast itself closes on a click too: this one must not reach it twice.
        event.stopPropagation();
        onClose();
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Closes a popup (menu, panel) on a pointer press outside `ref` or on Escape.
 * Escape also hands focus back to `returnFocusRef`.
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  isOpen: boolean,
  onDismiss: () => void,
  returnFocusRef?: RefObject<HTMLElement | null>,
): void {
  const dismiss = useEffectEvent(onDismiss);
  useEffect(() => {
    if (!isOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && ref.current?.contains(event.target)) return;
      dismiss();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      dismiss();
      returnFocusRef?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [isOpen, ref, returnFocusRef]);
}

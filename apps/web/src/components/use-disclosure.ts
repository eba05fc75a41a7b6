import { useId, useRef, useState } from 'react';
import { useDismiss } from '@/lib/use-dismiss';

/**
 * State of a disclosure (a button that shows and hides a panel, such as a menu): the
 * panel closes on an outside press or on Escape, which hands focus back to the button. Spread
 * `buttonProps` on the toggle button, put `containerRef` on the element holding button and
 * panel, and `panelId` on the panel.
 */
export function useDisclosure() {
  const [isOpen, setIsOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = () => setIsOpen(false);
  useDismiss(containerRef, isOpen, close, buttonRef);

  const buttonProps = {
    ref: buttonRef,
    type: 'button' as const,
    'aria-expanded': isOpen,
    'aria-controls': panelId,
    onClick: () => setIsOpen((open) => !open),
  };
  return { isOpen, close, containerRef, panelId, buttonProps };
}

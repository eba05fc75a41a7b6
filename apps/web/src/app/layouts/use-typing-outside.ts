import { useEffect, useState, type RefObject } from 'react';

/** Inputs that take no typing and open no picker: they leave the help button in place. */
const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'range', 'button', 'submit', 'reset']);

/** A field that takes typing or a picker, and so raises a phone's keyboard or wheel. */
function isTypingField(target: EventTarget | null): boolean {
  if (target instanceof HTMLInputElement) return !UNTYPED_INPUTS.has(target.type);
  return target instanceof Element && target.matches('textarea, select, [contenteditable="true"]');
}

/**
 * True while focus is in a typing field outside `ref`. A phone's keyboard takes half the screen,
 * and browsers differ in where fixed elements then sit (over the field, or halfway up the page),
 * so the phone's help button steps aside while someone types anywhere else.
 */
export function useTypingOutside(ref: RefObject<HTMLElement | null>): boolean {
  const [isTyping, setIsTyping] = useState(false);
  useEffect(() => {
    const update = (element: EventTarget | null) =>
      setIsTyping(
        isTypingField(element) && !(element instanceof Node && ref.current?.contains(element)),
      );
    const onFocusIn = (event: FocusEvent) => update(event.target);
    // The element taking focus next, or null when focus leaves for nothing (a tap on the page).
    const onFocusOut = (event: FocusEvent) => update(event.relatedTarget);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);
  return isTyping;
}

import { useEffect, useRef } from 'react';
import { AccessPrompt } from '@/components/access-prompt';

/**
 * The API's refusal of a visitor's next page, under the list they keep seeing, with the sign-up
 * button. It takes the focus when it appears: a screen reader reads it at once (a live region
 * added with its text is not always announced) and the keyboard is next to its button.
 */
export function PageRefusal({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-emerald-700"
    >
      <AccessPrompt kind="signup" message={message} />
    </div>
  );
}

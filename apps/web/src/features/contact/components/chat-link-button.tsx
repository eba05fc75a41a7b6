import { usePublicConfig } from '@/lib/public-config';

/** Opens the configured chat in a new tab. A link, since it navigates. */
export function ChatLinkButton() {
  const { chatUrl } = usePublicConfig();
  return (
    <a
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label="Chat with us (opens in a new tab)"
      className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-emerald-800 shadow-lg ring-1 ring-slate-200 hover:bg-emerald-50"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="currentColor">
        <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />
      </svg>
    </a>
  );
}

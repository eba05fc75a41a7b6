import { usePublicConfig } from '@/lib/public-config';
import { useContactWidgetTexts } from '../contact-widget-texts';

interface ChatLinkButtonProps {
  /** 'floating': the round button of wider screens; 'menu': a row of the phone's help menu. */
  placement?: 'floating' | 'menu';
  /** Runs when the link is followed (the phone's help menu closes). */
  onChoose?: () => void;
}

const CLASSES = {
  floating:
    'flex h-12 w-12 items-center justify-center rounded-full bg-white text-emerald-800 shadow-lg ring-1 ring-slate-200 hover:bg-emerald-50',
  menu: 'flex min-h-11 w-full items-center gap-3 rounded-xl px-4 py-2 text-sm font-bold text-emerald-800 ring-1 ring-slate-200 hover:bg-emerald-50',
};

/** Opens the configured chat in a new tab. A link, since it navigates. */
export function ChatLinkButton({ placement = 'floating', onChoose }: ChatLinkButtonProps) {
  const { chatUrl } = usePublicConfig();
  const { t } = useContactWidgetTexts();
  return (
    <a
      href={chatUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('chatNewTab')}
      onClick={onChoose}
      className={CLASSES[placement]}
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6 shrink-0" fill="currentColor">
        <path d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zm3 6a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm5 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z" />
      </svg>
      {placement === 'menu' && <span>{t('chat')}</span>}
    </a>
  );
}

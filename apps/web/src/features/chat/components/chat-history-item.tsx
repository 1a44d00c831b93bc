import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AdviceListItem } from '@lexlogis/contracts';
import { cn } from '@/lib/utils';
import { getTimeLabel } from '../hooks/chat-groups';
import { formatTimeLabel } from '../hooks/format-time-label';

interface ChatHistoryItemProps {
  chat: AdviceListItem;
  now: Date;
  isActive: boolean;
  isBusy: boolean;
  onSelect: () => void;
  onRename: () => void;
  onDelete: () => void;
}

/** One chat of the history: select it, rename it or delete it. */
export function ChatHistoryItem({
  chat,
  now,
  isActive,
  isBusy,
  onSelect,
  onRename,
  onDelete,
}: ChatHistoryItemProps) {
  const { t } = useTranslation();
  const title = chat.title || t('chat.untitled');
  return (
    <li
      className={cn(
        'group flex items-center gap-1 rounded-lg pr-1',
        isActive ? 'bg-accent-50 ring-1 ring-accent-200' : 'hover:bg-slate-100',
      )}
    >
      <button
        type="button"
        onClick={onSelect}
        aria-disabled={isBusy || undefined}
        aria-current={isActive ? 'page' : undefined}
        className={cn(
          'flex min-w-0 flex-1 items-baseline gap-2 rounded-lg px-3 py-2 text-left text-sm',
          isActive ? 'font-semibold text-accent-900' : 'text-slate-800',
          isBusy && 'cursor-not-allowed opacity-60',
        )}
      >
        <span className="min-w-0 flex-1 truncate">{title}</span>
        <span className="shrink-0 text-xs font-normal text-slate-600">
          {formatTimeLabel(getTimeLabel(new Date(chat.updatedAt), now), t)}
        </span>
      </button>
      <button
        type="button"
        onClick={onRename}
        disabled={isBusy}
        aria-label={t('chat.rename.action', { title })}
        className="rounded-md p-1.5 text-slate-600 hover:bg-white hover:text-slate-900 disabled:opacity-40"
      >
        <Pencil className="size-3.5" aria-hidden="true" />
      </button>
      <button
        type="button"
        onClick={onDelete}
        disabled={isBusy}
        aria-label={t('chat.delete.action', { title })}
        className="rounded-md p-1.5 text-slate-600 hover:bg-white hover:text-red-700 disabled:opacity-40"
      >
        <Trash2 className="size-3.5" aria-hidden="true" />
      </button>
    </li>
  );
}

import type { TFunction } from 'i18next';
import type { TimeLabel } from './chat-groups';

export function formatTimeLabel(label: TimeLabel, t: TFunction): string {
  switch (label.kind) {
    case 'just-now':
      return t('chat.time.justNow');
    case 'minutes':
      return t('chat.time.minutes', { n: label.count });
    case 'clock':
      return `${String(label.hours).padStart(2, '0')}:${String(label.minutes).padStart(2, '0')}`;
    case 'yesterday':
      return t('chat.time.yesterday');
    case 'days':
      return t('chat.time.days', { n: label.count });
  }
}

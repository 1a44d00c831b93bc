import { useTranslation } from 'react-i18next';
import type { PaginationLabels } from '@/components/ui/pagination';

export function usePaginationLabels(nav: string): PaginationLabels {
  const { t } = useTranslation();
  return {
    nav,
    previous: t('admin.pagination.previous'),
    next: t('admin.pagination.next'),
    page: (page) => t('admin.pagination.page', { page }),
    more: t('admin.pagination.more'),
  };
}

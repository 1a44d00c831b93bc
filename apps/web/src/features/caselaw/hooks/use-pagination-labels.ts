import { useTranslation } from 'react-i18next';
import type { PaginationLabels } from '@/components/ui/pagination';

export function usePaginationLabels(): PaginationLabels {
  const { t } = useTranslation();
  return {
    nav: t('caselaw.pagination.nav'),
    previous: t('caselaw.pagination.previous'),
    next: t('caselaw.pagination.next'),
    page: (page) => t('caselaw.pagination.page', { page }),
    more: t('caselaw.pagination.more'),
  };
}

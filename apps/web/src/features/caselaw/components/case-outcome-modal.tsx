import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CASE_LIST_PAGE_SIZE,
  CASE_OUTCOME_TABS,
  filterCasesByTab,
  type CaseOutcome,
  type CaseOutcomeTab,
  type SimilarCase,
} from '@lexlogis/contracts';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@/components/ui/dialog';
import { Pagination } from '@/components/ui/pagination';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { showToast } from '@/lib/toast';
import { usePaginationLabels } from '../hooks/use-pagination-labels';
import { DecisionDialog } from './decision-dialog';
import { OutcomeStats } from './outcome-stats';
import { SimilarCaseItem } from './similar-case-item';

interface CaseOutcomeModalProps {
  outcome: CaseOutcome;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The similar decisions (spec 01 §2): 90% of the viewport, the statistics, tabs All / Positive /
 * Neutral / Negative (Positive: favourable to the user) and pages of 5.
 */
export function CaseOutcomeModal({ outcome, open, onOpenChange }: CaseOutcomeModalProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<CaseOutcomeTab>('all');
  const [page, setPage] = useState(1);
  const [openDecision, setOpenDecision] = useState<string | null>(null);
  const labels = usePaginationLabels();

  const changeTab = (value: string) => {
    setTab(value as CaseOutcomeTab);
    setPage(1);
  };
  const download = (item: SimilarCase) => {
    // Spec 01 §2: a download only logs locally, no call is made.
    console.info('[case-outcome] download requested', item.id, item.url);
    showToast(t('caselaw.modal.downloadNoted'));
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="h-[90dvh] max-h-[90dvh] w-[90vw] max-w-none gap-4 sm:w-[90vw]">
        <div className="flex items-start justify-between gap-4">
          <div>
            <DialogTitle className="text-lg font-semibold text-slate-900">
              {t('caselaw.modal.title')}
            </DialogTitle>
            <DialogDescription className="text-sm text-slate-600">
              {t('caselaw.modal.description')}
            </DialogDescription>
          </div>
          <DialogClose asChild>
            <Button variant="outline" size="sm">
              {t('caselaw.modal.close')}
            </Button>
          </DialogClose>
        </div>
        <OutcomeStats outcome={outcome} />
        <Tabs value={tab} onValueChange={changeTab} className="flex flex-col gap-3">
          <TabsList aria-label={t('caselaw.modal.tabsLabel')}>
            {CASE_OUTCOME_TABS.map((value) => (
              <TabsTrigger key={value} value={value}>
                {t(`caselaw.modal.tabs.${value}`, {
                  count: filterCasesByTab(outcome.similarCases, value).length,
                })}
              </TabsTrigger>
            ))}
          </TabsList>
          {CASE_OUTCOME_TABS.map((value) => (
            <TabsContent key={value} value={value}>
              {value === tab && (
                <CasePage
                  cases={filterCasesByTab(outcome.similarCases, value)}
                  page={page}
                  onPage={setPage}
                  labels={labels}
                  onOpen={setOpenDecision}
                  onDownload={download}
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
      </DialogContent>
      <DecisionDialog decisionId={openDecision} onClose={() => setOpenDecision(null)} />
    </Dialog>
  );
}

interface CasePageProps {
  cases: SimilarCase[];
  page: number;
  onPage: (page: number) => void;
  labels: ReturnType<typeof usePaginationLabels>;
  onOpen: (id: string) => void;
  onDownload: (item: SimilarCase) => void;
}

function CasePage({ cases, page, onPage, labels, onOpen, onDownload }: CasePageProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(cases.length / CASE_LIST_PAGE_SIZE));
  const current = Math.min(page, pages);
  const shown = cases.slice((current - 1) * CASE_LIST_PAGE_SIZE, current * CASE_LIST_PAGE_SIZE);
  if (cases.length === 0)
    return <p className="text-sm text-slate-600">{t('caselaw.modal.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul
        aria-label={t('caselaw.modal.listLabel', { page: current, pages })}
        className="flex flex-col gap-3"
      >
        {shown.map((item) => (
          <li key={item.id}>
            <SimilarCaseItem item={item} onOpen={onOpen} onDownload={onDownload} />
          </li>
        ))}
      </ul>
      <Pagination page={current} totalPages={pages} onChange={onPage} labels={labels} />
    </div>
  );
}

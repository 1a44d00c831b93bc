import { useTranslation } from 'react-i18next';
import {
  FIND_FORM_GOAL_MAX_LENGTH,
  FIND_FORM_SITUATION_MAX_LENGTH,
  QUESTIONNAIRE_USER_TYPES,
  type QuestionnaireUserType,
} from '@lexlogis/contracts';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { useLegalForms } from '../api/legal-forms-api';
import { useFormLabels } from '../hooks/use-form-labels';

export type FinderAnswers = {
  role: QuestionnaireUserType;
  situation: string;
  receivedForm: string;
  goal: string;
  noticeReceived: string;
  leaseEnd: string;
  noticeSent: string;
};

type StepProps = {
  answers: FinderAnswers;
  onChange: (change: Partial<FinderAnswers>) => void;
  error?: string;
};

const TEXTAREA =
  'min-h-24 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600 aria-[invalid=true]:border-rose-600';
const SELECT =
  'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-accent-600';

export function RoleStep({ answers, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-base font-semibold text-slate-900">
        {t('legalForms.finder.roleQuestion')}
      </legend>
      {QUESTIONNAIRE_USER_TYPES.map((role) => (
        <label key={role} className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name="finder-role"
            value={role}
            checked={answers.role === role}
            onChange={() => onChange({ role, receivedForm: '' })}
          />
          {t(`legalForms.finder.roles.${role}`)}
        </label>
      ))}
    </fieldset>
  );
}

/** Notices the other party sends to this person: the ones they may have received. */
function useReceivableNotices(role: QuestionnaireUserType) {
  const { lang } = useFormLabels();
  const category = role === 'landlord' ? 'notices_to_lessor' : 'notices_to_lessee';
  return useLegalForms({ category, page: 1, limit: 60, lang }).data?.items ?? [];
}

export function SituationStep({ answers, onChange, error }: StepProps) {
  const { t } = useTranslation();
  const notices = useReceivableNotices(answers.role);
  return (
    <div className="flex flex-col gap-4">
      <Field
        id="finder-situation"
        label={t('legalForms.finder.situationQuestion')}
        hint={t('legalForms.finder.situationHint')}
        error={error}
      >
        {(control) => (
          <textarea
            {...control}
            className={TEXTAREA}
            maxLength={FIND_FORM_SITUATION_MAX_LENGTH}
            value={answers.situation}
            onChange={(event) => onChange({ situation: event.target.value })}
          />
        )}
      </Field>
      <Field id="finder-received" label={t('legalForms.finder.receivedQuestion')}>
        {(control) => (
          <select
            {...control}
            className={SELECT}
            value={answers.receivedForm}
            onChange={(event) => onChange({ receivedForm: event.target.value })}
          >
            <option value="">{t('legalForms.finder.receivedNone')}</option>
            {notices.map((notice) => (
              <option key={notice.id} value={notice.id}>
                {notice.id} — {notice.name}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}

export function GoalStep({ answers, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <Field
      id="finder-goal"
      label={t('legalForms.finder.goalQuestion')}
      hint={t('legalForms.finder.goalHint')}
    >
      {(control) => (
        <textarea
          {...control}
          className={TEXTAREA}
          maxLength={FIND_FORM_GOAL_MAX_LENGTH}
          value={answers.goal}
          onChange={(event) => onChange({ goal: event.target.value })}
        />
      )}
    </Field>
  );
}

const DATE_FIELDS = ['noticeReceived', 'leaseEnd', 'noticeSent'] as const;

export function DatesStep({ answers, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-base font-semibold text-slate-900">
        {t('legalForms.finder.datesQuestion')}
      </legend>
      <p className="text-sm text-slate-600">{t('legalForms.finder.datesHint')}</p>
      {DATE_FIELDS.map((key) => (
        <Field key={key} id={`finder-${key}`} label={t(`legalForms.finder.dates.${key}`)}>
          {(control) => (
            <Input
              {...control}
              type="date"
              value={answers[key]}
              onChange={(event) => onChange({ [key]: event.target.value })}
            />
          )}
        </Field>
      ))}
    </fieldset>
  );
}

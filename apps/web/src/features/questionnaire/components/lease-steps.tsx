import { BUILDING_AGES, LEASE_TERM_TYPES } from '@lexlogis/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { Field } from '@/components/ui/field';
import { FIELD_CONTROL_CLASSES, Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';
import { changeLeaseTerm, isWholeMonths } from '../hooks/wizard-state';
import { RadioChoice, YesNoChoice } from './choice-fields';
import type { StepProps } from './situation-steps';

/** Step 5: a fixed term asks its length in months; an undetermined term clears it. */
export function LeaseTermStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  const duration = draft.leaseDuration;
  const showError = duration.trim() !== '' && !isWholeMonths(duration);
  return (
    <div className="flex flex-col gap-6">
      <RadioChoice
        name="leaseTermType"
        legend={t('questionnaire.leaseTerm.legend')}
        options={LEASE_TERM_TYPES.map((value) => ({
          value,
          label: t(`questionnaire.leaseTerm.options.${value}`),
        }))}
        value={draft.leaseTermType}
        onChange={(leaseTermType) => onChange(changeLeaseTerm(draft, leaseTermType))}
      />
      {draft.leaseTermType === 'fixed-term' && (
        <Field
          id="leaseDuration"
          label={t('questionnaire.leaseTerm.duration')}
          hint={t('questionnaire.leaseTerm.durationHint')}
          error={showError ? t('questionnaire.leaseTerm.durationError') : undefined}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={duration}
              onChange={(event) => onChange({ ...draft, leaseDuration: event.target.value })}
              className="max-w-40"
            />
          )}
        </Field>
      )}
    </div>
  );
}

/** Step 6. */
export function Tenant65Step({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <YesNoChoice
      name="tenant65Over"
      legend={t('questionnaire.tenant65.legend')}
      hint={t('questionnaire.tenant65.hint')}
      yesLabel={t('questionnaire.yes')}
      noLabel={t('questionnaire.no')}
      value={draft.tenant65Over}
      onChange={(tenant65Over) => onChange({ ...draft, tenant65Over })}
    />
  );
}

/** Step 7. */
export function BuildingAgeStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <RadioChoice
      name="buildingAgeUnder5"
      legend={t('questionnaire.buildingAge.legend')}
      hint={t('questionnaire.buildingAge.hint')}
      options={BUILDING_AGES.map((value) => ({
        value,
        label: t(`questionnaire.buildingAge.options.${value}`),
      }))}
      value={draft.buildingAgeUnder5}
      onChange={(buildingAgeUnder5) => onChange({ ...draft, buildingAgeUnder5 })}
    />
  );
}

/** Step 8: optional free text; the wizard puts the submit button under it. */
export function AdditionalInfoStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <Field
      id="additionalInfo"
      label={t('questionnaire.additional.label')}
      hint={t('questionnaire.additional.hint')}
    >
      {(control) => (
        <textarea
          {...control}
          rows={5}
          maxLength={5000}
          value={draft.additionalInfo}
          onChange={(event) => onChange({ ...draft, additionalInfo: event.target.value })}
          className={cn(FIELD_CONTROL_CLASSES, 'h-auto py-2')}
        />
      )}
    </Field>
  );
}

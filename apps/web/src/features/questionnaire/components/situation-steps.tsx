import type { BuildingType } from '@lexlogis/contracts';
import {
  BUILDING_TYPES,
  EXCLUDED_SITUATIONS,
  QUESTIONNAIRE_USER_TYPES,
} from '@lexlogis/contracts/helpers';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/input';
import { changeOwnership, changeUserType, type QuestionnaireDraft } from '../hooks/wizard-state';
import { RadioChoice, YesNoChoice } from './choice-fields';

export interface StepProps {
  draft: QuestionnaireDraft;
  onChange: (draft: QuestionnaireDraft) => void;
}

/** Step 1: the situations of art. 1892 para. 3, or none. */
export function ExcludedSituationStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <RadioChoice
      name="excludedSituation"
      legend={t('questionnaire.excluded.legend')}
      hint={t('questionnaire.excluded.hint')}
      options={EXCLUDED_SITUATIONS.map((value) => ({
        value,
        label: t(`questionnaire.excluded.options.${value}`),
      }))}
      value={draft.excludedSituation}
      onChange={(excludedSituation) => onChange({ ...draft, excludedSituation })}
    />
  );
}

/** Step 2: a select, as the spec has it, with a placeholder until a type is chosen. */
export function BuildingTypeStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="buildingType" className="text-base font-semibold text-slate-900">
        {t('questionnaire.buildingType.label')}
      </label>
      <p id="buildingType-hint" className="text-sm text-slate-600">
        {t('questionnaire.buildingType.hint')}
      </p>
      <Select
        id="buildingType"
        aria-describedby="buildingType-hint"
        value={draft.buildingType ?? ''}
        onChange={(event) =>
          onChange({ ...draft, buildingType: event.target.value as BuildingType })
        }
      >
        <option value="" disabled>
          {t('questionnaire.buildingType.placeholder')}
        </option>
        {BUILDING_TYPES.map((value) => (
          <option key={value} value={value}>
            {t(`questionnaire.buildingType.options.${value}`)}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** Step 3: changing the answer clears the ownership answers. */
export function UserTypeStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  return (
    <RadioChoice
      name="userType"
      legend={t('questionnaire.userType.legend')}
      options={QUESTIONNAIRE_USER_TYPES.map((value) => ({
        value,
        label: t(`questionnaire.userType.options.${value}`),
      }))}
      value={draft.userType}
      onChange={(userType) => onChange(changeUserType(draft, userType))}
    />
  );
}

/** Step 4 (landlords only): owns → sole owner → spouse owns, each shown once the one above says so. */
export function OwnershipStep({ draft, onChange }: StepProps) {
  const { t } = useTranslation();
  const yesNo = { yesLabel: t('questionnaire.yes'), noLabel: t('questionnaire.no') };
  return (
    <div className="flex flex-col gap-6">
      <YesNoChoice
        {...yesNo}
        name="propertyOwnership"
        legend={t('questionnaire.ownership.owns')}
        value={draft.propertyOwnership}
        onChange={(value) => onChange(changeOwnership(draft, 'propertyOwnership', value))}
      />
      {draft.propertyOwnership === true && (
        <YesNoChoice
          {...yesNo}
          name="singleOwnership"
          legend={t('questionnaire.ownership.sole')}
          value={draft.singleOwnership}
          onChange={(value) => onChange(changeOwnership(draft, 'singleOwnership', value))}
        />
      )}
      {draft.propertyOwnership === true && draft.singleOwnership === false && (
        <YesNoChoice
          {...yesNo}
          name="spouseOwnership"
          legend={t('questionnaire.ownership.spouse')}
          value={draft.spouseOwnership}
          onChange={(value) => onChange(changeOwnership(draft, 'spouseOwnership', value))}
        />
      )}
    </div>
  );
}

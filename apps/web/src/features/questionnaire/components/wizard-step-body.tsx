import { useTranslation } from 'react-i18next';
import { STEPS } from '../hooks/wizard-state';
import { AdditionalInfoStep, BuildingAgeStep, LeaseTermStep, Tenant65Step } from './lease-steps';
import {
  BuildingTypeStep,
  ExcludedSituationStep,
  OwnershipStep,
  UserTypeStep,
  type StepProps,
} from './situation-steps';

/** The content of one step (spec 01 §2 "Questionnaire wizard", steps 0 to 8). */
export function WizardStepBody({ step, ...props }: StepProps & { step: number }) {
  const { t } = useTranslation();
  switch (STEPS[step]) {
    case 'intro':
      return (
        <div className="flex flex-col gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            {t('questionnaire.intro.heading')}
          </h2>
          <p className="text-sm text-slate-700">{t('questionnaire.intro.body')}</p>
        </div>
      );
    case 'excludedSituation':
      return <ExcludedSituationStep {...props} />;
    case 'buildingType':
      return <BuildingTypeStep {...props} />;
    case 'userType':
      return <UserTypeStep {...props} />;
    case 'ownership':
      return <OwnershipStep {...props} />;
    case 'leaseTerm':
      return <LeaseTermStep {...props} />;
    case 'tenant65Over':
      return <Tenant65Step {...props} />;
    case 'buildingAge':
      return <BuildingAgeStep {...props} />;
    default:
      return <AdditionalInfoStep {...props} />;
  }
}

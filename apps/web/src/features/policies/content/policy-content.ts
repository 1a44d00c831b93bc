import type { PolicyDocument, PolicyTab } from './policy-types';
import { privacyPolicyEn } from './privacy-policy-en';
import { privacyPolicyFr } from './privacy-policy-fr';
import { termsOfUseEn } from './terms-of-use-en';
import { termsOfUseFr } from './terms-of-use-fr';

export type PolicyLanguage = 'en' | 'fr';

export const POLICY_DOCUMENTS: Record<PolicyLanguage, Record<PolicyTab, PolicyDocument>> = {
  en: { privacy: privacyPolicyEn, terms: termsOfUseEn },
  fr: { privacy: privacyPolicyFr, terms: termsOfUseFr },
};

export function getPolicyDocument(language: string | undefined, tab: PolicyTab): PolicyDocument {
  return POLICY_DOCUMENTS[language === 'fr' ? 'fr' : 'en'][tab];
}

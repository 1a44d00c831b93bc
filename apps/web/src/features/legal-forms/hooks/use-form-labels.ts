import { useTranslation } from 'react-i18next';

/** Words for the catalogue's codes; a code the catalogue adds later shows as it is written. */
export function useFormLabels() {
  const { t, i18n } = useTranslation();
  const label = (group: 'category' | 'party' | 'matter', code: string) =>
    code ? t(`legalForms.${group}.${code}`, { defaultValue: code.replace(/_/g, ' ') }) : '';
  const lang: 'en' | 'fr' = i18n.resolvedLanguage === 'fr' ? 'fr' : 'en';
  return { label, lang };
}

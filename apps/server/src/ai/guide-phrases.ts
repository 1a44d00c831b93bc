import type { AnswerLang } from './answer-types';

/** The sentences the offline composer adds around a situation guide, in both languages. */

type FactCheckLine = { value: string; requirement: string; met: boolean; article: string };

const cite = (article: string) => `art. ${article} C.c.Q.`;

type Party = 'tenant' | 'landlord' | 'sub-tenant' | 'occupant';
const PARTIES: Record<AnswerLang, Record<Party, string>> = {
  en: { tenant: 'a tenant', landlord: 'a landlord', 'sub-tenant': 'a sub-tenant', occupant: 'an occupant' },
  fr: { tenant: 'le locataire', landlord: 'le locateur', 'sub-tenant': 'le sous-locataire', occupant: 'l’occupant' },
}; // prettier-ignore

export const GUIDE_PHRASES = {
  en: {
    appliedHeading: '**Applied to what you wrote:**',
    focusHeading: '**What applies to your question in particular:**',
    factLine: ({ value, requirement, met, article }: FactCheckLine) =>
      `${value}: ${cite(article)} requires ${requirement}, so this condition is ${met ? 'met' : 'not met'}.`,
    age: (age: number) => `the age in your question is ${age}`,
    years: (years: number) => `the time in the dwelling in your question is ${years} years`,
    unknownFact: (requirement: string, article: string) =>
      `Your question does not say whether ${requirement} (${cite(article)}): check it.`,
    alsoRelevant: (title: string) => `**Also relevant: ${title}.**`,
    mayAlsoApply: (title: string) => `**A written guide that may also apply: ${title}.**`,
    forParties: (roles: readonly Party[]) =>
      `For ${roles.map((role) => PARTIES.en[role]).join(' or ')}:`,
    formsForYou: 'Forms for you:',
    formsByParty: 'Forms:',
    party: { tenant: 'tenant', landlord: 'landlord', either: 'either party' },
    deadlinesInLaw: '**Delays set by the law**',
    whatYouCanDo: '**What you can do**',
    conditionsHeading: '**Conditions and exceptions**',
    noGuide:
      'No written guide matches your question closely enough, so this answer only points to the sources found.',
    noGuideNotes:
      'No written guide matches your question closely enough, so this answer rests on the articles found first.',
  },
  fr: {
    appliedHeading: '**Appliqué à ce que vous avez écrit :**',
    focusHeading: '**Ce qui s’applique à votre question en particulier :**',
    factLine: ({ value, requirement, met, article }: FactCheckLine) =>
      `${value} : l’${cite(article)} exige ${requirement}; cette condition est donc ${met ? 'remplie' : 'non remplie'}.`,
    age: (age: number) => `l’âge indiqué dans votre question est de ${age} ans`,
    years: (years: number) =>
      `la durée d’occupation indiquée dans votre question est de ${years} ans`,
    unknownFact: (requirement: string, article: string) =>
      `Votre question ne précise pas ${requirement} (${cite(article)}) : vérifiez-le.`,
    alsoRelevant: (title: string) => `**À voir aussi : ${title}.**`,
    mayAlsoApply: (title: string) => `**Un guide rédigé qui peut aussi s’appliquer : ${title}.**`,
    forParties: (roles: readonly Party[]) =>
      `Pour ${roles.map((role) => PARTIES.fr[role]).join(' ou ')} :`,
    formsForYou: 'Formulaires pour vous :',
    formsByParty: 'Formulaires :',
    party: { tenant: 'locataire', landlord: 'locateur', either: 'l’une ou l’autre partie' },
    deadlinesInLaw: '**Délais prévus par la loi**',
    whatYouCanDo: '**Ce que vous pouvez faire**',
    conditionsHeading: '**Conditions et exceptions**',
    noGuide:
      'Aucun guide rédigé ne correspond assez précisément à votre question : cette réponse indique seulement les sources trouvées.',
    noGuideNotes:
      'Aucun guide rédigé ne correspond assez précisément à votre question : cette réponse s’appuie sur les articles trouvés en premier.',
  },
} satisfies Record<AnswerLang, unknown>;

/**
 * Conditions of an article that a fact of the question can be held against. Each threshold is
 * a number of the article's own text (a test reads the article and checks it), so the composer
 * never states a threshold the law does not contain.
 */
export const FACT_CHECKS = [
  {
    article: '1959.1',
    fact: 'age',
    min: 65,
    requirement: { en: 'an age of 65 or over', fr: 'un âge de 65 ans ou plus' },
  },
  {
    article: '1959.1',
    fact: 'yearsInDwelling',
    min: 10,
    requirement: {
      en: 'at least 10 years in the dwelling',
      fr: 'une occupation du logement depuis au moins 10 ans',
    },
  },
] as const;

/** Conditions of an article that a question never settles, stated so the person checks them. */
export const UNKNOWN_CONDITIONS = [
  {
    article: '1959.1',
    requirement: {
      en: 'the income is equal to or below 125% of the maximum income that makes a person eligible for low-rental housing',
      fr: 'si le revenu est égal ou inférieur à 125 % du revenu maximal permettant d’être admissible à un logement à loyer modique',
    },
  },
] as const;

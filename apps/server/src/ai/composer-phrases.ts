import type { CaselawOutcome, ExcludedSituation, QuestionnaireUserType } from '@lexlogis/contracts';
import type { AnswerLang } from './answer-types';

/** Every sentence the offline composer writes, in both languages, in one place. */

export const SECTION_HEADINGS: Record<AnswerLang, [string, string, string]> = {
  en: ['Summary', 'Applicable law and principles', 'Next steps'],
  fr: ['Résumé', 'Droit applicable et principes', 'Prochaines étapes'],
};

const USER_TYPES: Record<AnswerLang, Record<QuestionnaireUserType, string>> = {
  en: {
    tenant: 'a tenant',
    landlord: 'a landlord',
    'sub-tenant': 'a sub-tenant',
    occupant: 'an occupant',
  },
  fr: {
    tenant: 'locataire',
    landlord: 'locateur',
    'sub-tenant': 'sous-locataire',
    occupant: 'occupant',
  },
};

/** Outcomes only as the source gives them; anything else reads "not known". */
const OUTCOMES: Record<AnswerLang, Record<CaselawOutcome, string>> = {
  en: {
    granted: 'application granted',
    partly_granted: 'application partly granted',
    dismissed: 'application dismissed',
    unknown: 'not known',
  },
  fr: {
    granted: 'demande accueillie',
    partly_granted: 'demande accueillie en partie',
    dismissed: 'demande rejetée',
    unknown: 'non connue',
  },
};

type Situation = Exclude<ExcludedSituation, 'none'>;
type LeaseKind = Situation | 'not-a-dwelling';
/**
 * The leases of art. 1892 para. 3 C.c.Q., each with every condition of its numbered paragraph:
 * a room in the lessor's residence is excluded only when both conditions of 4° hold. The French
 * texts are the paragraphs' own words.
 */
const SITUATIONS: Record<AnswerLang, Record<Situation, string>> = {
  en: {
    'vacation-rental': 'a dwelling leased for vacation purposes',
    'non-residential':
      'a dwelling of which more than one third of the total floor area is used for purposes other than housing',
    'hotel-room': 'a room in a hotel establishment',
    'landlord-primary-residence':
      'a room in the landlord’s principal residence (main residence: the home where the landlord lives), where no more than two rooms are rented or offered for rent and the room has neither a separate exit to the outside nor sanitary facilities independent of those used by the landlord',
    'healthcare-facility':
      'a room in a health and social services institution (subject to the exception that paragraph makes)',
  },
  fr: {
    'vacation-rental': 'un logement loué à des fins de villégiature',
    'non-residential':
      'un logement dont plus du tiers de la superficie totale est utilisée à un autre usage que l’habitation',
    'hotel-room': 'une chambre située dans un établissement hôtelier',
    'landlord-primary-residence':
      'une chambre située dans la résidence principale du locateur, lorsque deux chambres au maximum y sont louées ou offertes en location et que la chambre ne possède ni sortie distincte donnant sur l’extérieur ni installations sanitaires indépendantes de celles utilisées par le locateur',
    'healthcare-facility':
      'une chambre située dans un établissement de santé et de services sociaux (sous réserve de l’exception que prévoit ce paragraphe)',
  },
};

/** Where the excluded situation comes from: the user's answer, or a guess from the question. */
type ExclusionOrigin = 'questionnaire' | 'question';

export const PHRASES = {
  en: {
    askedAs: (type: QuestionnaireUserType) => `You are asking as ${USER_TYPES.en[type]}.`,
    pointsTo: (list: string) => `The sources found for your question point mainly to ${list}.`,
    noLaw:
      'No article of the Civil Code of Québec was found among the sources for this question, so no rule is quoted here.',
    deadlinesBelow: 'The deadlines written in these articles are listed under Next steps.',
    formsToConsider: (list: string) => `Form to consider: ${list}.`,
    decisionsListed: (count: number) =>
      `${count} decision${count > 1 ? 's' : ''} on similar questions ${count > 1 ? 'are' : 'is'} listed below, with the outcome only where it is known.`,
    quotedBelow: 'The key sentences are quoted below with a link to the official text.',
    // A guess from the question's words never says the rules "do not apply": only that they
    // may not, and on which conditions.
    excluded: (origin: ExclusionOrigin, situation: LeaseKind, cite: string) =>
      situation === 'not-a-dwelling'
        ? `**Not a dwelling.** Your question suggests that what is leased is not a dwelling. Under ${cite}, the rules on the lease of a dwelling govern a dwelling, a room, a mobile home and land intended for one, with their services, accessories and dependencies: the lease of another thing follows the general rules of lease, and the rules particular to dwellings, such as the right to maintain occupancy and the renewal of the lease of right, do not apply to it.`
        : origin === 'questionnaire'
          ? `**Excluded situation.** You indicated that the lease concerns ${SITUATIONS.en[situation]}. Under ${cite}, the rules on the lease of a dwelling do not apply to such a lease, so the dwelling-lease rules quoted below may not apply to you.`
          : `**Possible excluded situation.** Your question suggests that your lease may be one of those ${cite} leaves out of the dwelling-lease rules. Those rules may not apply if the lease concerns ${SITUATIONS.en[situation]}.`,
    codeName: 'the Civil Code of Québec',
    repealed: 'This article is repealed: it no longer applies.',
    plainNote: (note: string) => `_Plain-language summary, not the official text:_ ${note}`,
    amended: (acts: string, date: string) =>
      `**Amended article**${acts ? ` (${acts})` : ''}: the text quoted is the consolidated version${date ? ` of ${date}` : ''}; older copies may say something else.`,
    unofficial: (date: string, url: string) =>
      `_Unofficial copy${date ? `, consolidated to ${date}` : ''} — official text: <${url}>_`,
    frenchOnly: (urlEn: string | undefined) =>
      `_The quoted text is the French version: no English text is loaded.${urlEn ? ` Official English page: <${urlEn}>` : ''}_`,
    otherLanguage: '',
    decisionsHeading: '**Decisions on similar questions**',
    outcome: (outcome: CaselawOutcome | undefined) =>
      !outcome || outcome === 'unknown'
        ? 'Outcome not known.'
        : `Outcome: ${OUTCOMES.en[outcome]}.`,
    infoHeading: '**Further information**',
    deadlinesHeading: '**Deadlines**',
    noDate: {
      'lease-end':
        'Your question does not give the end date of your lease, so these periods were not turned into calendar dates: count them from that date.',
      'notice-received':
        'Your question does not give the date you received the notice, so the one-month periods were not turned into calendar dates: count them from that date.',
    },
    formsHeading: '**Forms of the Tribunal administratif du logement**',
    // The text is the forms catalogue's (MIT-licensed metadata), not the Tribunal's.
    whenToUse: 'When to use it (catalogue description, unofficial):',
    officialForm: 'Official form:',
    checkExcluded: (cite: string) =>
      `First check whether your lease is one of those ${cite} excludes from the dwelling-lease rules.`,
    keepCopies: 'Keep a dated copy of every notice you give or receive.',
    consult: 'For advice on your own situation, consult a lawyer or a legal clinic.',
    disclaimer:
      '_This is legal information drawn only from the sources shown with this answer, not legal advice._',
    and: 'and',
  },
  fr: {
    askedAs: (type: QuestionnaireUserType) => {
      const role = USER_TYPES.fr[type];
      // « en tant qu'occupant »: que elides before a vowel.
      return `Vous posez la question en tant ${/^[aeiou]/.test(role) ? 'qu’' : 'que '}${role}.`;
    },
    pointsTo: (list: string) =>
      `Les sources trouvées pour votre question renvoient surtout à ${list}.`,
    noLaw:
      'Aucun article du Code civil du Québec ne figure parmi les sources trouvées pour cette question : aucune règle n’est donc citée ici.',
    deadlinesBelow: 'Les délais prévus par ces articles sont indiqués sous Prochaines étapes.',
    formsToConsider: (list: string) => `Formulaire à envisager : ${list}.`,
    decisionsListed: (count: number) =>
      `${count} décision${count > 1 ? 's' : ''} sur des questions semblables ${count > 1 ? 'sont citées' : 'est citée'} plus bas, avec son issue seulement lorsqu’elle est connue.`,
    quotedBelow: 'Les passages clés sont cités ci-dessous avec un lien vers le texte officiel.',
    excluded: (origin: ExclusionOrigin, situation: LeaseKind, cite: string) =>
      situation === 'not-a-dwelling'
        ? `**Pas un logement.** Votre question laisse entendre que le bien loué n’est pas un logement. Selon ${cite}, les règles du bail de logement régissent le logement, la chambre, la maison mobile et le terrain destiné à la recevoir, ainsi que leurs services, accessoires et dépendances : le bail d’un autre bien suit les règles générales du louage, et les règles particulières au logement, comme le droit au maintien dans les lieux et la reconduction de plein droit, ne s’y appliquent pas.`
        : origin === 'questionnaire'
          ? `**Situation exclue.** Vous avez indiqué que le bail porte sur ${SITUATIONS.fr[situation]}. Selon ${cite}, les règles du bail de logement ne s’appliquent pas à un tel bail : les règles citées ci-dessous pourraient donc ne pas s’appliquer à vous.`
          : `**Situation peut-être exclue.** Votre question laisse entendre que votre bail pourrait être l’un de ceux que ${cite} soustrait aux règles du bail de logement. Ces règles pourraient ne pas s’appliquer si le bail porte sur ${SITUATIONS.fr[situation]}.`,
    codeName: 'le Code civil du Québec',
    repealed: 'Cet article est abrogé : il ne s’applique plus.',
    plainNote: (note: string) => `_Résumé en langage clair, pas le texte officiel :_ ${note}`,
    amended: (acts: string, date: string) =>
      `**Article modifié**${acts ? ` (${acts})` : ''} : le texte cité est la version à jour${date ? ` au ${date}` : ''}; des copies plus anciennes peuvent différer.`,
    unofficial: (date: string, url: string) =>
      `_Copie non officielle${date ? `, à jour au ${date}` : ''} — texte officiel : <${url}>_`,
    frenchOnly: () => '',
    otherLanguage: '_Le texte cité est la version anglaise officielle._',
    decisionsHeading: '**Décisions sur des questions semblables**',
    outcome: (outcome: CaselawOutcome | undefined) =>
      !outcome || outcome === 'unknown' ? 'Issue non connue.' : `Issue : ${OUTCOMES.fr[outcome]}.`,
    infoHeading: '**Pour en savoir plus**',
    deadlinesHeading: '**Délais**',
    noDate: {
      'lease-end':
        'Votre question ne donne pas la date de fin du bail : ces délais n’ont donc pas été convertis en dates. Comptez-les à partir de cette date.',
      'notice-received':
        'Votre question ne donne pas la date de réception de l’avis : les délais d’un mois n’ont donc pas été convertis en dates. Comptez-les à partir de cette date.',
    },
    formsHeading: '**Formulaires du Tribunal administratif du logement**',
    whenToUse: 'Quand l’utiliser (description du catalogue, non officielle, en anglais) :',
    officialForm: 'Formulaire officiel :',
    checkExcluded: (cite: string) =>
      `Vérifiez d’abord si votre bail est l’un de ceux que ${cite} exclut des règles du bail de logement.`,
    keepCopies: 'Gardez une copie datée de chaque avis que vous donnez ou recevez.',
    consult:
      'Pour un avis sur votre propre situation, consultez un avocat ou une clinique juridique.',
    disclaimer:
      '_Ceci est de l’information juridique tirée uniquement des sources présentées avec cette réponse, et non un avis juridique._',
    and: 'et',
  },
};

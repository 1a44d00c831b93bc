import type {
  FormalNoticeFields,
  FormalNoticeLetter,
  FormalNoticeRole,
  Language,
} from '@lexlogis/contracts';
import { formatDay } from '../../ai/calendar-dates';
import { formatIsoDay } from './notice-deadline';
import { SITUATION_LABELS, type NoticeLaw } from './notice-situations';

/**
 * Writes a formal notice as plain text: the facts the user gave, the law from the situation
 * guide (its own reviewed wording and articles), the demand, the deadline as a calendar day,
 * what happens next (the Tribunal and the guide's form) and the "not legal advice" line.
 */

const ROLE_NAMES: Record<Language, Record<FormalNoticeRole, string>> = {
  en: { tenant: 'tenant', landlord: 'landlord' },
  fr: { tenant: 'locataire', landlord: 'locateur' },
};

const PHRASES = {
  en: {
    heading: 'FORMAL NOTICE',
    subject: (label: string) => `Subject: Formal notice — ${label}`,
    greeting: (name: string) => `Dear ${name},`,
    facts: (role: string) => `I am writing to you as your ${role} about the following facts:`,
    law: 'The Civil Code of Québec provides the following:',
    demand: 'I therefore formally demand that you:',
    deadline: (date: string) => `You have until ${date} to comply with this demand.`,
    next: (form: string, when: string) =>
      `If you do not comply by that date, I may apply to the Tribunal administratif du logement without further notice, using form ${form} (${when}).`,
    closing: 'Please govern yourself accordingly.',
    cited: (articles: string) => `Articles cited: Civil Code of Québec, arts. ${articles}.`,
    disclaimer:
      'This letter was prepared with LexLogis from legal information. It is legal information, not legal advice.',
  },
  fr: {
    heading: 'MISE EN DEMEURE',
    subject: (label: string) => `Objet : Mise en demeure — ${label}`,
    greeting: () => 'Madame, Monsieur,',
    facts: (role: string) => `Je vous écris à titre de ${role} au sujet des faits suivants :`,
    law: 'Le Code civil du Québec prévoit ce qui suit :',
    demand: 'Je vous mets donc en demeure de :',
    deadline: (date: string) => `Vous avez jusqu’au ${date} pour vous conformer à cette demande.`,
    next: (form: string, when: string) =>
      `À défaut de vous y conformer d’ici cette date, je pourrai m’adresser au Tribunal administratif du logement sans autre avis, au moyen du formulaire ${form} (${when}).`,
    closing: 'Veuillez agir en conséquence.',
    cited: (articles: string) => `Articles invoqués : Code civil du Québec, art. ${articles}.`,
    disclaimer:
      'Cette lettre a été préparée avec LexLogis à partir d’information juridique. Il s’agit d’information juridique et non d’un avis juridique.',
  },
} as const;

/** "To ask the Tribunal…." → "to ask the Tribunal…", to sit inside the sentence's parentheses. */
function toClause(text: string): string {
  const trimmed = text.trim().replace(/\.$/, '');
  return trimmed.charAt(0).toLowerCase() + trimmed.slice(1);
}

function toLines(party: { name: string; address: string }): string[] {
  const address = party.address
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return [party.name, ...address];
}

/** Article numbers in code order ("1854", "1863", "1959.1"). */
function sortArticles(articles: readonly string[]): string[] {
  return [...new Set(articles)].sort((a, b) => Number(a) - Number(b));
}

export type ComposeNoticeInput = {
  lang: Language;
  fields: FormalNoticeFields;
  law: NoticeLaw;
  today: Date;
  deadline: Date;
};

export function composeFormalNotice(input: ComposeNoticeInput): FormalNoticeLetter {
  const { lang, fields, law, today, deadline } = input;
  const words = PHRASES[lang];
  const articles = sortArticles(law.statement.articles);
  return {
    lang,
    heading: words.heading,
    dateLine: lang === 'fr' ? `Le ${formatDay(today, lang)}` : formatDay(today, lang),
    senderLines: toLines(fields.sender),
    recipientLines: toLines(fields.recipient),
    subject: words.subject(SITUATION_LABELS[lang][fields.situation]),
    paragraphs: [
      words.greeting(fields.recipient.name),
      words.facts(ROLE_NAMES[lang][fields.role]),
      fields.facts,
      words.law,
      law.statement[lang],
      words.demand,
      fields.demand,
      words.deadline(formatDay(deadline, lang)),
      words.next(law.form.form, toClause(law.form.when[lang])),
      words.closing,
      words.cited(articles.join(', ')),
    ],
    citedArticles: articles,
    form: law.form.form,
    deadlineDate: formatIsoDay(deadline),
    signature: fields.sender.name,
    disclaimer: words.disclaimer,
  };
}

export function buildNoticeTitle(lang: Language, fields: FormalNoticeFields): string {
  const kind = lang === 'fr' ? 'Mise en demeure' : 'Formal notice';
  const title = `${kind} — ${SITUATION_LABELS[lang][fields.situation]} — ${fields.recipient.name}`;
  return Array.from(title).slice(0, 200).join('');
}

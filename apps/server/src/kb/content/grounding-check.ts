import { findCitations } from '../../ai/citation-finder';
import {
  listGuideFields,
  listGuideReferences,
  listNoteFields,
  listNoteReferences,
  type ArticleReference,
  type ContentField,
} from './content-fields';
import { findLeaseArticles } from '../text/articles';
import type { CorpusArticle, CorpusForm, GroundingCorpus } from './grounding-corpus';
import type { ContentProblem, KbContent, LoadedGuide } from './load-content';
import type { ContentLang } from './number-words';
import { extractQuantities, formatQuantity } from './quantities';

/**
 * The grounding check (issue 10 §3): the written layer may state only what the loaded law says.
 * Every article it cites is in the corpus and in force, every quantity it states is in the text
 * of an article the statement rests on, every form it names is in the catalogue and filed by the
 * party it says, and the English and French versions state the same quantities, articles and
 * forms. Pure: the caller reads the content and the corpus.
 */

const LANGS: readonly ContentLang[] = ['en', 'fr'];
const SAYS_REPEALED: Record<ContentLang, RegExp> = { en: /\brepealed\b/i, fr: /\babrog[ée]/i };
/** Which `party` values agree with the catalogue's initiating_party. */
const PARTIES_FOR_INITIATOR: Record<string, ReadonlySet<string>> = {
  lessee: new Set(['tenant']),
  lessor: new Set(['landlord']),
  // Either party may file these; a guide may name the one who files it in its situation.
  lessor_or_lessee: new Set(['tenant', 'landlord', 'either']),
  applicant: new Set(['tenant', 'landlord', 'either']),
};

function listArticles(articles: Iterable<string>): string {
  const sorted = [...new Set(articles)];
  return `${sorted.length > 1 ? 'arts.' : 'art.'} ${sorted.join(', ')}`;
}

function describeDifference(left: readonly string[], right: readonly string[]): string {
  const remaining = [...right];
  const onlyLeft: string[] = [];
  for (const item of left) {
    const index = remaining.indexOf(item);
    if (index >= 0) remaining.splice(index, 1);
    else onlyLeft.push(item);
  }
  return [
    onlyLeft.length > 0 ? `only in EN: ${onlyLeft.join(', ')}` : '',
    remaining.length > 0 ? `only in FR: ${remaining.join(', ')}` : '',
  ]
    .filter(Boolean)
    .join('; ');
}

/** What a text states that the check compares: quantities, article numbers, form ids. */
type TextFacts = { quantities: string[]; articles: string[]; forms: string[] };

function readFacts(text: string, lang: ContentLang): TextFacts {
  const articles = new Set<string>();
  const forms = new Set<string>();
  for (const citation of findCitations(text)) {
    if (citation.kind === 'article') articles.add(citation.article);
    if (citation.kind === 'article-range') articles.add(citation.from).add(citation.to);
    if (citation.kind === 'form') forms.add(citation.formId);
  }
  return {
    quantities: extractQuantities(text, lang).map(formatQuantity).sort(),
    // Only Civil Code numbers: "article 28 of the Tax Administration Act" is another law.
    articles: [...articles].filter((article) => /^\d{4}(?:\.\d+)?$/.test(article)).sort(),
    forms: [...forms].sort(),
  };
}

function checkReference(reference: ArticleReference, corpus: GroundingCorpus): string | null {
  const article = corpus.articles.get(reference.article);
  if (!article) return `cites art. ${reference.article}, which is not in the corpus`;
  if (article.status === 'in_force') return null;
  const saysSo = LANGS.every((lang) => SAYS_REPEALED[lang].test(reference.texts[lang] ?? ''));
  return saysSo
    ? null
    : `cites art. ${reference.article}, which is repealed, without saying so in EN and FR`;
}

type ArticleIndex = {
  /** The quantities an article states, as formatted keys ("6 months"). */
  quantities(article: string): ReadonlySet<string>;
  /** The articles an article's own text refers to ("sous réserve des articles 1856 à 1858"). */
  references(article: string): ReadonlySet<string>;
};

function createArticleIndex(corpus: GroundingCorpus): ArticleIndex {
  const memo = <T>(read: (texts: CorpusArticle['texts']) => T) => {
    const cache = new Map<string, T>();
    return (article: string): T => {
      if (!cache.has(article)) cache.set(article, read(corpus.articles.get(article)?.texts ?? []));
      return cache.get(article)!;
    };
  };
  return {
    quantities: memo(
      (texts) =>
        new Set(
          texts.flatMap((entry) => extractQuantities(entry.text, entry.lang).map(formatQuantity)),
        ),
    ),
    references: memo((texts) => new Set(texts.flatMap((entry) => findLeaseArticles(entry.text)))),
  };
}

function checkField(
  field: ContentField,
  corpus: GroundingCorpus,
  index: ArticleIndex,
): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const facts: Partial<Record<ContentLang, TextFacts>> = {};
  const isPair = LANGS.every((lang) => field.texts[lang] !== undefined);
  const grounded = new Set(
    field.groundArticles.flatMap((article) => [...index.quantities(article)]),
  );
  // Repeating a reference the cited article itself makes is quoting it, not citing anew.
  const citable = new Set([
    ...field.citableArticles,
    ...field.groundArticles.flatMap((article) => [...index.references(article)]),
  ]);
  for (const lang of LANGS) {
    const text = field.texts[lang];
    if (text === undefined) continue;
    const where = isPair ? `${field.where}.${lang}` : field.where;
    const add = (message: string) => problems.push({ file: field.file, where, message });
    const found = readFacts(text, lang);
    facts[lang] = found;
    for (const quantity of new Set(found.quantities)) {
      if (grounded.has(quantity)) continue;
      add(`states ${quantity}, which is not in the text of ${listArticles(field.groundArticles)}`);
    }
    for (const article of found.articles) {
      const status = corpus.articles.get(article)?.status;
      if (!status) add(`mentions art. ${article}, which is not in the corpus`);
      else if (status === 'repealed' && !SAYS_REPEALED[lang].test(text)) {
        add(`mentions art. ${article}, which is repealed, without saying so`);
      } else if (!citable.has(article)) {
        add(
          `mentions art. ${article}, which is not among the articles it rests on ` +
            `(${listArticles(field.citableArticles)}): add it there or drop the mention`,
        );
      }
    }
    for (const form of found.forms) {
      if (!corpus.forms.has(form)) add(`names form ${form}, which is not in the forms catalogue`);
      else if (field.citableForms && !field.citableForms.has(form)) {
        add(`names form ${form}, which is not among the guide's forms`);
      }
    }
  }
  if (facts.en && facts.fr) {
    const add = (message: string) =>
      problems.push({ file: field.file, where: field.where, message });
    for (const kind of ['quantities', 'articles', 'forms'] as const) {
      const difference = describeDifference(facts.en[kind], facts.fr[kind]);
      if (difference) add(`EN and FR do not state the same ${kind}: ${difference}`);
    }
  }
  return problems;
}

function describeInitiator(form: CorpusForm): string {
  return form.initiatingParty ? `"${form.initiatingParty}"` : 'none';
}

function checkGuideForms(guide: LoadedGuide, corpus: GroundingCorpus): ContentProblem[] {
  const problems: ContentProblem[] = [];
  guide.forms.forEach((entry, index) => {
    const where = `guide ${guide.id}.forms[${index}]`;
    const form = corpus.forms.get(entry.form);
    if (!form) {
      problems.push({
        file: guide.origin.file,
        where: `${where}.form`,
        message: `names form ${entry.form}, which is not in the forms catalogue`,
      });
      return;
    }
    const accepted = PARTIES_FOR_INITIATOR[form.initiatingParty];
    if (accepted && !accepted.has(entry.party)) {
      problems.push({
        file: guide.origin.file,
        where: `${where}.party`,
        message:
          `says ${entry.form} is filed by "${entry.party}", but the catalogue's ` +
          `initiating_party is ${describeInitiator(form)} (${[...accepted].join(' or ')})`,
      });
    }
    // A form tied to a rule is named only when that rule fires: a rule nobody wrote never does.
    if (entry.rule && !(guide.rules ?? []).some((rule) => rule.article === entry.rule)) {
      problems.push({
        file: guide.origin.file,
        where: `${where}.rule`,
        message: `ties ${entry.form} to art. ${entry.rule}, which none of the guide's rules states`,
      });
    }
  });
  return problems;
}

/** Articles a statement rests on must be among the guide's `articles`, which are shown with it. */
function checkGuideArticleLists(guide: LoadedGuide): ContentProblem[] {
  const listed = new Set(guide.articles);
  const ownList = `guide ${guide.id}.articles[`;
  return listGuideReferences(guide)
    .filter((reference) => !reference.where.startsWith(ownList) && !listed.has(reference.article))
    .map((reference) => ({
      file: reference.file,
      where: reference.where,
      message: `art. ${reference.article} is cited here but missing from the guide's articles`,
    }));
}

/** Every problem of the content against the corpus; an empty list means it is grounded. */
export function checkGrounding(content: KbContent, corpus: GroundingCorpus): ContentProblem[] {
  const index = createArticleIndex(corpus);
  const problems: ContentProblem[] = [];
  const references: ArticleReference[] = [];
  const fields: ContentField[] = [];
  for (const note of content.notes.values()) {
    references.push(...listNoteReferences(note));
    fields.push(...listNoteFields(note));
  }
  for (const guide of content.guides) {
    references.push(...listGuideReferences(guide));
    fields.push(...listGuideFields(guide));
    problems.push(...checkGuideForms(guide, corpus), ...checkGuideArticleLists(guide));
  }
  for (const reference of references) {
    const message = checkReference(reference, corpus);
    if (message) problems.push({ file: reference.file, where: reference.where, message });
  }
  for (const field of fields) problems.push(...checkField(field, corpus, index));
  return problems;
}

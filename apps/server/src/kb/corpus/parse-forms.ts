import { basename } from 'node:path';
import { z } from 'zod';
import { findLeaseArticles } from '../text/articles';
import { findArrayElementLines, lineOfJsonError } from './json-lines';
import { emptyParsedFile, type ParsedFile } from './kb-records';
import { describeZodError } from './read-jsonl';
import { formSourceId } from './source-ids';

const formSchema = z.object({
  id: z.string().regex(/^[A-Z][A-Z0-9-]*$/, 'must be a form code such as TAL-806A'),
  form_name: z.string().min(1),
  status: z.string().default('active'),
  category: z.string().default(''),
  matter_type: z.string().default(''),
  current_version: z.string().nullable().default(null),
  official_url: z.url(),
  official_index_url: z.url().optional(),
  initiating_party: z.string().default(''),
  parties: z.array(z.string()).default([]),
  use_when: z.string().min(1),
  // A single sentence or a list of them, depending on the form.
  do_not_use_when: z
    .union([z.string(), z.array(z.string())])
    .nullable()
    .optional()
    .transform((value) => (Array.isArray(value) ? value : value ? [value] : [])),
  legal_effect: z.string().default(''),
  related_forms: z.array(z.string()).default([]),
});
type TalForm = z.infer<typeof formSchema>;

const catalogSchema = z.object({ forms: z.array(z.unknown()) });

/** Words of the catalogue's codes ("ending_tenancy") as search text. */
function humanize(code: string): string {
  return code.replace(/_/g, ' ');
}

function describeForm(form: TalForm): string {
  return [
    form.use_when,
    form.do_not_use_when.length > 0 ? `Do not use when: ${form.do_not_use_when.join(' ')}` : '',
    form.legal_effect ? `Legal effect: ${form.legal_effect}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

const PARTIES = ['lessor', 'lessee'];

/** A notice the other party sends, which this form answers ("A lessee received a notice of…"). */
function isResponseTo(response: TalForm, notice: TalForm): boolean {
  return (
    PARTIES.includes(notice.initiating_party) &&
    PARTIES.includes(response.initiating_party) &&
    notice.initiating_party !== response.initiating_party &&
    notice.category === `notices_to_${response.initiating_party}` &&
    response.category === `notices_to_${notice.initiating_party}` &&
    notice.related_forms.includes(response.id) &&
    response.related_forms.includes(notice.id) &&
    /\breceived\b/i.test(response.use_when) &&
    !/\breceived\b/i.test(notice.use_when)
  );
}

/**
 * The forms that answer each notice, read from the catalogue: a person who received a
 * TAL-806A answers with a TAL-810A, one who received a TAL-809A with a TAL-811A.
 */
export function findResponseForms(forms: readonly TalForm[]): Map<string, string[]> {
  const answers = new Map<string, string[]>();
  for (const notice of forms) {
    const found = forms.filter((form) => isResponseTo(form, notice)).map((form) => form.id);
    if (found.length > 0) answers.set(notice.id, found);
  }
  return answers;
}

function toSources(result: ParsedFile, form: TalForm, answeredBy: readonly string[] = []): void {
  const id = formSourceId(form.id);
  const isDocument = /\.pdf$/i.test(form.official_url);
  const content = describeForm(form);
  result.sources.push({
    id,
    type: 'FORM',
    title: form.form_name,
    url: form.official_url,
    lang: 'en',
    content,
    formId: form.id,
    docUrl: isDocument ? form.official_url : null,
    pageUrl: isDocument ? (form.official_index_url ?? null) : form.official_url,
    filename: isDocument ? basename(new URL(form.official_url).pathname) : null,
    filledBy: form.initiating_party || null,
    pageSource: 'Tribunal administratif du logement',
    relatedArticles: findLeaseArticles(`${form.use_when}\n${form.legal_effect}`),
    details: {
      category: form.category,
      matterType: form.matter_type,
      status: form.status,
      currentVersion: form.current_version,
      parties: form.parties,
      relatedForms: form.related_forms,
      answeredBy,
      // The library shows each part on its own (issue 12).
      useWhen: form.use_when,
      doNotUseWhen: form.do_not_use_when,
      legalEffect: form.legal_effect,
    },
  });
  result.passages.push({
    id: `${id}#en`,
    sourceId: id,
    lang: 'en',
    heading: `${form.id} ${form.form_name}`,
    body: `${content}\n${humanize(form.category)} ${humanize(form.matter_type)}`,
  });
}

/** The TAL forms catalogue (a JSON document): one FORM source per form. */
export function parseTalForms(text: string): ParsedFile {
  const result = emptyParsedFile();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    result.errors.push({ line: lineOfJsonError(text, error), message: 'not valid JSON' });
    return result;
  }
  const catalog = catalogSchema.safeParse(json);
  if (!catalog.success) {
    result.errors.push({ line: 1, message: describeZodError(catalog.error) });
    return result;
  }
  const lines = findArrayElementLines(text, 'forms');
  const forms: TalForm[] = [];
  catalog.data.forms.forEach((element, index) => {
    const parsed = formSchema.safeParse(element);
    const line = lines[index] ?? 1;
    if (!parsed.success) {
      result.errors.push({ line, message: `forms[${index}]: ${describeZodError(parsed.error)}` });
      return;
    }
    forms.push(parsed.data);
  });
  const answers = findResponseForms(forms);
  for (const form of forms) toSources(result, form, answers.get(form.id));
  return result;
}

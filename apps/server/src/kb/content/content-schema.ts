import { z } from 'zod';

/**
 * The legal-information layer we write ourselves: a plain-language note per Civil Code article and
 * situation guides for common housing problems. It is reviewed data, not code, and is held to the
 * loaded law by the grounding check (every article, form and quantity it states must be in the
 * corpus and in the articles it cites).
 */

const articleRef = z
  .string()
  .regex(/^\d{4}(?:\.\d)?$/, 'an article number such as "1942" or "1959.1"');
const formRef = z
  .string()
  .regex(/^[A-Z0-9][A-Z0-9-]*$/, 'a form id of the catalogue such as "TAL-810A"');
const bilingual = z.object({ en: z.string().trim().min(1), fr: z.string().trim().min(1) }).strict();
/** A bilingual statement with the articles it rests on (its quantities must be in their text). */
const groundedText = bilingual.extend({ articles: z.array(articleRef).min(1) }).strict();

export const ROLES = ['tenant', 'landlord', 'sub-tenant', 'occupant'] as const;
const role = z.enum(ROLES);

export const articleNoteSchema = z
  .object({
    article: articleRef,
    /** 1 to 3 sentences on what the article means for a tenant or a landlord. */
    en: z.string().trim().min(1),
    fr: z.string().trim().min(1),
    /** Further articles the note relies on, when it states something from them. */
    alsoCites: z.array(articleRef).optional(),
  })
  .strict();
export type ArticleNote = z.infer<typeof articleNoteSchema>;

export const articleNotesFileSchema = z
  .object({
    /** The consolidation date of the law text the notes were written against (YYYY-MM-DD). */
    consolidation: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    reviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    notes: z.array(articleNoteSchema).min(1),
  })
  .strict();
export type ArticleNotesFile = z.infer<typeof articleNotesFileSchema>;

/** A questionnaire condition (field names of the contracts' QuestionnaireFields). */
const questionnaireCondition = z
  .object({
    field: z.enum([
      'userType',
      'excludedSituation',
      'leaseTermType',
      'buildingType',
      'buildingAgeUnder5',
      'tenant65Over',
      'propertyOwnership',
    ]),
    equals: z.union([z.string(), z.boolean()]),
  })
  .strict();

/**
 * A specific rule of a guide: the statement of one article that answers a narrower question than
 * the guide's direct answer (what a tenant can do after a repossession in bad faith, art. 1968).
 * The composer puts it in the Summary when one of its triggers is in the question.
 */
export const guideRuleSchema = z
  .object({
    /** Phrases of the narrower question, as people say them; all content words must occur. */
    triggers: z.object({ en: z.array(z.string()).min(1), fr: z.array(z.string()).min(1) }).strict(),
    /** The article the statement is written from (one of the guide's articles). */
    article: articleRef,
    /**
     * Whose question the rule answers, when it is one party's remedy (a disturbed tenant's
     * reduction of rent): it is not stated to the other party. None = anyone's.
     */
    roles: z.array(role).min(1).optional(),
    en: z.string().trim().min(1),
    fr: z.string().trim().min(1),
  })
  .strict();
export type GuideRule = z.infer<typeof guideRuleSchema>;

export const situationGuideSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: bilingual,
    appliesTo: z
      .object({
        roles: z.array(role).min(1),
        /** Words and phrases of the situation, as people say them, not copied from test questions. */
        concepts: z.object({ en: z.array(z.string()).min(3), fr: z.array(z.string()).min(3) }),
        /** Questionnaire answers that make the guide apply (all must hold); none = any. */
        questionnaire: z.array(questionnaireCondition).optional(),
      })
      .strict(),
    /** The direct answer, 2 to 5 sentences. */
    answer: groundedText,
    conditions: z.array(groundedText),
    deadlines: z.array(bilingual.extend({ article: articleRef, role: role.optional() }).strict()),
    steps: z.array(bilingual.extend({ roles: z.array(role).min(1) }).strict()).min(1),
    forms: z.array(
      z
        .object({
          form: formRef,
          /** Who files it; must agree with the catalogue's initiating_party. */
          party: z.enum(['tenant', 'landlord', 'either']),
          when: bilingual,
          /**
           * The article of the guide's rule this form serves (the heir's contestation of art.
           * 1948 in the death guide): named only when the question triggers that rule.
           */
          rule: articleRef.optional(),
        })
        .strict(),
    ),
    articles: z.array(articleRef).min(1),
    rules: z.array(guideRuleSchema).optional(),
  })
  .strict();
export type SituationGuide = z.infer<typeof situationGuideSchema>;

export const situationGuidesFileSchema = z
  .object({
    consolidation: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    reviewed: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    guides: z.array(situationGuideSchema).min(1),
  })
  .strict();
export type SituationGuidesFile = z.infer<typeof situationGuidesFileSchema>;

import type { QuestionnaireUserType } from '@lexlogis/contracts';
import { withQuestionFacts } from '../../ai/question-facts';
import { readAskerRole } from '../../kb/content/asker-role';
import type { KbContent } from '../../kb/content/load-content';
import type { SearchContext } from '../../kb/retrieval/context-steering';
import { createContentLookup } from '../../kb/retrieval/content-lookup';
import type { GlossaryEntry } from '../../kb/retrieval/glossary';
import {
  computeGuideSteering,
  listGuideCandidateIds,
  type GuideSteering,
} from '../../kb/retrieval/guide-steering';
import {
  isTranslationEntry,
  listGuideTranslation,
  translateForGuides,
} from '../../kb/retrieval/guide-vocabulary';

/**
 * Which situation guides steer search and answer the question. The answer's guides are matched
 * on the question plus the law's French words of the plain vocabulary it triggers, so an English
 * question reaches a French concept. By default search's steering keeps the question's own words
 * and only the entries of one party's words ("my daughter" said by a landlord, which apply only
 * when the role is known): measured, the translated reading lowered retrieval (round 3). With
 * `evidence` (issue 10, round 6) both read the question the same way and choose on search's
 * unsteered ranking.
 */
export function createGuideChoice(
  glossary: readonly GlossaryEntry[],
  content: Pick<KbContent, 'notes' | 'guides'>,
  useEvidence: boolean,
) {
  const { findNote, matcher, findAskedArticle, findAskedFirst, rankAskedLikeness } =
    createContentLookup(content, {
      evidence: useEvidence,
    });
  const vocabulary = glossary.filter(isTranslationEntry);
  const roleVocabulary = vocabulary.filter((entry) => entry.roles);
  const readForGuides = (question: string, role: QuestionnaireUserType | null | undefined) =>
    translateForGuides(vocabulary, question, role);
  const readForSteering = (question: string, role: QuestionnaireUserType | undefined) => {
    if (useEvidence) return readForGuides(question, role);
    return role ? translateForGuides(roleVocabulary, question, role) : question;
  };

  /** The guides the answer rests on, best first (the answer pipeline's matcher). */
  const matchAnswerGuides = (input: Parameters<typeof matcher.matchGuides>[0]) =>
    matcher.matchGuides({
      ...input,
      translation: listGuideTranslation(vocabulary, input.question, input.role),
    });

  /** Before search runs: the guides the words point to, and the sources to fetch for them. */
  function readQuestion(question: string, context: SearchContext | undefined) {
    const role = readAskerRole(question, context?.userType);
    const reading = readForSteering(question, role);
    const questionnaire = useEvidence ? withQuestionFacts(context, question) : context;
    const byWords = matcher.matchGuides({ question: reading, role, questionnaire });
    const steering = computeGuideSteering(
      byWords,
      role,
      useEvidence ? reading : question,
      content.guides,
    );
    const ids = useEvidence ? listGuideCandidateIds(byWords, role) : [...steering.boosts.keys()];
    return { role, reading, questionnaire, steering, ids };
  }

  /**
   * The steering search ranks with: by default the words' own; with evidence, the guides chosen
   * on the words and on the articles search ranked first before any steering (`unsteered`).
   */
  function steer(
    read: ReturnType<typeof readQuestion>,
    unsteered: () => string[],
  ): { steering: GuideSteering; evidence?: string[] } {
    if (!useEvidence) return { steering: read.steering };
    const evidence = unsteered();
    const { reading: question, role, questionnaire } = read;
    const matches = matcher.matchGuides({ question, role, questionnaire, articles: evidence });
    return {
      steering: computeGuideSteering(matches, role, question, content.guides),
      evidence,
    };
  }

  return {
    findNote,
    matchAnswerGuides,
    readQuestion,
    steer,
    findAskedArticle,
    findAskedFirst,
    rankAskedLikeness,
  };
}

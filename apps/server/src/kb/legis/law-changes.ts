import type { Source } from '@lexlogis/contracts';
import { inArray } from 'drizzle-orm';
import { kbSources } from '../../db/schema-kb';
import { ccqLawId } from '../corpus/source-ids';
import type { KbExecutor } from '../ingest/ingest-repository';
import { listArticleVersions } from './legis-repository';
import { normalizeLawText } from './same-law-text';

/** Adds `lawChanged` to the quoted articles of stored answers, one list per answer. */
export type AnnotateChangedLaw = (lists: Source[][]) => Promise<Source[][]>;

function quotedArticle(source: Source): { id: string; text: string } | null {
  if ((source.type !== 'LAW' && source.type !== 'MODIFIED_LAW') || !source.article) return null;
  return { id: ccqLawId(source.article), text: normalizeLawText(source.content ?? '') };
}

/**
 * An answer keeps the text it quoted. When that text is one an import replaced (it is in
 * kb_article_versions), the quotation is marked with the consolidation that changed it and the
 * official page of the new text, so the chat can say the law changed since the answer.
 */
export function createLawChangeAnnotator(executor: KbExecutor): AnnotateChangedLaw {
  return async (lists) => {
    const ids = [...new Set(lists.flat().flatMap((source) => quotedArticle(source)?.id ?? []))];
    const versions = await listArticleVersions(executor, ids);
    if (versions.length === 0) return lists;
    const replaced = new Set(
      versions.map((version) => `${version.sourceId}|${normalizeLawText(version.text)}`),
    );
    const current = await executor
      .select({ id: kbSources.id, url: kbSources.url, consolidation: kbSources.consolidationDate })
      .from(kbSources)
      .where(inArray(kbSources.id, [...new Set(versions.map((version) => version.sourceId))]));
    const now = new Map(current.map((row) => [row.id, row]));
    return lists.map((sources) =>
      sources.map((source) => {
        const quoted = quotedArticle(source);
        const row = quoted && now.get(quoted.id);
        if (!quoted || !row || !replaced.has(`${quoted.id}|${quoted.text}`)) return source;
        return {
          ...source,
          lawChanged: { consolidation: row.consolidation ?? '', url: row.url ?? source.url ?? '' },
        };
      }),
    );
  };
}

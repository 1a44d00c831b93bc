import { adviceConversationSchema, legisStatusSchema, type Source } from '@lexlogis/contracts';
import { eq, sql } from 'drizzle-orm';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advices, conversations } from '../../db/schema-chat';
import { kbArticleVersions, kbLawImports, kbSources } from '../../db/schema-kb';
import { makeContent, makeNote } from '../../test/fixture-content';
import {
  OLDER_CONSOLIDATION,
  readRealConsolidation,
  writeOlderCorpus,
} from '../../test/fixture-consolidations';
import { buildMinimalPdf } from '../../test/fixture-pdfs';
import { createSignedInUser, type SignedInUser } from '../../test/signed-in-user';
import { createTestApp, type TestApp } from '../../test/test-app';
import { ingestCorpus } from '../ingest/ingest-corpus';
import { silentProgress } from '../ingest/ingest-progress';
import { importCcqConsolidation, importCcqPdf } from './import-ccq';

/** A note written against the older text ("quinze jours"): the amendment breaks it. */
const NOTE_1852 = makeNote({
  article: '1852',
  en: 'Rights under a lease of more than one year on a road vehicle must be published within fifteen days to be set up against third parties from the lease.',
  fr: 'Les droits résultant d’un bail de plus d’un an portant sur un véhicule routier doivent être publiés dans les quinze jours pour être opposables dès le bail.',
});

describe('importing a new consolidation of the Civil Code', () => {
  let testApp: TestApp;
  let admin: SignedInUser;
  let tenant: SignedInUser;
  let corpus: ReturnType<typeof writeOlderCorpus>;
  let conversationId: string;
  let adviceId: string;

  beforeAll(async () => {
    testApp = await createTestApp();
    corpus = writeOlderCorpus();
    await ingestCorpus(testApp.database.db, corpus.dir, silentProgress, {
      notes: new Map(),
    });
    admin = await createSignedInUser(testApp, { email: 'admin@example.com', isAdmin: true });
    tenant = await createSignedInUser(testApp, { email: 'tenant@example.com' });
    // An answer given before the import, quoting the older text of art. 1852.
    const db = testApp.database.db;
    const [conversation] = await db
      .insert(conversations)
      .values({ userId: tenant.user.id, title: 'Publication du bail' })
      .returning();
    conversationId = conversation!.id;
    const quoted: Source = {
      type: 'LAW',
      id: 'law-ccq-1852',
      article: '1852',
      title: 'Art. 1852 C.c.Q.',
      url: 'https://www.legisquebec.gouv.qc.ca/fr/version/lc/CCQ-1991?code=se:1852',
      content: corpus.oldText1852,
      consolidationDate: OLDER_CONSOLIDATION,
      lang: 'fr',
    };
    const [advice] = await db
      .insert(advices)
      .values({
        conversationId,
        userId: tenant.user.id,
        question: 'Dans quel délai publier le bail?',
        answer: 'Selon l’art. 1852, dans les quinze jours.',
        status: 'ready',
        sources: [quoted],
      })
      .returning();
    adviceId = advice!.id;
  }, 60_000);

  afterAll(async () => {
    await testApp.close();
    corpus.remove();
  });

  it('detects the amended article, keeps the old text and reports what it touches', async () => {
    const db = testApp.database.db;
    const outcome = await importCcqConsolidation(
      db,
      { file: 'ccq-fixture.pdf', sha256: 'fixture-sha-1', parsed: readRealConsolidation() },
      { clock: testApp.clock, content: makeContent({ notes: [NOTE_1852] }) },
    );
    expect(outcome.status).toBe('imported');
    const { report } = outcome;
    expect(report).toMatchObject({
      consolidation: '2025-06-30',
      previousConsolidation: OLDER_CONSOLIDATION,
      articles: 162,
    });
    expect(report.changed).toEqual([
      {
        article: '1852',
        previousConsolidation: OLDER_CONSOLIDATION,
        consolidation: '2025-06-30',
        history: expect.stringContaining('2023, c. 24'),
        url: 'https://www.legisquebec.gouv.qc.ca/fr/version/lc/CCQ-1991?code=se:1852',
      },
    ]);
    expect(report.content).toEqual([
      expect.objectContaining({ kind: 'note', id: '1852', articles: ['1852'] }),
    ]);
    expect(report.answers).toEqual([{ adviceId, conversationId, articles: ['1852'] }]);

    const [law] = await db.select().from(kbSources).where(eq(kbSources.id, 'law-ccq-1852'));
    expect(law?.content).toContain('sept jours');
    expect(law?.consolidationDate).toBe('2025-06-30');
    const [modified] = await db.select().from(kbSources).where(eq(kbSources.id, 'modlaw-ccq-1852'));
    expect(modified).toMatchObject({ type: 'MODIFIED_LAW', originalSourceId: 'law-ccq-1852' });
    expect(modified?.details).toMatchObject({
      changedIn: '2025-06-30',
      previousConsolidation: OLDER_CONSOLIDATION,
      history: expect.stringContaining('2023, c. 24'),
    });
    expect(String(modified?.details.previousText)).toContain('quinze jours');
    const versions = await db.select().from(kbArticleVersions);
    expect(versions.map((version) => version.article)).toEqual(['1852']);
  });

  it('keeps the answer’s quoted text and marks that the law changed since', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/advices/${conversationId}`,
      headers: tenant.headers,
    });
    expect(response.statusCode).toBe(200);
    const [source] = adviceConversationSchema.parse(response.json()).advices[0]!.sources;
    expect(source).toMatchObject({
      content: expect.stringContaining('quinze jours'),
      lawChanged: {
        consolidation: '2025-06-30',
        url: 'https://www.legisquebec.gouv.qc.ca/fr/version/lc/CCQ-1991?code=se:1852',
      },
    });
  });

  it('shows administrators the loaded consolidation and the last report', async () => {
    const forbidden = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/legis',
      headers: tenant.headers,
    });
    expect(forbidden.statusCode).toBe(403);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/legis',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(200);
    const status = legisStatusSchema.parse(response.json());
    expect(status).toMatchObject({ consolidation: '2025-06-30', articleCount: 162 });
    expect(status.lastImport?.changed.map((change) => change.article)).toEqual(['1852']);
  });

  it('treats a re-import of the same file as a no-op', async () => {
    const db = testApp.database.db;
    const before = await db.select({ count: sql<number>`count(*)::int` }).from(kbLawImports);
    const outcome = await importCcqConsolidation(
      db,
      { file: 'ccq-fixture.pdf', sha256: 'fixture-sha-1', parsed: readRealConsolidation() },
      { clock: testApp.clock, content: makeContent({}) },
    );
    expect(outcome.status).toBe('unchanged');
    const after = await db.select({ count: sql<number>`count(*)::int` }).from(kbLawImports);
    expect(after).toEqual(before);
  });

  it('refuses a file that is not the Civil Code, naming it, and changes nothing', async () => {
    const db = testApp.database.db;
    const dir = mkdtempSync(join(tmpdir(), 'lexlogis-legis-bad-'));
    const path = join(dir, 'bail.pdf');
    writeFileSync(path, buildMinimalPdf('Bail de logement'));
    const count = () => db.select({ count: sql<number>`count(*)::int` }).from(kbLawImports);
    const before = await count();
    await expect(importCcqPdf(db, path, { clock: testApp.clock })).rejects.toMatchObject({
      code: 'LEGIS_PDF_NOT_CCQ',
      message: expect.stringContaining('bail.pdf'),
    });
    // A consolidation without the whole lease chapter (a truncated text) is refused too.
    const partial = readRealConsolidation();
    partial.articles = partial.articles.filter((record) => record.article !== '2000');
    await expect(
      importCcqConsolidation(
        db,
        { file: 'partial.pdf', sha256: 'fixture-sha-2', parsed: partial },
        { clock: testApp.clock, content: makeContent({}) },
      ),
    ).rejects.toThrow(/partial\.pdf: the lease chapter/);
    expect(await count()).toEqual(before);
    rmSync(dir, { recursive: true, force: true });
  });
});

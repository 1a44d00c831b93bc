import { describe, expect, it } from 'vitest';
import { POLICY_DOCUMENTS } from './policy-content';
import type { PolicyDocument } from './policy-types';

const TABS = ['privacy', 'terms'] as const;

function getStrings(document: PolicyDocument): string[] {
  return [
    document.title,
    document.summary,
    ...document.sections.flatMap((section) => [section.heading, ...section.body.flat()]),
  ];
}

function countWords(document: PolicyDocument): number {
  return getStrings(document)
    .join(' ')
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .split(/\s+/)
    .filter(Boolean).length;
}

describe.each(TABS)('%s policy content', (tab) => {
  const english = POLICY_DOCUMENTS.en[tab];
  const french = POLICY_DOCUMENTS.fr[tab];

  it('has the same sections, in the same order, in English and French', () => {
    expect(french.sections.map((section) => section.id)).toEqual(
      english.sections.map((section) => section.id),
    );
  });

  it('has the same paragraph and list structure in both languages', () => {
    const shape = (document: PolicyDocument) =>
      document.sections.map((section) =>
        section.body.map((block) => (typeof block === 'string' ? 'p' : block.length)),
      );
    expect(shape(french)).toEqual(shape(english));
  });

  it('has unique section ids and no empty text', () => {
    const ids = english.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const document of [english, french]) {
      expect(getStrings(document).filter((text) => !text.trim())).toEqual([]);
    }
  });

  it('keeps the same links in both languages', () => {
    const links = (document: PolicyDocument) =>
      getStrings(document).flatMap((text) =>
        [...text.matchAll(/\]\(([^)]+)\)/g)].map((match) => match[1]),
      );
    expect(links(french)).toEqual(links(english));
  });

  it('is a substantive text in both languages', () => {
    for (const document of [english, french]) {
      expect(countWords(document)).toBeGreaterThanOrEqual(600);
      expect(countWords(document)).toBeLessThanOrEqual(1300);
    }
  });
});

describe('policy content facts', () => {
  it('gives the privacy contact and the official sources', () => {
    for (const language of ['en', 'fr'] as const) {
      const privacy = getStrings(POLICY_DOCUMENTS[language].privacy).join(' ');
      const terms = getStrings(POLICY_DOCUMENTS[language].terms).join(' ');
      expect(privacy).toContain('privacy@lexlogis.example');
      expect(terms).toContain('https://www.legisquebec.gouv.qc.ca');
      expect(terms).toContain('Tribunal administratif du logement');
    }
  });
});

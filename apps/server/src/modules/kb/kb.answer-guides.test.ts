import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeGuide } from '../../test/fixture-content';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createKbService, type KbService } from './kb.service';

describe("the answer's guide matching reads the plain vocabulary", () => {
  let database: TestDatabase;
  let service: KbService;

  beforeAll(async () => {
    database = await createTestDatabase();
    // A guide written with French concepts only, as several guides' narrower words are.
    const guide = makeGuide({
      id: 'eviction',
      appliesTo: { roles: ['tenant'], concepts: { en: ['subdivide'], fr: ['évincer'] } },
      rules: [
        {
          triggers: { en: ['moving costs'], fr: ['expulser'] },
          article: '1965',
          en: 'Moving costs.',
          fr: 'Frais de déménagement.',
        },
      ],
    });
    service = createKbService(database.db, { content: { notes: new Map(), guides: [guide] } });
  });
  afterAll(() => database.dispose());

  it('finds a French concept from everyday English words', () => {
    const found = service.matchGuides({ question: 'My landlord wants to kick me out' });
    expect(found.map((match) => match.guide.id)).toEqual(['eviction']);
  });

  it('still finds nothing in a question none of its words or translations reach', () => {
    expect(service.matchGuides({ question: 'The landlord wants more rent' })).toEqual([]);
  });

  it("returns the guide's rules the translated question triggers", () => {
    const [match] = service.matchGuides({ question: 'My landlord wants to kick me out' });
    expect(match?.rules?.map((rule) => rule.article)).toEqual(['1965']);
  });
});

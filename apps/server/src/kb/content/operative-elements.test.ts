import { describe, expect, it } from 'vitest';
import { corpusArticles } from '../../test/eval-set-corpus';
import { loadContent } from './load-content';
import { findDroppedElements, readOperativeElements } from './operative-elements';

const ids = (text: string) => readOperativeElements(text).map((element) => element.id);

describe('the operative words of an article’s French text', () => {
  it('reads a presumption and a deemed answer after an accented last letter', () => {
    expect(ids('le locataire est présumé avoir reçu le bien')).toContain('presumed');
    expect(ids('il est réputé avoir accepté')).toContain('deemed');
    expect(ids('il est réputée avoir')).toContain('deemed');
    expect(ids('une présumée')).toContain('presumed');
  });

  it('reads conditions, negations, time words and the persons named', () => {
    expect(ids('à moins qu’il n’agisse comme mandataire du locataire')).toEqual(
      expect.arrayContaining(['unless', 'mandatary']),
    );
    expect(ids('Le locateur ou toute autre personne ne peut user de harcèlement')).toEqual(
      expect.arrayContaining(['any other person', 'cannot']),
    );
    expect(ids('dès qu’il a donné cet avis')).toContain('as soon as');
    expect(ids('dans le mois de la réception')).toContain('within the month');
    expect(ids('pourvu que cette réparation soit urgente')).toContain('provided');
  });

  it('does not take a share or a deadline for a person or a maximum', () => {
    // « plus du tiers de la superficie » is a fraction, « au plus tard » a deadline.
    expect(ids('plus du tiers de la superficie totale')).not.toContain('third person');
    expect(ids('prend fin au plus tard à la date')).not.toContain('at most');
    expect(ids('un avis d’au plus deux mois')).toContain('at most');
    // « sans retard de plus de trois semaines » is a delay not reached, not « sans retard ».
    expect(ids('même sans retard de plus de trois semaines')).not.toContain('without delay');
    expect(ids('il doit aviser sans retard')).toContain('without delay');
  });

  it('names the element an English text drops, whatever its case', () => {
    const law = 'sauf s’il agit comme mandataire du locataire';
    expect(findDroppedElements(law, ['unless the landlord acts as the tenant’s agent'])).toEqual([
      expect.objectContaining({ id: 'mandatary' }),
    ]);
    expect(findDroppedElements(law, ['Unless he acts as the mandatary (agent)'])).toEqual([]);
  });
});

describe('the English notes carry their article’s operative words (keyfacts22)', () => {
  const content = loadContent();
  it('states, for every article in force, each element of the French text', () => {
    const dropped = [...corpusArticles.values()]
      .filter((law) => law.status === 'in_force' && content.notes.has(law.article))
      .flatMap((law) =>
        findDroppedElements(law.text, [content.notes.get(law.article)!.en]).map(
          (element) => `${law.article}: ${element.id}`,
        ),
      );
    expect(dropped).toEqual([]);
  });
});

describe('the guides’ English texts carry the operative words of their own French (keyfacts22)', () => {
  const content = loadContent();
  it('says each element the French text says, in the law’s term or its gloss', () => {
    // « ne peut … que » is as often "may only" or "neither … nor … may" in good English: the
    // negation is checked on the notes above, against the article itself.
    const dropped = content.guides.flatMap((guide) =>
      [
        guide.answer,
        ...(guide.rules ?? []),
        ...guide.conditions,
        ...guide.deadlines,
        ...guide.steps,
      ]
        .flatMap((item) => findDroppedElements(item.fr, [item.en]))
        .filter((element) => element.id !== 'cannot')
        .map((element) => `${guide.id}: ${element.id}`),
    );
    expect(dropped).toEqual([]);
  });
});

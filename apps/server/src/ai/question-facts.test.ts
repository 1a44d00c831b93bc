import { describe, expect, it } from 'vitest';
import { readQuestionFacts } from './question-facts';

describe('readQuestionFacts', () => {
  it.each([
    ['I am 72 and have lived in my apartment for 12 years', { age: 72, yearsInDwelling: 12 }],
    ["I'm 68 years old, tenant since 2010", { age: 68 }],
    ['My mother, aged 81, has been there for twenty years', { age: 81, yearsInDwelling: 20 }],
    ["J'ai 72 ans et j'habite mon logement depuis 12 ans", { age: 72, yearsInDwelling: 12 }],
    [
      'Ma locataire, âgée de 70 ans, occupe le logement depuis plus de 15 ans',
      { age: 70, yearsInDwelling: 15 },
    ],
    ['Mon propriétaire veut reprendre mon logement', {}],
    // Art. 1959.1 counts the spouse's age; « ça fait 14 ans qu'on est là » is a residence.
    [
      "Mon mari a 66 ans, moi 63, ça fait 14 ans qu'on est dans notre 5 1/2",
      { age: 66, yearsInDwelling: 14 },
    ],
  ])('%s', (question, facts) => {
    expect(readQuestionFacts(question)).toEqual(facts);
  });

  it('does not take an amount, a duration or a lease length for an age', () => {
    expect(readQuestionFacts('The rent is 900 and the increase is 5%')).toEqual({});
    expect(readQuestionFacts('He gave me 3 months notice; the lease is 12 months')).toEqual({});
    expect(readQuestionFacts('My lease is for 2 years')).toEqual({});
    expect(readQuestionFacts('My husband is 5 months behind on his share')).toEqual({});
    expect(readQuestionFacts('ça fait 4 mois que je paye l’ancien loyer')).toEqual({});
  });
});

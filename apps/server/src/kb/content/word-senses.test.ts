import { describe, expect, it } from 'vitest';
import { createGuideMatcher } from './match-guides';
import { conceptWords, readQuestionWords, tokenize } from './match-words';
import { readWordSenses } from './word-senses';
import { makeGuide } from '../../test/fixture-content';

const read = (text: string) => readWordSenses(tokenize(text));

describe('readWordSenses', () => {
  it('drops "late" when it is a death or an hour, not a payment', () => {
    expect(read("my late mom's bungalow")).not.toContain('late');
    expect(read('how late at night can he visit')).not.toContain('late');
    expect(read('I paid the rent late again')).toContain('late');
    expect(read('she is always late with the rent')).toContain('late');
  });

  it('reads "dec" as December, not as the stem of « décès »', () => {
    expect(read('$1,600 in dec and $800 in jan')).toContain('december');
    expect(read('1 600 $ en déc. pis 800 $ en janvier')).toContain('december');
    expect(read('le décès du locataire')).toContain('deces');
  });

  it("reads « mort », « morte » as the law's « décédé »", () => {
    expect(read('ma mère est morte la semaine passée')).toContain('decede');
    expect(read('mon proprio est mort en octobre')).toContain('decede');
  });

  it('drops "died" for an appliance that stopped working, not for a person', () => {
    expect(read('the water heater died on Saturday')).not.toContain('died');
    expect(read('two burners dead')).not.toContain('dead');
    expect(read('my tenant died in August')).toContain('died');
  });

  it('reads « reprendre mon bail » as an assignment, « reprendre le logement » as before', () => {
    expect(read('Un gars veut reprendre mon bail')).toEqual([
      'un',
      'gars',
      'veut',
      'cession',
      'mon',
      'bail',
    ]);
    expect(read('Le proprio veut reprendre le logement')).toContain('reprendre');
  });

  it('drops « chambre » of a room of the dwelling, not of a room leased', () => {
    expect(read('la fenêtre de ma chambre ferme pu')).not.toContain('chambre');
    expect(read('moisissure dans la chambre du bébé')).not.toContain('chambre');
    expect(read('le mur entre la cuisine pis la petite chambre')).not.toContain('chambre');
    expect(read('La chambre de bain a pu de ventilation')).not.toContain('chambre');
    expect(read('Je loue une chambre chez une madame')).toContain('chambre');
    expect(read("Je sous-loue la chambre d'une fille partie en Europe")).toContain('chambre');
    expect(read('la chambre monte de 60$ le 1er décembre')).toContain('chambre');
    expect(read("the window in my kid's room is broken")).not.toContain('room');
    expect(read('the ceiling in the living room collapsed')).not.toContain('room');
    expect(read('I rent a room in a rooming house')).toContain('room');
  });

  it("drops the asker's own visit before renting, not the landlord's visits", () => {
    expect(read('the sink leaks and he says we saw it when we visited')).not.toContain('visited');
    expect(read('il dit que le trou était là quand tu as visité')).not.toContain('visite');
    expect(read('le tapis était taché à la visite, dit le proprio')).not.toContain('visite');
    expect(read('I visited and signed the same day')).not.toContain('visited');
    expect(read('Can I refuse a visit after 9 pm?')).toContain('visit');
    expect(read('le proprio veut faire visiter le logement demain')).toContain('visiter');
    expect(read('une visite des acheteurs sans préavis')).toContain('visite');
  });

  it('drops "work" of the asker\'s job, not of works in the dwelling', () => {
    expect(read('the dog barks when I am at work')).not.toContain('work');
    expect(read('I come home after work and the heat is off')).not.toContain('work');
    expect(read('the landlord gave me a notice of work')).toContain('work');
    expect(read('the work on the roof starts Monday')).toContain('work');
  });

  it('drops a bathroom of the dwelling, not a bathroom shared with the lessor', () => {
    expect(read('the bathroom fan is dead')).not.toContain('bathroom');
    expect(read('la poignée de la porte de salle de bain est cassée')).not.toContain('bain');
    expect(read('I share her bathroom and the kitchen')).toContain('bathroom');
    expect(read('we share the kitchen and bathroom')).toContain('bathroom');
    expect(read('on partage la salle de bain pis la cuisine')).toContain('bain');
    expect(read('salle de bain partagée avec moi')).toContain('bain');
    expect(read('le bain a débordé')).toContain('bain');
  });

  it('drops the "won" of "won\'t", not of a case won', () => {
    expect(read("the landlord won't fix it")).toEqual([
      'the',
      'landlord',
      'wont',
      't',
      'fix',
      'it',
    ]);
    expect(read('after I won at the TAL')).toContain('won');
    // A concept phrase reads it the same way: "landlord won't fix" is no half of "won at the TAL".
    expect(conceptWords("landlord won't fix", 'en')).toEqual(['landlord', 'wont', '~not', 'fix']);
  });

  it('drops « fils » of electrical wires, not of a son', () => {
    expect(read('des fils électriques à nu dans la cuisine')).not.toContain('fils');
    expect(read('pas de courant, des fils qui pendent')).not.toContain('fils');
    expect(read('le proprio veut reprendre le logement pour son fils')).toContain('fils');
  });

  it('drops "floor" of a storey, not of a floor in the dwelling', () => {
    expect(read('the guy on the 2nd floor plays drums')).not.toContain('floor');
    expect(read('I want to turn the ground floor unit into an office')).not.toContain('floor');
    expect(read('the bathroom floor is rotten from a leak')).toContain('floor');
    expect(read('the floor is damaged')).toContain('floor');
  });

  it('drops « sous » of a basement (« sous-sol »), not of a sublet', () => {
    expect(read("J'ai loué mon sous-sol à un gars")).not.toContain('sous');
    expect(read('Je veux sous-louer mon logement')).toContain('sous');
  });

  it('drops the rent paid on time, not a rent that is not paid on time', () => {
    const paid = read('my tenant pays rent on time but flooded the unit below');
    expect(paid).not.toContain('pays');
    expect(paid).not.toContain('rent');
    expect(read('Il paie son loyer à temps par exemple')).not.toContain('loyer');
    expect(read("my tenant hasn't paid rent on time since March")).toContain('pay');
    expect(read('il ne paie pas son loyer à temps')).toContain('paie');
    expect(read('he pays the rent late every month')).toContain('pays');
  });

  it('drops "late" said not to be, or of a delay to act, not of a late payment', () => {
    expect(read('is it too late now that I signed?')).not.toContain('late');
    expect(read('she is never late with the rent')).not.toContain('late');
    expect(read('jamais en retard pour le loyer')).not.toContain('retard');
    expect(read('I paid the rent late again')).toContain('late');
    expect(read('il paie toujours en retard')).toContain('retard');
  });

  it('drops "take" with no "back" or a relative, keeps the other guides\' "take"', () => {
    expect(read('my cousin will take my place')).not.toContain('take');
    expect(read('landlord refuses to take my rent')).not.toContain('take');
    expect(read('he wants to take back the apartment')).toContain('take');
    expect(read('he is taking my apartment for himself')).toContain('taking');
    expect(read('he wants to take the unit for his son')).toContain('take');
    expect(read('can I take it off the rent?')).toContain('take');
    expect(read('someone wants to take over my lease')).toContain('take');
  });

  it('drops "back" of an answer or a payment sent back, and then the bare "take"', () => {
    expect(read('I wrote back saying no')).not.toContain('back');
    expect(read('he never called me back')).not.toContain('back');
    expect(read('he refuses to take my rent, keeps sending back my transfers')).not.toContain(
      'take',
    );
    expect(read('the landlord wants to take back the apartment')).toContain('back');
    expect(read('can he pay me back for the repairs')).toContain('back');
    expect(read('we hand back the keys on June 30')).toContain('back');
  });

  it("drops the asker's own owning and building, not a new owner or a newly built building", () => {
    expect(read('i own a triplex')).not.toContain('own');
    expect(read('i built a pergola on my balcony')).not.toContain('build');
    expect(read('the new owner wants me out')).toContain('owner');
    expect(read('the building was built in 2023')).toContain('build');
  });

  it('drops « sous » before a determiner (under the sink), not in « sous-louer »', () => {
    expect(read("le drain sous l'évier coule")).not.toContain('sous');
    expect(read('une fuite sous le plancher')).not.toContain('sous');
    expect(read('je veux sous-louer mon logement')).toContain('sous');
    expect(read('mon sous-locataire paie en retard')).toContain('sous');
  });

  it('drops « monte » unless the rent, its price or the stairs are near', () => {
    expect(read('la fumée monte dans la chambre du petit')).not.toContain('monte');
    expect(read('il veut monter ses conditions')).not.toContain('monter');
    expect(read('mon loyer monte de 80 $')).toContain('monte');
    expect(read('il veut monter mon loyer')).toContain('monter');
    expect(read('je ne peux plus monter les escaliers')).toContain('monter');
  });

  it('drops "old" unless it is an age in years', () => {
    expect(read("the landlord's old furniture blocks the stairs")).not.toContain('old');
    expect(read('the building is 3 years old')).toContain('old');
    expect(read('a 75-year-old tenant')).toContain('old');
  });
});

describe('the guide matcher with word senses', () => {
  const lateRent = makeGuide({
    id: 'late-rent',
    appliesTo: {
      roles: ['tenant', 'landlord'],
      concepts: { en: ['late rent', 'late fee'], fr: ['loyer en retard'] },
    },
    answer: { en: 'Late.', fr: 'Retard.', articles: ['1971'] },
  });
  const assignment = makeGuide({
    id: 'assignment',
    appliesTo: {
      roles: ['tenant', 'landlord'],
      concepts: { en: ['assign my lease'], fr: ['cession de bail'] },
    },
    answer: { en: 'Assignment.', fr: 'Cession.', articles: ['1870'] },
  });
  const repossession = makeGuide({
    id: 'repossession',
    appliesTo: {
      roles: ['tenant', 'landlord'],
      concepts: { en: ['repossession'], fr: ['reprendre le logement', 'reprise du logement'] },
    },
    answer: { en: 'Repossession.', fr: 'Reprise.', articles: ['1957'] },
  });
  const sublet = makeGuide({
    id: 'sublet',
    appliesTo: {
      roles: ['tenant', 'landlord'],
      concepts: { en: ['sublet'], fr: ['sous-louer'] },
    },
    answer: { en: 'Sublet.', fr: 'Sous-location.', articles: ['1870'] },
  });
  const { matchGuides } = createGuideMatcher([lateRent, assignment, repossession, sublet]);
  const ids = (question: string) => matchGuides({ question }).map((match) => match.guide.id);

  it('finds no late-rent guide in a question about an hour or a death', () => {
    expect(ids('how late at night can my landlord bring people over?')).not.toContain('late-rent');
    expect(ids("I live in my late dad's flat, no lease")).not.toContain('late-rent');
    expect(ids('my rent is late this month')).toContain('late-rent');
  });

  it('finds no late-rent guide where the rent is paid on time', () => {
    expect(
      ids('my tenant pays rent on time but the unit below was flooded, is he liable?'),
    ).not.toContain('late-rent');
    expect(ids('is it too late to ask for a lower price?')).not.toContain('late-rent');
    expect(ids('my tenant never pays the rent on time, always late')).toContain('late-rent');
  });

  it('reads taking over a lease as an assignment, not a repossession', () => {
    expect(ids('Un gars veut reprendre mon bail, je peux lui demander de l’argent?')[0]).toBe(
      'assignment',
    );
    expect(ids('Le propriétaire veut reprendre le logement pour sa fille')[0]).toBe('repossession');
  });

  it('reads renting out a basement (« sous-sol ») as no whole sublet phrase', () => {
    const scoreOf = (question: string) =>
      matchGuides({ question }).find((match) => match.guide.id === 'sublet')?.score ?? 0;
    // « loué » alone is still part of « sous-louer » (half of it); « sous » of the basement no
    // longer completes the phrase, as it did (6 against 7 for the sublet itself).
    expect(scoreOf("J'ai loué mon sous-sol à un gars de la shop")).toBeLessThan(
      scoreOf('Je veux sous-louer mon logement cet été') / 2,
    );
  });

  it('finds no repossession in an answer written back or a payment sent back', () => {
    const takeBack = makeGuide({
      id: 'take-back',
      appliesTo: {
        roles: ['tenant', 'landlord'],
        concepts: { en: ['landlord taking back the apartment'], fr: ['reprise du logement'] },
      },
      answer: { en: 'Repossession.', fr: 'Reprise.', articles: ['1957'] },
    });
    const found = (question: string) =>
      createGuideMatcher([takeBack])
        .matchGuides({ question })
        .map((match) => match.guide.id);
    // "landlord" and "back" were half the phrase.
    expect(found('I wrote back saying no. Now the landlord says I have to leave')).toEqual([]);
    expect(found('the landlord keeps sending back my transfers, he wont take my rent')).toEqual([]);
    expect(found('my landlord is taking back the apartment for his son')).toEqual(['take-back']);
  });

  it('reads "home" and « maison » without "mobile" near as the dwelling, not a mobile home', () => {
    expect(read("il dit que je peux partir parce que c'est sa maison")).not.toContain('maison');
    expect(read('I do dialysis at home every night')).not.toContain('home');
    expect(read('le terrain de ma maison mobile')).toContain('maison');
    expect(read('the lot rent for my mobile home')).toContain('home');
    expect(read('she moved to a nursing home')).toContain('home');
    expect(read('une maison de chambres')).toContain('maison');
    const mobile = makeGuide({
      id: 'mobile',
      appliesTo: {
        roles: ['tenant', 'landlord'],
        concepts: { en: ['mobile home'], fr: ['maison mobile'] },
      },
      answer: { en: 'Mobile homes.', fr: 'Maisons mobiles.', articles: ['1996'] },
    });
    const found = (question: string) =>
      createGuideMatcher([mobile])
        .matchGuides({ question })
        .map((match) => match.guide.id);
    expect(found("mon proprio dit que c'est sa maison, il peut me sortir quand il veut")).toEqual(
      [],
    );
    expect(found('the park owner wants to move my mobile home')).toEqual(['mobile']);
  });

  it('keeps the word list and its joined pairs consistent', () => {
    const words = readQuestionWords("late mom's");
    expect(words.list).toEqual(['mom', 's', 'moms']);
  });
});

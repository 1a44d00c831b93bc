import { describe, expect, it } from 'vitest';
import { detectAnyExcludedLease } from '../../test/excluded-lease';
import { detectNotDwelling, loadNotDwellingRule } from './excluded-situation';

/**
 * Sentences written for these tests, in words no evaluation set holds: the detector must find
 * art. 1892's cases and the lease of a thing that is not a dwelling from the kind of thing
 * leased and a sign it is leased on its own, not from one phrasing.
 */
const detectAny = detectAnyExcludedLease;
const notDwelling = loadNotDwellingRule();

describe('a lease the dwelling rules do not govern, in new words', () => {
  it.each([
    [
      'I only rent a small storage space in a warehouse for my furniture; can the owner end it whenever he wants?',
      'not-a-dwelling',
    ],
    [
      "Je loue seulement un espace d'entreposage dans un entrepôt, le proprio veut me mettre dehors",
      'not-a-dwelling',
    ],
    ['We lease a commercial space for our bakery and the lessor wants 30% more', 'non-residential'],
    [
      'I rent a garage two streets away to keep my motorcycle; the owner wants it back next month',
      'not-a-dwelling',
    ],
    [
      "Nous avons loué un chalet pour la saison d'hiver et le propriétaire refuse de rendre le dépôt",
      'vacation-rental',
    ],
    [
      'I rent a room in the owner’s house and we share the bathroom; she says I must leave in a week',
      'landlord-primary-residence',
    ],
    [
      'I have been staying in a motel room that I pay by the week since March, can they throw me out?',
      'hotel-room',
    ],
    ['The car rental agency says my contract renews by itself, is that legal?', 'not-a-dwelling'],
    [
      "Je loue de l'équipement de chantier à la semaine, le locateur veut tout reprendre demain",
      'not-a-dwelling',
    ],
    [
      'My small company rents a workshop in an industrial park and the lease ends in June',
      'not-a-dwelling',
    ],
    ['Je loue un terrain vague pour y garder mes ruches, le bail est fini', 'not-a-dwelling'],
    [
      'I rent a parking space from a coworker, separate from my apartment, and he wants it back',
      'not-a-dwelling',
    ],
    ['I rent a room in a hotel by the month since my divorce, do I have rights?', 'hotel-room'],
    [
      'Je loue une chambre dans la maison de ma propriétaire, on partage la salle de bain',
      'landlord-primary-residence',
    ],
    [
      'We rent our cottage to vacationers every summer and a guest broke the dock',
      'vacation-rental',
    ],
    ['Ma clinique occupe plus du tiers de la superficie des lieux que je loue', 'non-residential'],
    [
      'My father has a room in a CHSLD and the staff want to move his things out',
      'healthcare-facility',
    ],
    ['I rent a boat from a marina for the season, can they cancel early?', 'not-a-dwelling'],
    ['We lease a small retail unit in a strip mall and the roof leaks', 'not-a-dwelling'],
  ])('flags "%s"', (question, expected) => {
    expect(detectAny(question)).toBe(expected);
  });

  it.each([
    'My apartment lease includes a parking spot and the landlord now wants $50 more for it',
    'My neighbour rents his condo to tourists and the guests party every night',
    'During the repairs the landlord put us in a hotel for two weeks, who pays the meals?',
    'I keep my bikes in the basement locker of my building and the landlord wants to take it back',
    'Je pars à mon chalet les fins de semaine, le proprio peut-il entrer dans mon logement?',
    'I rent a 4½ above a store and the landlord wants to raise my rent',
    "Mon locateur veut transformer le garage de l'immeuble en logement",
    'My landlord wants to evict me to turn my apartment into a tourist rental',
    'I work in a warehouse and lost my job, can I pay my rent late?',
    "Le propriétaire a loué le stationnement de l'immeuble à des gens du quartier",
    'Can my landlord charge me for parking in the driveway?',
    'My tenant keeps his car in the garage, is that part of his lease?',
    'We had to stay in a motel for a week after the fire in our apartment, do we still owe rent?',
    'Ma voisine loue son chalet aux touristes et ils font du bruit toute la nuit',
    'My mother is moving into a CHSLD room, can she end her apartment lease early?',
    'I rent a room in a rooming house and the owner lives elsewhere, can he raise my rent?',
    'I sublet my apartment for the summer while I am on vacation, is that allowed?',
    "Mon proprio veut louer mon stationnement à quelqu'un d'autre",
    // Offices or tourists are what the dwelling becomes, not the lease (round 32).
    'The owner is converting our three units to a dental clinic and says we must go by June',
    'We were evicted from the unit last year and the owner now lists it for tourists',
  ])('does not flag "%s"', (question) => {
    expect(detectAny(question)).toBeUndefined();
  });

  it('quotes the question’s own words that met the pattern', () => {
    expect(detectNotDwelling(notDwelling, 'I rent a garage two streets away')).toBe(
      'rent a garage',
    );
  });
});

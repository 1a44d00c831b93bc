import { describe, expect, it } from 'vitest';
import { detectAnyExcludedLease } from '../../test/excluded-lease';

/**
 * A probe written after the everyday-words patterns and first run once as written: 13 of its 18
 * such leases were flagged and none of its 10 dwelling leases (the patterns before session 20:
 * 10 and 1). Three causes were then fixed in general words (a cabin, « le reste » being the other
 * use, « je loue un bureau »); two are left, where the other use is a "studio", which is also a
 * kind of dwelling.
 */
const detectAny = detectAnyExcludedLease;

describe('the session 20 probe of leases the dwelling rules do not govern', () => {
  it.each([
    [
      'My landlady lives upstairs in her own house and rents me the back bedroom; the only shower is hers and we both use it. She wants me to leave at the end of the month.',
      'landlord-primary-residence',
    ],
    [
      "Je loue la chambre d'amis de mon condo à un étudiant étranger, j'habite là aussi et on a une seule salle de bain. Je veux qu'il parte en janvier, combien de temps d'avis?",
      'landlord-primary-residence',
    ],
    [
      "I'm a retiree and I rent one room of my home to a young worker; he has no private entrance and shares my bathroom. Does the housing tribunal have a say?",
      'landlord-primary-residence',
    ],
    [
      "Mon proprio habite la maison et me loue une des deux chambres du sous-sol, salle de bain commune avec lui. Il m'a dit de partir dans 5 jours.",
      'landlord-primary-residence',
    ],
    [
      "Le tiers du rez-de-chaussée c'est mon appartement, le reste c'est ma boutique de vélos. Le proprio dit que j'ai pas les droits d'un locataire.",
      'non-residential',
    ],
    [
      'We rented a cabin by the lake for the month of July and the owner now says we owe extra for cleaning.',
      'vacation-rental',
    ],
    [
      "Je loue mon chalet à des familles pour l'été, de la Saint-Jean à la fête du Travail. Un locataire refuse de partir en septembre.",
      'vacation-rental',
    ],
    [
      'Nous louons un emplacement saisonnier pour notre roulotte dans un terrain de camping depuis trois étés; le camping veut augmenter le prix de 40 %.',
      'vacation-rental',
    ],
    [
      'I rent out my ski condo at Mont-Sainte-Anne for the winter to a couple; they damaged the couch.',
      'vacation-rental',
    ],
    [
      'My dental clinic leases a suite on the second floor of a medical building; the lease expires next spring and the owner wants a huge increase.',
      'not-a-dwelling',
    ],
    [
      'Je loue un bureau dans un édifice du centre-ville pour ma pratique de notaire; le bail finit en avril.',
      'not-a-dwelling',
    ],
    [
      "I own a small plaza with four stores; one tenant's 5-year lease ended in September and she is still there paying. What now?",
      'not-a-dwelling',
    ],
    [
      "On vient d'acheter une bâtisse avec un dépanneur au rez-de-chaussée qui a un bail commercial de 6 ans. Peut-on le résilier?",
      'not-a-dwelling',
    ],
    [
      'I rent a bay in a garage to store my classic car, $150 a month, no written lease. How much notice do I need to give to stop?',
      'not-a-dwelling',
    ],
    [
      "Je loue un champ à un agriculteur pour ses vaches depuis 2019; je veux reprendre ma terre l'an prochain.",
      'not-a-dwelling',
    ],
    [
      'I lease a gravel lot to a landscaping company for their trucks; the lease ended in October and they are still there.',
      'not-a-dwelling',
    ],
  ])('flags "%s" as %s', (question, expected) => {
    expect(detectAny(question)).toBe(expected);
  });

  it.each([
    'I rent an old church hall: my recording studio takes about 70% of it and I sleep in a small room at the back. Is this a residential lease?',
    'My tenant runs a yoga studio in most of the flat I rent her, roughly three quarters of the floor area, and lives in one room.',
  ])('still misses the studio in "%s" (a known miss)', (question) => {
    expect(detectAny(question)).toBeUndefined();
  });

  it.each([
    'My landlord lives on the ground floor of our duplex and I rent the upstairs apartment; he wants to raise the rent 12%.',
    "I rent a room in a house where the owner lives, but I have my own bathroom and my own door to the street. Can she evict me with one week's notice?",
    "Je loue une chambre dans une maison de chambres de 8 chambres; le propriétaire habite ailleurs. Il veut m'augmenter.",
    'I rent a 4½ and my landlord wants to open a daycare on the ground floor; can he?',
    'On a signé un bail du 1er juillet au 30 juin pour un 5½; le proprio veut entrer en août pour des travaux.',
    "I sublet my apartment to a tourist for two weeks in July; my landlord says I can't. Is he right?",
    'My landlord wants to turn our building into a hotel and evict everyone; is that legal?',
    "I live in my apartment full-time; the landlord's office is in the basement and he keeps coming up to check on me.",
    "Mon bail inclut une place de stationnement dans le garage de l'immeuble; le proprio veut me l'enlever.",
    "Our lease says we can't run a business from the apartment, but I do bookkeeping from home a few hours a week.",
  ])('does not flag the dwelling lease "%s"', (question) => {
    expect(detectAny(question)).toBeUndefined();
  });
});

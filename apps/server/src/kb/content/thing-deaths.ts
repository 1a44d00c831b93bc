/**
 * A thing that "died" is broken, not a death (word senses, issue 10 round 36): "the battery
 * died", "the furnace is dead", « la fournaise est morte », « mon frigo vient de mourir ». Search
 * read the death word as the death of a party (art. 1884, then arts. 1938 and 1939 on the
 * tenant's death) and led answers about a repair or a leased movable with them. The guide matcher
 * already drops an English "died" after an appliance (word-senses.ts); this reads the question
 * search and guide choice receive, in both languages, and says the thing is broken instead, the
 * everyday word for what happened to it.
 */

import { EN_DEATH_WORDS } from './sense-cue-words';

/** Things that stop working, with the French and English words people use for them. */
const THINGS = (
  'heater furnace boiler fridge refrigerator freezer stove oven burner burners fan fans washer ' +
  'dryer dishwasher battery batteries thermostat pump heatpump radiator radiators elevator ' +
  'intercom light lights bulb bulbs outlet outlets panel breaker engine motor compressor car ' +
  'truck van bike ebike phone laptop computer tv ac ' +
  'fournaise fournaises chauffe-eau chaudiere frigo frigidaire refrigerateur congelateur poele ' +
  'four cuisiniere laveuse secheuse lave-vaisselle batterie batteries pile piles thermopompe ' +
  'climatiseur calorifere calorifères plinthe plinthes ascenseur interphone ampoule ampoules ' +
  'lumiere lumieres prise prises disjoncteur moteur char auto voiture velo cellulaire ordi ' +
  'ordinateur tele television'
).split(' ');

/** A person named between the thing and the death word is the one who died ("the fridge my mom"). */
const PERSONS = (
  'i he she him her they we you tenant tenants landlord landlady owner mom mother mum dad father ' +
  'husband wife spouse partner boyfriend girlfriend bf gf son daughter brother sister uncle aunt ' +
  'grandpa grandfather grandma grandmother cousin friend roommate neighbour neighbor ' +
  'je il elle lui ils elles on locataire locataires proprio proprietaire locateur mere pere mari ' +
  'femme conjoint conjointe chum blonde fils fille frere soeur grand-pere grand-mere oncle tante ' +
  'cousin cousine ami amie coloc voisin voisine'
).split(' ');

const DEATH_EN = EN_DEATH_WORDS.join('|');
const DEATH_FR = 'morte?s?|mourir|meurt|meurent';

/** A folded word as a pattern that also matches its accented spellings. */
function toAccentPattern(word: string): string {
  const vowels: Record<string, string> = {
    a: '[aàâ]',
    e: '[eéèêë]',
    i: '[iîï]',
    o: '[oô]',
    u: '[uùû]',
    c: '[cç]',
  };
  return [...word].map((char) => vowels[char] ?? char.replace(/[-]/g, '[- ]?')).join('');
}

/** A word that is no person: what may stand between the thing and its death. */
const NOT_PERSON = `(?!(?:${PERSONS.map(toAccentPattern).join('|')})(?![\\p{L}-]))[^\\s.?!;]+`;

/**
 * The thing, then at most five words none of which names a person, then the death word ("the
 * water heater just died", « mon frigo de 1998 qui vient de mourir »).
 */
const THING_DEATH = new RegExp(
  `((?<![\\p{L}])(?:${THINGS.map(toAccentPattern).join('|')})(?![\\p{L}])(?:[\\s,]+${NOT_PERSON}){0,5}?[\\s,]+)(${DEATH_EN}|${DEATH_FR})(?![\\p{L}])`,
  'giu',
);

const FRENCH_DEATH = new RegExp(`^(?:${DEATH_FR})$`, 'iu');

/** The question with the death of a thing read as the thing broken ("the battery broken"). */
export function readThingDeaths(question: string): string {
  return question.replace(
    THING_DEATH,
    (_match, before: string, death: string) =>
      `${before}${FRENCH_DEATH.test(death) ? 'brisé' : 'broken'}`,
  );
}

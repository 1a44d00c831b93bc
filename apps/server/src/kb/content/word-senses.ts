/**
 * Words the guides use in one sense that people also use in another, read from the words next to
 * them (issue 10, round 22, matcher17): "late" is the late-rent guide's word, but "my late mom"
 * is a death and "how late at night" an hour; "died" is the death guide's word, but a furnace or
 * a water heater that died is broken; « reprendre » is the repossession guide's verb, but
 * « reprendre mon bail » is taking over someone's lease, an assignment (« cession »); « sous » is the
 * sublet guide's word (« sous-louer », « sous-location »), but a « sous-sol » is a basement (issue 10,
 * round 23: 9 of the 13 development questions with a « sous-sol » had the sublet guide, « J'ai loué
 * mon sous-sol » read as « sous-louer »); « chambre » is the rooms guide's word (art. 1892's
 * « bail d'une chambre »), but « la fenêtre de ma chambre » is a bedroom of the dwelling (round 26). Each of these sent questions to a guide of the other
 * sense. The cues are the language's, not any guide's: a word in the other sense is dropped (it
 * says nothing of a guide's situation) or, when the law has one word for that sense, read as that
 * word.
 *
 * Tokens are the matcher's (folded, English irregular forms reduced to their base form).
 */
import {
  AGES,
  BACK,
  BUILDERS,
  BUILT,
  DETERMINERS,
  EN_DEATH_WORDS,
  HOME,
  HOME_KEEPS,
  OLD,
  OWN,
  OWNERS,
  REPLYING,
  RISE,
  RISE_KEEPS,
  TAKE,
  TAKE_KEEPS,
  UNDER,
} from './sense-cue-words';

/** People whose "late" is their death: "my late mom", "his late husband's flat". */
const FAMILY = new Set(
  (
    'mom mother mum dad father husband wife spouse partner grandmother grandma granny grandpa ' +
    'grandfather brother sister uncle aunt son daughter parents parent cousin friend roommate'
  ).split(' '),
);
/** An hour of the day: "late at night", "late in the evening", "as late as 11 pm". */
const TIME_OF_DAY = new Set('night evening evenings nights hour hours pm midnight'.split(' '));
/** Things that "die" when they stop working: a furnace, a fridge, a burner, a battery. */
const APPLIANCES = new Set(
  (
    'heater furnace boiler fridge refrigerator freezer stove oven burner burners fan fans ' +
    'washer dryer dishwasher battery batteries thermostat pump ac heatpump radiator radiators ' +
    'elevator intercom light lights bulb outlet outlets panel breaker'
  ).split(' '),
);
const DEATH = new Set<string>(EN_DEATH_WORDS);
const TAKE_OVER = new Set(['reprendre', 'reprend', 'reprends', 'repris', 'reprise']);
/** « chambre »: a room leased on its own (art. 1892), or a room of one's own dwelling. */
const ROOM = new Set(['chambre', 'chambres']);
/** What a dwelling's own room has or is: « la porte de chambre », « le mur de ma chambre ». */
const ROOM_PARTS = new Set(
  'porte portes fenetre fenetres mur murs plafond plancher garde robe calorifere dans petite grande'.split(
    ' ',
  ),
);
/** "the living room", "my kid's room": a room of the dwelling named by what it is for. */
const ROOM_EN = new Set(['room', 'rooms']);
const ROOM_USES = new Set(
  'living dining laundry storage utility furnace boiler kid kids baby children'.split(' '),
);
/** Whose or which room of the dwelling: « chambre du bébé », « chambre de bain », « à coucher ». */
const ROOM_OF = new Set('bain coucher bebe enfants'.split(' '));

/**
 * The asker's own visit of the dwelling before renting it ("when you visited", « à la visite »,
 * « quand t'as visité »), not the landlord's visits of art. 1931: the access guide's « visite »
 * led the answers of tenants who found defects on moving in (art. 1854's delivery in good
 * repair; round 28: 4 development answers). Cues: who visited (a person named just before, the
 * tenant's pronouns), « à la » just before, or the lease signed just after.
 */
const VISIT = new Set(['visit', 'visited', 'visiting', 'visite', 'visites', 'visiter', 'visitee']);
const VISITORS = new Set('i we you j t tu on nous'.split(' '));
const SIGNED = new Set('sign signed signing signe signer signee'.split(' '));
/**
 * A bathroom is the rooms guide's when it is shared (art. 1892's room whose occupant shares the
 * lessor's bathroom: "shared bathroom", « salle de bain partagée »); a dwelling's own bathroom
 * ("the bathroom fan", « la porte de salle de bain ») is a room of the dwelling, and half of the
 * guide's phrase found made the rooms guide lead questions about a fan or a door handle.
 */
const BATHROOM = new Set(['bathroom', 'bathrooms']);
const BATH = new Set(['bain', 'bains']);
const SHARING = new Set(
  'share shares shared sharing partage partages partagee partagees partager partagent commune communes common'.split(
    ' ',
  ),
);
/** « des fils électriques à nu », « des fils qui pendent »: wires, not the son of a repossession. */
const SON = new Set(['fils']);
const WIRES = new Set(['electrique', 'electriques', 'nu', 'pendent', 'denudes']);
/**
 * "the 2nd floor", "the ground floor unit": a storey of the building, where the dwelling is, not
 * a floor to repair. The plain vocabulary's "floor" adds the repairs guide's words (« réparations »),
 * and a storey named made the repairs guide lead or join answers about a tenant's conduct, a
 * conversion or a disability (round 29).
 */
const FLOOR = new Set(['floor', 'floors']);
const STOREYS = new Set(
  '1st 2nd 3rd 4th 5th 6th first second third fourth fifth sixth ground top upper lower main same'.split(
    ' ',
  ),
);
/** "at work", "after work", "my work": the asker's job, not works done in the dwelling. */
const WORK = new Set(['work']);
const JOB_CUES = new Set('at from after off my'.split(' '));

/**
 * Rent paid when due ("he pays rent on time", « il paie son loyer à temps »): a side remark that
 * the rent is not the problem, yet "tenant pays rent" is every word of the unpaid-rent guide's
 * "tenant not paying rent" (a long phrase keeps no "not"), and a landlord asking about a flood
 * the tenant caused was answered on the rent (session 23: dev-10, dev-17). The paying word and
 * the rent's word before "on time" are dropped, unless a "not" says the rent is late.
 */
const PAY = new Set('pay pays paying paie paient paye payent payer payes'.split(' '));
const RENT = new Set(['rent', 'loyer', 'loyers']);
const ON_TIME: readonly (readonly string[])[] = [
  ['on', 'time'],
  ['a', 'temps'],
  ['a', 'l', 'heure'],
];
/** A rent not paid on time is late rent: "hasn't paid on time", « ne paie pas à temps ». */
const NOT_PAID = new Set('t not never rarely seldom pas jamais'.split(' '));
/**
 * "late" that is no late payment: "never late", "not late", "is it too late" (a delay to act,
 * not the rent), « jamais en retard »: the late-rent guide led a tenant asking whether it was too
 * late to claim the old rent (dev-7).
 */
const NOT_LATE_EN = new Set(['never', 'not', 'too', 't']);
const NOT_LATE_FR = new Set(['jamais', 'pas']);

/** How many tokens apart a cue may be ("late at night": 2; "the water heater just died": 3). */
const CUE_WINDOW = 3;

type SenseCue = {
  /** The word read in the guides' sense unless a cue says otherwise. */
  words: ReadonlySet<string>;
  /** Cues among the next tokens (within `window`). */
  after?: ReadonlySet<string>;
  /** Cues among the previous tokens (within `window`). */
  before?: ReadonlySet<string>;
  window: number;
  /** The two tokens just before (« à la visite »), where each alone says nothing. */
  pair?: readonly [string, string];
  /** The law's word for the other sense; without one, the word is dropped. */
  readAs?: string;
  /**
   * Cues of the guides' sense, either side within `window`: without one of them the word is in
   * the other sense (a bathroom not said to be shared). The other cues, if any, must hold too.
   */
  unless?: ReadonlySet<string>;
  /** A run of tokens that must also start within `window` after the word ("on time"). */
  followedBy?: readonly (readonly string[])[];
};

const SENSE_CUES: readonly SenseCue[] = [
  // "my late mom's bungalow": the word right after names the person.
  { words: new Set(['late']), after: FAMILY, window: 1 },
  // "won't" ("won", "t") is "will not", read "wont" as people also write it: no case won.
  { words: new Set(['won']), after: new Set(['t']), window: 1, readAs: 'wont' },
  { words: new Set(['late']), after: TIME_OF_DAY, window: CUE_WINDOW },
  { words: DEATH, before: APPLIANCES, window: CUE_WINDOW },
  // « reprendre mon bail », « reprendre le bail de ma sœur »: the lease is taken over (art. 1870).
  { words: TAKE_OVER, after: new Set(['bail']), window: 2, readAs: 'cession' },
  // « mon sous-sol », « le logement du sous-sol »: the basement, whatever verb is near it.
  { words: new Set(['sous']), after: new Set(['sol', 'sols']), window: 1 },
  // « la fenêtre de ma chambre », « dans la chambre du bébé »: a room of the dwelling, not a room
  // leased (the rooms guide's « chambre »; dev-14: a tenant's wall torn down to « la petite
  // chambre » read as a room rental).
  { words: ROOM, before: ROOM_PARTS, after: ROOM_OF, window: CUE_WINDOW },
  { words: ROOM_EN, before: ROOM_USES, window: 2 },
  { words: VISIT, before: VISITORS, window: 2 },
  { words: VISIT, after: SIGNED, window: 3 },
  { words: VISIT, pair: ['a', 'la'], window: 2 },
  { words: WORK, before: JOB_CUES, window: 1 },
  { words: BATHROOM, unless: SHARING, window: 5 },
  { words: BATH, pair: ['salle', 'de'], unless: SHARING, window: 5 },
  { words: SON, after: WIRES, window: 2 },
  { words: FLOOR, before: STOREYS, window: 1 },
  { words: PAY, followedBy: ON_TIME, unless: NOT_PAID, window: 4 },
  { words: RENT, before: PAY, followedBy: ON_TIME, unless: NOT_PAID, window: 3 },
  { words: new Set(['late']), before: NOT_LATE_EN, window: 2 },
  { words: new Set(['retard']), before: NOT_LATE_FR, window: 2 },
  { words: TAKE, unless: TAKE_KEEPS, window: 5 },
  { words: OWN, before: OWNERS, window: 1 },
  { words: BUILT, before: BUILDERS, window: 1 },
  { words: OLD, unless: AGES, window: 2 },
  { words: UNDER, after: DETERMINERS, window: 1 },
  { words: RISE, unless: RISE_KEEPS, window: 4 },
  { words: HOME, unless: HOME_KEEPS, window: 2 },
];

/** Whether one of `runs` starts among the `window` tokens after `index`. */
function isFollowedBy(
  tokens: readonly string[],
  index: number,
  runs: readonly (readonly string[])[],
  window: number,
): boolean {
  for (let start = index + 1; start <= index + window; start += 1) {
    if (runs.some((run) => run.every((word, offset) => tokens[start + offset] === word))) {
      return true;
    }
  }
  return false;
}

function hasCue(tokens: readonly string[], index: number, cue: SenseCue): boolean {
  if (cue.followedBy) {
    if (!isFollowedBy(tokens, index, cue.followedBy, cue.window)) return false;
    const positive = cue.pair || cue.after || cue.before || cue.unless;
    return !positive || hasCue(tokens, index, { ...cue, followedBy: undefined });
  }
  const next = tokens.slice(index + 1, index + 1 + cue.window);
  const previous = tokens.slice(Math.max(0, index - cue.window), index);
  const pair = cue.pair;
  if (cue.unless) {
    const near = [...previous, ...next].some((token) => cue.unless?.has(token));
    const positive = pair || cue.after || cue.before;
    return !near && (!positive || hasCue(tokens, index, { ...cue, unless: undefined }));
  }
  return (
    (pair !== undefined && tokens[index - 2] === pair[0] && tokens[index - 1] === pair[1]) ||
    (cue.after !== undefined && next.some((token) => cue.after?.has(token))) ||
    (cue.before !== undefined && previous.some((token) => cue.before?.has(token)))
  );
}

/** Senses read first: the words they drop are not there for the other cues ("take … back"). */
const FIRST_CUES: readonly SenseCue[] = [{ words: BACK, before: REPLYING, window: 2 }];

function applyCues(tokens: readonly string[], cues: readonly SenseCue[]): string[] {
  return tokens.flatMap((token, index) => {
    const cue = cues.find(
      (candidate) => candidate.words.has(token) && hasCue(tokens, index, candidate),
    );
    if (!cue) return [token];
    return cue.readAs ? [cue.readAs] : [];
  });
}

/**
 * A month written short: "dec" (« déc. ») is December, yet as a stem it is « décès » ("deces"
 * loses its "es"): "$1,600 in dec" was half of « décès du locataire » and the death guide led a
 * question about rent paid in unequal instalments.
 */
const SHORT_MONTHS = new Map([['dec', 'december']]);
/**
 * « mort », « morte »: the everyday word for the law's « décès » (« ma mère est morte »), which the
 * death guide's phrases say « décédé ».
 */
const LAW_WORDS = new Map([
  ['mort', 'decede'],
  ['morte', 'decede'],
  ['morts', 'decede'],
  ['mortes', 'decede'],
]);

/** The tokens with each word in another sense than the guides' dropped or read as its law word. */
export function readWordSenses(tokens: readonly string[]): string[] {
  const read = tokens.map((token) => SHORT_MONTHS.get(token) ?? LAW_WORDS.get(token) ?? token);
  return applyCues(applyCues(read, FIRST_CUES), SENSE_CUES);
}

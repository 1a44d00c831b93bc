/**
 * The operative words of an article's French text — what turns a description into a rule:
 * presumptions (« présumé », « réputé », « de plein droit »), negations (« ne peut », « n'a pas
 * droit »), conditions (« à moins que », « sauf si », « pourvu que »), time words (« dès que »,
 * « sans délai »), the persons it names (« toute autre personne », « mandataire ») — each with
 * the English words that carry it. Issue 10, round 29 (keyfacts22): English answers cited the
 * deciding article and missed its key fact because our note or rule line had paraphrased the
 * operative word away ("if both parties want it" for « volonté expresse »); this list lets a
 * check name, article by article, the element an English text drops. Read from the law, never
 * from a question.
 */

export type OperativeElement = {
  id: string;
  /** The element in the article's French (accents and apostrophes as the corpus writes them). */
  fr: RegExp;
  /** Any English rendering that carries it (the law's term or its plain gloss). */
  en: RegExp;
  /** The same element said in our French content (usually the article's own word). */
  frContent?: RegExp;
};

export const OPERATIVE_ELEMENTS: readonly OperativeElement[] = [
  { id: 'presumed', fr: french(String.raw`\bprésumée?s?\b`), en: /\bpresum/ },
  { id: 'deemed', fr: french(String.raw`\bréputée?s?\b`), en: /\bdeemed\b/ },
  {
    id: 'of right',
    fr: french(String.raw`\bde plein droit\b`),
    en: /\bof right\b|\bautomatically\b/,
  },
  {
    id: 'not entitled',
    fr: french(String.raw`\bn['’](?:a|ont) pas droit\b|\bne bénéficie pas\b`),
    en: /\bnot entitled\b|\bno right\b|\bnot have the right\b|\bdoes not benefit\b/,
  },
  {
    id: 'cannot',
    fr: french(String.raw`\bne (?:peut|peuvent|pourra|pourront|saurait|sauraient)\b`),
    en: /\bcannot\b|\bcan't\b|\bmay not\b|\bmay only\b|\bcan only\b|\bnot allowed\b|\bno longer\b|\bno more than\b|\bnot entitled\b|\bnot\b.{0,40}\bmay\b/,
  },
  {
    id: 'not bound',
    fr: french(String.raw`\bn['’](?:est|sont) pas tenue?s?\b`),
    en: /\bnot (?:bound|required|liable|obliged|responsible)\b|\bdoes not have to\b|\bdo not have to\b|\bneed not\b|\bdoes not apply\b/,
  },
  { id: 'unless', fr: french(String.raw`\bà moins qu`), en: /\bunless\b/ },
  {
    id: 'except if',
    fr: french(String.raw`\bsauf (?:si|s['’]|lorsqu|dans)`),
    en: /\bunless\b|\bexcept\b/,
  },
  {
    id: 'provided',
    fr: french(String.raw`\bpourvu qu`),
    en: /\bprovided\b|\bas long as\b|\bon condition\b/,
  },
  {
    id: 'even if',
    fr: french(String.raw`\bmême si\b`),
    en: /\beven if\b|\beven though\b|\bwhether or not\b/,
  },
  { id: 'as soon as', fr: french(String.raw`\bdès qu`), en: /\bas soon as\b/ },
  {
    id: 'without delay',
    fr: french(String.raw`\bsans délai\b|\bsans retard(?! de)\b`),
    en: /\bwithout delay\b|\bpromptly\b|\bimmediately\b/,
  },
  {
    id: 'within the month',
    fr: french(String.raw`\bdans le mois\b`),
    en: /\bwithin (?:one|a|the) month\b/,
    frContent: french(String.raw`\bdans le mois\b`),
  },
  {
    id: 'any other person',
    fr: french(String.raw`\btoute autre personne\b`),
    en: /\bany other person\b/,
  },
  { id: 'mandatary', fr: french(String.raw`\bmandataire\b`), en: /\bmandatary\b/ },
  {
    id: 'third person',
    fr: french(String.raw`\b(?:un|au|des|aux) tiers\b|\bdu tiers (?!de)`),
    en: /\bthird (?:person|part)/,
  },
  { id: 'good faith', fr: french(String.raw`\bbonne foi\b`), en: /\bgood faith\b/ },
  { id: 'bad faith', fr: french(String.raw`\bmauvaise foi\b`), en: /\bbad faith\b/ },
  { id: 'serious', fr: french(String.raw`\bsérieu(?:x|se)\b`), en: /\bserious/ },
  {
    id: 'actually suffered',
    fr: french(String.raw`\bréellement subi`),
    en: /\bactually suffered\b|\bactual (?:damage|loss|prejudice)\b/,
  },
  {
    id: 'at least',
    fr: french(String.raw`\bau moins\b`),
    en: /\bat least\b|\bor more\b|\bminimum\b/,
  },
  {
    id: 'at most',
    fr: french(String.raw`\bau plus (?!tard)`),
    en: /\bat most\b|\bnot more than\b|\bno more than\b|\bmaximum\b/,
  },
  {
    id: 'without effect',
    fr: french(String.raw`\bsans effet\b`),
    en: /\bwithout effect\b|\bno effect\b/,
  },
  { id: 'null', fr: french(String.raw`\bnulle?s?\b`), en: /\bnull\b|\bvoid\b|\bwithout effect\b/ },
  { id: 'solidarily', fr: french(String.raw`\bsolidair`), en: /\bsolidar|\bjointly\b/ },
  {
    id: 'express',
    fr: french(String.raw`\bexpresse?\b|\bexpressément\b`),
    en: /\bexpress(?:ly)?\b/,
  },
  {
    id: 'one third',
    fr: french(String.raw`\btiers de la superficie\b`),
    en: /\bone third\b|\ba third\b/,
  },
  {
    id: 'in writing',
    fr: french(String.raw`\bpar écrit\b|\bécrite?\b`),
    en: /\bwriting\b|\bwritten\b/,
  },
  // The law's own terms that an English paraphrase loses ("no more than the rent he owes" for
  // « à concurrence du loyer de la sous-location »): said in the law's English, with a gloss.
  { id: 'up to', fr: french(String.raw`\bà concurrence\b`), en: /\bup to\b/ },
  { id: 'assimilated', fr: french(String.raw`\bassimilée?s?\b`), en: /\bassimilated\b/ },
  { id: 'deserts', fr: french(String.raw`\bdéguerpit\b`), en: /\bdeserts?\b/ },
  { id: 'consideration', fr: french(String.raw`\bcontrepartie\b`), en: /\bconsideration\b/ },
  { id: 'incumbent', fr: french(String.raw`\bil incombe\b`), en: /\bincumbent\b/ },
  { id: 're-registered', fr: french(String.raw`\bréinscri`), en: /\bre-?regist/ },
  { id: 'same kind', fr: french(String.raw`\bde même genre\b`), en: /\bsame kind\b/ },
  { id: 'express will', fr: french(String.raw`\bvolonté expresse\b`), en: /\bexpress will\b/ },
];

/**
 * A French pattern: `\b` is ASCII in JavaScript (no boundary after « présumé »), so it is read
 * as "no letter or digit on that side".
 */
function french(source: string): RegExp {
  return new RegExp(
    source.replace(/\\b/g, (_match, offset: number) => {
      const next = source.charAt(offset + 2);
      return next === '' || next === '|' || next === ')'
        ? '(?![\\p{L}\\p{N}])'
        : '(?<![\\p{L}\\p{N}])';
    }),
    'u',
  );
}

/** "n’a" and "n'a" are one word to the patterns: the corpus writes the typographic apostrophe. */
function normalize(text: string): string {
  return text.replace(/’/g, "'");
}

/** The elements an article's French text states, in list order. */
export function readOperativeElements(frenchText: string): OperativeElement[] {
  const text = normalize(frenchText).toLowerCase();
  return OPERATIVE_ELEMENTS.filter((element) => element.fr.test(text));
}

/** The elements of the article that none of the English texts carries. */
export function findDroppedElements(
  frenchText: string,
  englishTexts: readonly string[],
): OperativeElement[] {
  const english = englishTexts.join('\n').toLowerCase();
  return readOperativeElements(frenchText).filter((element) => !element.en.test(english));
}

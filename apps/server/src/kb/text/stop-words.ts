import { normalizeText } from './normalize';

/**
 * Function words of each language (the Snowball lists the search configurations use, accents
 * folded, with the fragments contractions leave: "hasn't" → "hasn", "t"). Search also reads a
 * question through the other language's stemmer, for cognates (« éviction » / "eviction"); an
 * English function word read as French is a rare French word ("the", "he", "to" occur in a few
 * French passages), so it would weigh as much as the question's real subject.
 */
const STOP_WORDS = {
  en: new Set(
    (
      'i me my myself we our ours ourselves you your yours yourself yourselves he him his himself ' +
      'she her hers herself it its itself they them their theirs themselves what which who whom ' +
      'this that these those am is are was were be been being have has had having do does did ' +
      'doing a an the and but if or because as until while of at by for with about against ' +
      'between into through during before after above below to from up down in out on off over ' +
      'under again further then once here there when where why how all any both each few more ' +
      'most other some such no nor not only own same so than too very s t can will just don ' +
      'should now d ll m o re ve y ain aren couldn didn doesn hadn hasn haven isn mightn mustn ' +
      'needn shan shouldn wasn weren won wouldn im ive dont cant wont'
    ).split(' '),
  ),
  fr: new Set(
    (
      'au aux avec ce ces dans de des du elle en et eux il ils je la le les leur leurs lui ma ' +
      'mais me meme mes moi mon ne nos notre nous on ou par pas pour qu que qui sa se ses son sur ' +
      'ta te tes toi ton tu un une vos votre vous c d j l a m n s t y ete etee etees etes etant ' +
      'suis es est sommes sont serai seras sera serons serez seront serais serait serions seriez ' +
      'seraient etais etait etions etiez etaient fus fut fumes futes furent sois soit soyons ' +
      'soyez soient fusse fusses fut fussions fussiez fussent ayant eu eue eues eus ai as avons ' +
      'avez ont aurai auras aura aurons aurez auront aurais aurait aurions auriez auraient avais ' +
      'avait avions aviez avaient eut eumes eutes eurent aie aies ait ayons ayez aient eusse ' +
      'eusses eussions eussiez eussent ceci cela cet cette ici elles'
    ).split(' '),
  ),
};

/**
 * The text without the function words of `lang`, for reading it with the other language's
 * stemmer: "he says it's in the file" → "says file".
 */
export function removeStopWords(text: string, lang: 'en' | 'fr'): string {
  return normalizeText(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0 && !STOP_WORDS[lang].has(word))
    .join(' ');
}

/** A folded token that is a function word in either language ("the", « les », "est"). */
export function isFunctionWord(token: string): boolean {
  return STOP_WORDS.en.has(token) || STOP_WORDS.fr.has(token);
}

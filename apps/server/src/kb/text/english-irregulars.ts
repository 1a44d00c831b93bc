/**
 * English irregular past forms people write in housing questions ("we broke up", "he sold the
 * building", "she left without paying"), read as their base verb so that an expression written
 * once ("break up", "sell", "leave") meets every tense. Suffix stripping cannot do this.
 */
const BASE_FORMS: Readonly<Record<string, string>> = {
  broke: 'break',
  bought: 'buy',
  sold: 'sell',
  left: 'leave',
  paid: 'pay',
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  told: 'tell',
  kept: 'keep',
  threw: 'throw',
  thrown: 'throw',
  came: 'come',
  went: 'go',
  gone: 'go',
  got: 'get',
  gotten: 'get',
  found: 'find',
  built: 'build',
  froze: 'freeze',
  frozen: 'freeze',
  fell: 'fall',
  fallen: 'fall',
  stole: 'steal',
  stolen: 'steal',
  lent: 'lend',
  dug: 'dig',
  flew: 'fly',
  ran: 'run',
  began: 'begin',
  begun: 'begin',
  spent: 'spend',
  meant: 'mean',
  brought: 'bring',
  caught: 'catch',
  sought: 'seek',
  wrote: 'write',
  written: 'write',
  chose: 'choose',
  chosen: 'choose',
  hid: 'hide',
  hidden: 'hide',
};

/** The base verb of an irregular English form, or the word itself. */
export function toBaseForm(word: string): string {
  return BASE_FORMS[word] ?? word;
}

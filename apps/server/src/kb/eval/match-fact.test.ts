import { describe, expect, it } from 'vitest';
import { containsFact, toFactText } from './match-fact';

const statesEn = (answer: string, fact: string) =>
  containsFact(toFactText(answer, 'en'), fact, 'en');
const statesFr = (answer: string, fact: string) =>
  containsFact(toFactText(answer, 'fr'), fact, 'fr');

describe('key-fact matching up to inflection, contraction, article and pronoun', () => {
  it('reads the same words in another inflection as the same fact', () => {
    expect(
      statesEn('It ends sooner if the landlord re-rents the dwelling.', 're-rented the dwelling'),
    ).toBe(true);
    expect(statesEn('if the Tribunal authorizes it, it fixes the rent', 'fixed the rent')).toBe(
      true,
    );
    expect(
      statesFr('si elle est plus longue, elle est ramenée à 100 ans', 'ramené à 100 ans'),
    ).toBe(true);
  });

  it('reads a contraction as its two words, keeping the negation', () => {
    expect(
      statesEn(
        'The surety does not extend to the renewed lease.',
        "doesn't extend to the renewed lease",
      ),
    ).toBe(true);
    expect(statesEn('The tenant cannot sublet the dwelling.', "can't sublet")).toBe(true);
    expect(statesEn('The tenant can sublet the dwelling.', "can't sublet")).toBe(false);
    expect(statesEn('The landlord cannot terminate the lease.', 'can terminate the lease')).toBe(
      false,
    );
  });

  it('reads the forms of "do", "have" and "be" as one verb, and "may" as "can"', () => {
    expect(
      statesEn(
        'A tenant who gives this notice does not have to pay rent.',
        "don't have to pay rent",
      ),
    ).toBe(true);
    expect(statesEn('The landlord may not offer it for rent.', "can't offer it for rent")).toBe(
      true,
    );
    expect(statesEn('The landlord may offer it for rent.', "can't offer it for rent")).toBe(false);
  });

  it('ignores articles, possessives and personal pronouns, and French contractions of « de »', () => {
    expect(
      statesEn(
        'he cannot ask more than the rent he pays the landlord',
        'more than the rent you pay',
      ),
    ).toBe(true);
    expect(
      statesEn('the part of the rent for each of those services', 'each of these services'),
    ).toBe(true);
    expect(statesFr('obtenir une diminution de loyer', 'diminution du loyer')).toBe(true);
    expect(statesFr("le locataire n'est pas tenu d'y répondre", 'pas tenu de répondre')).toBe(true);
  });

  it('lets no word stand between two of the phrase’s words', () => {
    expect(statesEn('The tenant is not required to answer.', 'required to answer')).toBe(true);
    expect(statesEn('The tenant is required to answer.', 'not required to answer')).toBe(false);
    expect(statesEn('notify at once the landlord', 'notify the landlord')).toBe(false);
    expect(statesFr('le locataire ne peut pas sous-louer', 'ne peut sous-louer')).toBe(false);
  });

  it('reads "a" before a unit of time as "one"', () => {
    expect(statesEn('within one month of the notice', 'within a month')).toBe(true);
    expect(statesEn('for more than a week', 'more than one week')).toBe(true);
    expect(statesEn('within 2 months of the notice', 'within a month')).toBe(false);
    expect(statesEn('within the month of the notice', 'within a month')).toBe(false);
  });

  it('reads "have to" as "must", and keeps "must not" apart from "does not have to"', () => {
    expect(statesEn('the tenant must put up with urgent repairs', 'have to put up with')).toBe(
      true,
    );
    expect(statesEn('the damage has to be proven', 'must be proven')).toBe(true);
    expect(statesEn('the tenant must not answer', 'does not have to answer')).toBe(false);
  });

  it('skips "however" and « toutefois » between the words of a phrase', () => {
    expect(
      statesEn('the landlord cannot, however, cancel the lease', "can't cancel the lease"),
    ).toBe(true);
    expect(
      statesFr('il ne peut, toutefois, demander la résiliation', 'ne peut demander la résiliation'),
    ).toBe(true);
  });

  it('reads a phrase around a parenthesised gloss', () => {
    expect(
      statesEn('the landlord cannot forbid (refuse) access to canvassers', 'cannot forbid access'),
    ).toBe(true);
    expect(statesEn('the landlord cannot forbid (refuse) access', 'cannot refuse access')).toBe(
      false,
    );
  });

  it('skips "have" before a past participle', () => {
    expect(statesEn('the tenant is deemed to have accepted the renewal', 'deemed to accept')).toBe(
      true,
    );
    expect(statesEn('the landlord has paid the indemnity', 'landlord paid')).toBe(true);
    expect(statesEn('the tenant has the right to stay', 'tenant the right')).toBe(false);
  });

  it('leaves a phrase of one word, once articles are set aside, to the word-for-word match', () => {
    expect(statesEn('within the month of the notice', 'a month')).toBe(false);
    expect(statesFr('le bail est résilié', 'résilier')).toBe(false);
  });

  it('reads a possessive or personal pronoun as another of its class in a one-word phrase', () => {
    expect(statesEn('unless the damage is their fault', 'your fault')).toBe(true);
    expect(statesEn('the landlord may keep them and pay their value', 'keep it')).toBe(true);
    expect(statesEn('the landlord may keep your deposit', 'keep it')).toBe(false);
    expect(statesEn('unless the damage is a fault', 'your fault')).toBe(false);
    expect(statesFr('à moins que ce soit leur faute', 'sa faute')).toBe(true);
  });

  it('reads a phrase around an adverb in -ly or a party named as possessor', () => {
    expect(statesEn('a sale does not automatically end the lease', "doesn't end the lease")).toBe(
      true,
    );
    expect(statesEn('the lease ends automatically, by law', 'ends by law')).toBe(true);
    expect(statesEn('a sale does not only end the lease', "doesn't end the lease")).toBe(false);
    expect(statesEn("from people of the tenant's choice", 'of your choice')).toBe(true);
    expect(statesEn("from people of the landlord's choice", "of the tenant's choice")).toBe(false);
  });

  it('reads irregular pasts as their verb, and a party named as possessor as a possessive', () => {
    expect(
      statesEn('a tenant who deserts the dwelling taking the belongings', 'took the belongings'),
    ).toBe(true);
    expect(statesEn('as soon as they have given that notice', 'gave that notice')).toBe(true);
    expect(statesEn('as soon as they have given that notice', 'took that notice')).toBe(false);
    expect(statesEn("the tenant or the tenant's spouse is aged 65", 'your spouse')).toBe(true);
    expect(statesEn('the tenant or a spouse is aged 65', 'your spouse')).toBe(false);
  });

  it('reads "for each" before a unit of time as "per", and "deemed to" as "deemed"', () => {
    expect(statesEn("one month's rent for each year", "a month's rent per year")).toBe(true);
    expect(statesEn('the rent for each of those services', 'per of those services')).toBe(false);
    expect(statesEn('the tenant is deemed to have accepted', 'deemed accepted')).toBe(true);
    expect(statesEn('the tenant is deemed to have refused', 'deemed accepted')).toBe(false);
  });

  it('reads English words that name one thing in a lease question as one word', () => {
    expect(statesEn('the landlord may ask to terminate the sublease', 'end the sublet')).toBe(true);
    expect(statesEn('the expropriation ends the lease', 'terminates the lease')).toBe(true);
    expect(statesEn('there is no need to answer it', 'no need to reply')).toBe(true);
    expect(statesEn('within the same delays as those', 'same deadlines')).toBe(true);
    expect(statesEn('the landlord cannot refuse them access', "can't refuse entry")).toBe(true);
    expect(statesEn('it counts as longer than one year', 'counts as more than a year')).toBe(true);
    // The negation still counts, and near meanings stay apart.
    expect(statesEn('the new owner cannot terminate the lease', 'can end the lease')).toBe(false);
    expect(statesEn('withhold them from the rent', 'deduct from the rent')).toBe(false);
    // A reflexive reads as another reflexive, never as nothing: "himself" can carry the fact.
    expect(statesEn('wants to live there themselves', 'live there yourself')).toBe(true);
    expect(statesEn('wants to live there', 'live there yourself')).toBe(false);
  });

  it('reads "informing" as "telling" and "consenting" as "agreeing", "agreed" as "agree"', () => {
    expect(statesEn('a tenant who tried to inform the landlord', 'tried to tell')).toBe(true);
    expect(statesEn('the landlord is deemed to have consented', 'deemed to have agreed')).toBe(
      true,
    );
    expect(statesEn('unless they agreed otherwise', 'unless you agree otherwise')).toBe(true);
    expect(statesEn('the landlord did not consent', 'the landlord agreed')).toBe(false);
  });

  it('reads "10 days\' notice" and "a notice of 10 days" as one notice', () => {
    expect(statesEn('before receiving a notice of 10 days', "10 days' notice")).toBe(true);
    expect(statesEn("after giving the landlord 10 days' prior notice", 'notice of 10 days')).toBe(
      true,
    );
    expect(statesEn('a prior notice of 10 days', "ten days' notice")).toBe(true);
    expect(statesEn('a notice of 10 days', "15 days' notice")).toBe(false);
  });
});

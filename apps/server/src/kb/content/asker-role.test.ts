import { describe, expect, it } from 'vitest';
import { readAskerRole, readRoleFromWording } from './asker-role';

describe('readRoleFromWording', () => {
  it('reads a landlord from "my tenant" and « mon locataire »', () => {
    expect(readRoleFromWording("My tenant's dog barks all night, what can I do?")).toBe('landlord');
    expect(readRoleFromWording('Mes locataires paient toujours en retard')).toBe('landlord');
    expect(readRoleFromWording('Ma locataire refuse de me laisser entrer')).toBe('landlord');
  });

  it('reads a tenant from "my landlord" and « mon proprio », with or without accents', () => {
    expect(readRoleFromWording('My landlord will not fix the heater')).toBe('tenant');
    expect(readRoleFromWording('Mon propriétaire veut reprendre le logement')).toBe('tenant');
    expect(readRoleFromWording('mon proprietaire entre sans avis')).toBe('tenant');
  });

  it('reads nothing when both parties are "mine", or from a neighbour named as a tenant', () => {
    expect(readRoleFromWording('Le locataire du bas fait du bruit')).toBeUndefined();
    expect(readRoleFromWording('The tenant upstairs plays music at 3 am')).toBeUndefined();
    expect(readRoleFromWording('My landlord says my tenant must leave')).toBeUndefined();
    expect(readRoleFromWording('Can a lease be renewed without notice?')).toBeUndefined();
  });

  it('reads a sub-tenant from whom he sublets, before the tenant he names', () => {
    expect(readRoleFromWording("I'm subletting a room from the tenant, who wants me out.")).toBe(
      'sub-tenant',
    );
    expect(
      readRoleFromWording('Je sous-loue une chambre au locataire, il veut que je parte.'),
    ).toBe('sub-tenant');
    expect(readRoleFromWording('Je suis sous-locataire, le locataire est parti.')).toBe(
      'sub-tenant',
    );
    // Subletting one's own dwelling to someone is the tenant's side.
    expect(readRoleFromWording('Can I sublet my apartment to a friend this summer?')).not.toBe(
      'sub-tenant',
    );
    expect(readRoleFromWording('Je sous-loue mon 4 et demi à une amie cet été.')).not.toBe(
      'sub-tenant',
    );
  });

  it('reads who the asker says he is', () => {
    expect(readRoleFromWording("I'm the owner and the tenant wants to sublet")).toBe('landlord');
    expect(readRoleFromWording('Je suis propriétaire, le locataire ne paie plus')).toBe('landlord');
    expect(readRoleFromWording('Je suis locataire et le propriétaire vend')).toBe('tenant');
  });

  it("reads a landlord from what he owns or lets, a tenant from his lease or a landlord's notice", () => {
    expect(readRoleFromWording('Renting out my unit for Jan 1, what can I ask for?')).toBe(
      'landlord',
    );
    expect(readRoleFromWording('I have a tenant who plays loud music every night')).toBe(
      'landlord',
    );
    expect(
      readRoleFromWording(
        "J'ai un locataire qui crie dans le corridor, quoi faire comme propriétaire?",
      ),
    ).toBe('landlord');
    expect(readRoleFromWording('Je veux reprendre le logement du 2e pour ma fille')).toBe(
      'landlord',
    );
    expect(readRoleFromWording('Mon bail finit en juin, ils peuvent me garder?')).toBe('tenant');
    expect(readRoleFromWording("L'avis de reprise que j'ai reçu n'a pas de nom")).toBe('tenant');
    // The person a landlord's notice is sent to answers it, whoever owns "my triplex".
    expect(
      readRoleFromWording('The owners of my triplex served me an eviction notice. Can they?'),
    ).toBe('tenant');
    expect(readRoleFromWording("Le propriétaire m'a remis un avis de reprise pour son fils")).toBe(
      'tenant',
    );
    // "my lease" is the asker's, whoever else the question names as "the tenant".
    expect(
      readRoleFromWording('my lease says the tenant is responsible for all damage, is that valid?'),
    ).toBe('tenant');
    // A mobile home's owner who rents the lot is a tenant; "my building" is said by tenants too.
    expect(readRoleFromWording('I own my mobile home but rent the lot. Can he move it?')).toBe(
      undefined,
    );
    expect(readRoleFromWording('There are mice in my building')).toBeUndefined();
  });

  it('reads the landlord from a tenant named as a third person, and the reverse', () => {
    expect(readRoleFromWording('The tenant is still in the apartment')).toBe('landlord');
    expect(readRoleFromWording('Tenant just left without paying. Can I keep his things?')).toBe(
      'landlord',
    );
    expect(readRoleFromWording("L'immeuble a un locataire au rez-de-chaussée")).toBe('landlord');
    expect(readRoleFromWording('The landlord wants to come in tomorrow')).toBe('tenant');
    expect(readRoleFromWording('Le proprio veut augmenter le loyer')).toBe('tenant');
    // Both named, neither as "mine": nobody can tell.
    expect(readRoleFromWording('Can the landlord evict a tenant in winter?')).toBeUndefined();
  });
});

describe('readRoleFromWording: who speaks', () => {
  it('reads the landlord who writes the lease, or whose tenant acts apart from it', () => {
    expect(readRoleFromWording('Je veux mettre dans mon bail une clause sur les animaux.')).toBe(
      'landlord',
    );
    expect(
      readRoleFromWording('Can I put a clause in my lease about smoking on the balcony?'),
    ).toBe('landlord');
    expect(
      readRoleFromWording('Mon bail prévoit une hausse en juillet. Le locataire dit que non.'),
    ).toBe('landlord');
    expect(readRoleFromWording("My lease allows a cat. Tenant's roommate brought a dog.")).toBe(
      'landlord',
    );
    // "my lease" stays the tenant's when "the tenant" is the lease's own words, or anyone.
    expect(
      readRoleFromWording('My lease says the tenant pays for snow removal. Is it valid?'),
    ).toBe('tenant');
    expect(readRoleFromWording('Mon bail est de 5 ans. À quoi ça sert pour un locataire?')).toBe(
      'tenant',
    );
  });

  it('leaves out the parties a quoted clause or person names', () => {
    expect(
      readRoleFromWording("The clause reads: 'the tenant pays all repairs'. Is that legal?"),
    ).toBeUndefined();
    expect(readRoleFromWording('Il dit « les locataires paient la neige ». Vrai?')).toBeUndefined();
    // « l'année » is no quotation.
    expect(readRoleFromWording("Le locataire n'a pas payé l'année passée")).toBe('landlord');
  });

  it('reads a sub-tenant who sublets, not his own dwelling, beside the tenant he names', () => {
    expect(readRoleFromWording('I sublet from the tenant, who never fixed the heat.')).toBe(
      'sub-tenant',
    );
    expect(
      readRoleFromWording('Je sous-loue une chambre dans un 5 et demi. La locataire paie 900$.'),
    ).toBe('sub-tenant');
    expect(
      readRoleFromWording('Je sous-loue mon 4 et demi cet été. Le locataire doit-il aviser?'),
    ).not.toBe('sub-tenant');
  });

  it('reads the one the tenant lives with as an occupant', () => {
    expect(readRoleFromWording('My sister is the tenant and she is leaving. Can I stay?')).toBe(
      'occupant',
    );
    expect(readRoleFromWording('Mon conjoint (le locataire) est parti. Je peux rester?')).toBe(
      'occupant',
    );
  });

  it("reads the one who says the lease is another's, naming no landlord, as an occupant", () => {
    expect(
      readRoleFromWording("My son's name is on the lease and he left. Can I become the tenant?"),
    ).toBe('occupant');
    expect(readRoleFromWording('Ma sœur est partie, le bail est à son nom. Je peux rester?')).toBe(
      'occupant',
    );
    expect(
      readRoleFromWording(
        "C'est lui qui a signé le bail, il est parti. Je peux garder le logement?",
      ),
    ).toBe('occupant');
    // Beside the landlord's words, a co-tenant's lease is left to the other readings.
    expect(readRoleFromWording("Only he's on the lease and the landlord says I must leave.")).toBe(
      'tenant',
    );
  });

  it("reads a tenant who asks whether he is one, or a co-op's member", () => {
    expect(readRoleFromWording("I pay the owner's son every month. Am I a tenant?")).toBe('tenant');
    expect(readRoleFromWording('Est-ce que ça fait de moi un locataire?')).toBe('tenant');
    expect(
      readRoleFromWording("Je suis membre d'une coop d'habitation, la hausse est de 9%."),
    ).toBe('tenant');
    expect(readRoleFromWording('We live in a housing co-op. Can they raise the rent?')).toBe(
      'tenant',
    );
    // A comparison names no party.
    expect(readRoleFromWording('Je peux refuser comme un locataire ordinaire?')).toBeUndefined();
  });

  it('reads who evicts or takes back a dwelling, and who is evicted', () => {
    expect(readRoleFromWording('Can I evict the residents who refuse the new lease?')).toBe(
      'landlord',
    );
    expect(readRoleFromWording('On peut-tu évincer les résidents qui refusent?')).toBe('landlord');
    expect(readRoleFromWording('Je veux reprendre le 4 et demi pour mon fils.')).toBe('landlord');
    expect(readRoleFromWording("La résidence veut m'évincer sans offre. C'est correct?")).toBe(
      'tenant',
    );
    expect(readRoleFromWording("I'm late on rent. Can he evict me for that?")).toBe('tenant');
    // Leaving the dwelling or the lease is the tenant's (his notice, arts. 1946 and 1974).
    expect(
      readRoleFromWording('No written lease. I want to move out in March, how much notice?'),
    ).toBe('tenant');
    expect(readRoleFromWording('Je veux partir avant la fin du bail. Je peux-tu?')).toBe('tenant');
  });

  it('reads owners who say so together, or who bought, and the tenant of a building bought', () => {
    expect(readRoleFromWording('On est deux propriétaires. On veut reprendre le logement.')).toBe(
      'landlord',
    );
    expect(readRoleFromWording('We bought a duplex last year. Can we move in downstairs?')).toBe(
      'landlord',
    );
    expect(readRoleFromWording('A company bought our triplex. Can they end our leases?')).toBe(
      'tenant',
    );
  });
});

describe('readAskerRole', () => {
  it("keeps the questionnaire's role over the wording", () => {
    expect(readAskerRole('My landlord is selling', 'sub-tenant')).toBe('sub-tenant');
    expect(readAskerRole('My tenant is late again', null)).toBe('landlord');
  });

  it('reads a sub-tenant who answered "tenant" and says whom he sublets from', () => {
    expect(readAskerRole("I'm subletting a room from the tenant, no hot water.", 'tenant')).toBe(
      'sub-tenant',
    );
    expect(readAskerRole('I sublet my place to a friend this summer', 'tenant')).toBe('tenant');
  });
});

import { describe, expect, it } from 'vitest';
import { detectAnyExcludedLease } from '../../test/excluded-lease';
import { findNotDwelling, isMovablePattern, loadNotDwellingRule } from './excluded-situation';

/**
 * Session 20's recall test: sentences written for it (EN and FR, tenants and landlords), one
 * group per kind of lease the dwelling rules do not govern that session 19 found missed, in
 * everyday words: a room in the lessor's home (art. 1892 para. 3 4°, with its conditions), a
 * place shared half and half or two thirds with another use (2°), a house or a camping site
 * for the summer season (1°), an office, a workshop in commercial premises, a buyer of a
 * commercial building, a garage or a vacant lot (arts. 1851–1891). Then dwelling leases that
 * say such words and must not be flagged: a room with its own bathroom and entrance, a lessor
 * who rents more than two rooms, a lease from July 1 to June 30, a summer sublet, the rental
 * office, a chalet leased all year as a home, a parking space the dwelling's lease includes.
 */
const detectAny = detectAnyExcludedLease;
const notDwelling = loadNotDwellingRule();

describe('leases the dwelling rules do not govern, in everyday words', () => {
  it.each([
    [
      "I'm renting the spare bedroom in my landlord's condo where he lives, and I use his bathroom since there is only one. He wants me out by Sunday.",
      'landlord-primary-residence',
    ],
    [
      'I live in my bungalow and rent my two extra bedrooms to nurses; we all use the one washroom. One of them stopped paying, what are my options?',
      'landlord-primary-residence',
    ],
    [
      'I rent out a bedroom in the house I live in to a student. There is a single bathroom for both of us and no other door. Can I give her two weeks to leave?',
      'landlord-primary-residence',
    ],
    [
      'Je suis chambreur chez un monsieur qui vit dans sa maison; il loue seulement ma chambre et on se sert de la même toilette. Il veut augmenter ma pension de 100 $.',
      'landlord-primary-residence',
    ],
    [
      "J'habite mon bungalow et je loue deux chambres à des étudiantes qui utilisent ma salle de bain. Puis-je demander à une de partir en décembre?",
      'landlord-primary-residence',
    ],
    [
      "Je loue une chambre dans le condo de la propriétaire, elle y habite, pas de toilette à moi ni d'entrée séparée. Elle me donne 10 jours.",
      'landlord-primary-residence',
    ],
    [
      'My landlord rents me a storefront with living quarters, it is half and half: my barbershop in front and my bedroom in the back. He says the TAL cannot help me.',
      'non-residential',
    ],
    [
      'I rent a duplex ground floor where my daycare takes about two thirds of the rooms and I live in the rest. The owner wants me gone in July.',
      'non-residential',
    ],
    [
      'My tenant uses 60% of her flat as a massage clinic. Do the regular tenant rules still apply to her?',
      'non-residential',
    ],
    [
      "Mon logement c'est moitié-moitié : le devant sert à mon salon de coiffure, l'arrière c'est là que je dors. Le proprio veut doubler le loyer.",
      'non-residential',
    ],
    [
      "Ma locataire utilise les deux tiers de l'appartement pour son bureau de comptable. Est-ce encore un bail de logement?",
      'non-residential',
    ],
    [
      "Je loue une maison où 2/3 de la place c'est mon commerce d'antiquités, je reste dans le reste. Le locateur veut me sortir.",
      'non-residential',
    ],
    [
      'We leased a farmhouse near Baie-Saint-Paul for July and August only; the owner kept our deposit because of a scratched floor.',
      'vacation-rental',
    ],
    [
      'I rent out my summer house in Charlevoix each year from June to September. Can a guest claim he has a right to stay on?',
      'vacation-rental',
    ],
    [
      'On a loué une maison au bord du fleuve pour juillet et août; le propriétaire garde notre dépôt pour une vitre fêlée.',
      'vacation-rental',
    ],
    [
      "Je loue ma maison d'été aux Îles pour la saison estivale, de juin à septembre. Est-ce que je dois utiliser le bail du Tribunal?",
      'vacation-rental',
    ],
    [
      'I rent a seasonal site at a campground for my RV from May to October and the campground owner wants to cancel my spot.',
      'vacation-rental',
    ],
    [
      'I run a campground and rent RV sites by the season; one camper refuses to leave in October. Does the housing tribunal handle that?',
      'vacation-rental',
    ],
    [
      "Je loue un terrain au camping pour ma roulotte chaque été; le propriétaire du camping veut pas me reprendre l'an prochain.",
      'vacation-rental',
    ],
    [
      "J'ai un camping et je loue des emplacements pour VR à la saison. Un campeur refuse de partir, je fais quoi?",
      'vacation-rental',
    ],
    [
      'Our accounting firm leases a second-floor office downtown; the lease ends in March and the owner has said nothing. Does it just continue?',
      'not-a-dwelling',
    ],
    [
      'I lease offices in my building to a law firm; can I raise their rent before the lease ends?',
      'not-a-dwelling',
    ],
    [
      'Je loue un bureau pour mon cabinet de comptable depuis 3 ans; le propriétaire veut le reprendre en janvier.',
      'not-a-dwelling',
    ],
    [
      "Je loue des bureaux à une firme d'ingénieurs au deuxième étage; ils veulent partir avant la fin du bail.",
      'not-a-dwelling',
    ],
    [
      'I rent a commercial unit for my pottery workshop, two-year lease ending December 31. Do I have to send a notice to leave or does it just end?',
      'not-a-dwelling',
    ],
    [
      "Mon entreprise d'ébénisterie loue un espace commercial dans un parc industriel, bail de 3 ans qui se termine le 30 juin. Dois-je aviser le propriétaire?",
      'not-a-dwelling',
    ],
    [
      'My tenant runs a print shop in my commercial space; the lease ended last month and he is still there paying. Is the lease renewed?',
      'not-a-dwelling',
    ],
    [
      "Mon locataire commercial a un atelier de mécanique dans mon local; son bail est fini depuis 3 semaines pis il paye encore. C'est renouvelé?",
      'not-a-dwelling',
    ],
    [
      'We just purchased a commercial building; the hardware store on the ground floor has a lease until 2030. Are we bound by it?',
      'not-a-dwelling',
    ],
    [
      "J'ai acheté un immeuble commercial avec une pharmacie au rez-de-chaussée qui a un bail jusqu'en 2029. Je peux-tu mettre fin à son bail?",
      'not-a-dwelling',
    ],
    [
      'I bought a strip mall last spring. Can I terminate the leases of the shops to redevelop the site?',
      'not-a-dwelling',
    ],
    [
      "J'ai acheté une bâtisse commerciale en octobre, le restaurant a encore 4 ans de bail. Le nouveau propriétaire peut-il l'expulser?",
      'not-a-dwelling',
    ],
    [
      'A man two doors down rents me his detached garage, where I keep my sailboat over the winter; he now wants it back within a week. How much notice must he give?',
      'not-a-dwelling',
    ],
    [
      'I rent my garage to a neighbour who stores his motorcycle there, month to month. How much notice must I give him to end it?',
      'not-a-dwelling',
    ],
    [
      'Depuis deux ans je loue un bout de terrain au bout du rang pour garer ma machinerie agricole; le propriétaire veut me sortir. A-t-il le droit?',
      'not-a-dwelling',
    ],
    [
      "Je loue mon garage détaché à un gars du coin pour ses outils, au mois. Combien d'avis pour y mettre fin?",
      'not-a-dwelling',
    ],
    [
      'I lease a vacant lot next to my shop to store pallets; the lease ended in October and I am still paying. Is it renewed?',
      'not-a-dwelling',
    ],
    [
      "Je loue une cour asphaltée pour stationner mes camions, bail d'un an fini en septembre. Le proprio a rien dit. C'est reconduit?",
      'not-a-dwelling',
    ],
  ])('flags "%s" as %s', (question, expected) => {
    expect(detectAny(question)).toBe(expected);
  });

  it.each([
    "I rent a room in my landlord's house but it has its own bathroom and a separate entrance at the back. He wants to raise my rent by $200.",
    "Je loue une chambre dans la maison de la propriétaire, avec ma propre salle de bain et une entrée indépendante. Elle veut m'expulser.",
    'The owner lives on the ground floor and rents out five rooms upstairs; I have one of them. Can he evict me for having a guest?',
    "Le propriétaire habite au rez-de-chaussée et loue six chambres à l'étage. Il veut augmenter ma chambre de 80 $.",
    'Half of my apartment got flooded by the shop downstairs; who pays to fix my floors?',
    'I work from home two days a week at the kitchen table; can my landlord forbid it in my lease?',
    'My lease runs July 1 to June 30. Can the landlord raise the rent in August?',
    'Mon bail va du 1er juillet au 30 juin. Le propriétaire peut-il entrer en août sans avis?',
    'I sublet my 4½ for July and August while I travel; is that allowed?',
    "Je sous-loue mon appartement pour juillet et août pendant mes vacances, c'est permis?",
    'My landlord wants to rent the basement storage room to someone else; I used it for my bikes and it is in my lease.',
    'The rental office says my rent is late but I paid it; what should I do?',
    "Le bureau de location dit que mon bail n'est pas renouvelé, c'est légal?",
    'I work at an office downtown and my landlord keeps entering my apartment while I am at work.',
    'Je travaille au bureau le jour et mon proprio entre chez nous sans avis.',
    'My landlord sold the building, which has a shop on the ground floor and our six apartments above; can the new owner evict us?',
    "L'immeuble où j'ai mon logement a été vendu à une compagnie, il y a un dépanneur en bas. Le nouveau proprio peut-il me sortir?",
    'My landlord took away the parking space that came with my apartment. Can he do that?',
    "L'office d'habitation veut retirer ma place de stationnement de mon bail. Je fais quoi?",
    'I manage a campground and the house on site comes with my job; my employer fired me last week. When must I leave?',
    'I rent a 5½ and my landlord also rents me a garage in the same building; he wants to raise both.',
    'Je loue un 3½ et mon proprio veut reprendre le garage qui vient avec. Il a le droit?',
    'We rent a house year-round in a small village; the owner wants to take it back for his daughter.',
    "On loue un chalet à l'année comme résidence principale depuis 5 ans; le propriétaire veut augmenter le loyer.",
    'I rent a room in a rooming house with 12 rooms; the owner lives elsewhere. Can he keep my deposit?',
    'My mother lives in a CHSLD and wants to give up her apartment lease; how much notice?',
    'Our landlord put a hair salon on the ground floor of our triplex and the dryers are loud at night.',
    'I run a small daycare in my rented apartment; can my landlord end my lease for that?',
  ])('does not flag the dwelling lease "%s"', (question) => {
    expect(detectAny(question)).toBeUndefined();
  });

  it('tells a garage or land (arts. 1851–1891, in scope) from a movable', () => {
    for (const question of [
      'A man two doors down rents me his detached garage, where I keep my sailboat over the winter.',
      'Depuis deux ans je loue un bout de terrain au bout du rang pour garer ma machinerie agricole.',
    ]) {
      const found = findNotDwelling(notDwelling, question);
      expect(found && isMovablePattern(found.pattern)).toBe(false);
    }
  });
});

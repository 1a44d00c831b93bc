import type { PolicyDocument } from './policy-types';

export const privacyPolicyFr: PolicyDocument = {
  title: 'Politique de confidentialité',
  summary:
    'Cette politique explique quels renseignements personnels LexLogis conserve, pourquoi, pendant combien de temps, qui nous aide à les traiter, et comment exercer vos droits en vertu de la Loi sur la protection des renseignements personnels dans le secteur privé.',
  sections: [
    {
      id: 'scope',
      heading: 'Qui nous sommes et portée de cette politique',
      body: [
        'LexLogis est un service Web qui fournit de l’information juridique sur le droit du logement au Québec aux locataires, aux propriétaires, aux sous-locataires et aux occupants, et qui leur permet de communiquer avec des avocats indépendants. Cette politique vise le site et l’application LexLogis, et non les sites externes vers lesquels nous proposons des liens.',
        'LexLogis a désigné une personne responsable de la protection des renseignements personnels. Vous pouvez la joindre à [privacy@lexlogis.example](mailto:privacy@lexlogis.example).',
      ],
    },
    {
      id: 'information',
      heading: 'Les renseignements que nous conservons',
      body: [
        'Nous recueillons seulement ce dont le service a besoin. Selon votre utilisation de LexLogis, nous conservons :',
        [
          'Renseignements de compte : votre adresse courriel, votre nom, votre ville, votre groupe d’âge, votre langue préférée, votre photo de profil si vous en fournissez une, et votre acceptation de cette politique et des conditions d’utilisation.',
          'Réponses au questionnaire : ce que vous nous dites de votre situation de logement (par exemple si vous êtes locataire ou propriétaire, et le type de bail et d’immeuble) et toute information supplémentaire que vous écrivez.',
          'Conversations : les questions que vous posez, les réponses de LexLogis, les sources affichées avec chaque réponse (lois, pages d’information, décisions et formulaires) et les titres de vos conversations.',
          'Commentaires : les réactions et commentaires que vous envoyez au sujet d’une réponse, avec la question et la réponse concernées.',
          'Événements d’utilisation : les pages consultées, les boutons utilisés, les sources ouvertes et les temps de réponse, avec des renseignements de base sur votre appareil et votre navigateur.',
          'Dossiers de paiement : si vous vous abonnez au forfait Pro, l’état, les dates et les montants de votre abonnement et de vos paiements. Les données de carte sont saisies auprès de notre fournisseur de paiement; LexLogis ne reçoit ni ne conserve jamais votre numéro de carte.',
          'Messages avec des avocats : si vous utilisez le répertoire d’avocats, les messages que vous échangez avec un avocat par l’entremise de LexLogis.',
        ],
        'Veuillez ne pas inclure dans vos questions ce qui n’est pas nécessaire pour y répondre, comme le nom d’autres personnes ou des numéros d’identification.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Pourquoi nous les utilisons',
      body: [
        [
          'pour créer et protéger votre compte et vous permettre de vous connecter;',
          'pour répondre à vos questions et adapter l’information à votre situation à l’aide de vos réponses au questionnaire;',
          'pour vous montrer vos conversations et documents antérieurs;',
          'pour gérer votre abonnement Pro et conserver les dossiers de paiement exigés par la loi;',
          'pour vous mettre en contact avec un avocat lorsque vous le choisissez;',
          'pour comprendre comment le service est utilisé, détecter les erreurs et les abus, et améliorer la qualité des réponses.',
        ],
        'Nous ne vendons pas vos renseignements personnels et ne les utilisons pas à des fins publicitaires. Nous les utilisons seulement à ces fins ou à des fins compatibles, sauf si vous y consentez ou si la loi le permet. En acceptant cette politique, vous consentez aux utilisations décrites ici; lorsque la loi l’exige, nous demandons votre consentement exprès séparément.',
      ],
    },
    {
      id: 'retention',
      heading: 'Combien de temps nous les conservons',
      body: [
        'Nous conservons vos renseignements de compte, vos réponses au questionnaire et vos conversations tant que votre compte est ouvert. Une conversation que vous supprimez est retirée de votre historique. Lorsque vous fermez votre compte ou nous demandez de supprimer vos renseignements, nous les détruisons ou les anonymisons dans un délai raisonnable, sauf si la loi nous oblige à les garder plus longtemps.',
        'Les dossiers de paiement sont conservés aussi longtemps que l’exigent les règles fiscales et comptables. Les événements d’utilisation sont conservés seulement tant qu’ils servent à améliorer le service, et sont dépersonnalisés ou agrégés chaque fois que c’est possible. Une session de connexion dure au plus 30 jours; vous devez ensuite vous reconnecter.',
      ],
    },
    {
      id: 'processors',
      heading: 'Qui les traite',
      body: [
        'Quelques fournisseurs traitent des renseignements pour notre compte, en vertu d’ententes qui les obligent à les protéger et à ne les utiliser que pour nous servir :',
        [
          'Hébergement : le fournisseur de nos serveurs et de nos bases de données conserve les renseignements décrits ci-dessus.',
          'Courriel : un fournisseur de courriels envoie des messages comme les codes de confirmation et les liens de réinitialisation du mot de passe.',
          'Paiements : notre fournisseur de paiement traite les données de carte et les paiements du forfait Pro.',
          'Modèle d’IA : lorsque le service de réponses par IA est activé, votre question, les réponses pertinentes au questionnaire et les messages précédents de la conversation sont transmis au fournisseur du modèle d’IA pour produire la réponse. Nous transmettons seulement ce qui est nécessaire à cette fin.',
        ],
        'Les avocats du répertoire reçoivent les messages et les renseignements que vous choisissez de leur envoyer. Pour le reste, nous ne communiquons des renseignements personnels que lorsque la loi l’exige ou le permet. Certains fournisseurs peuvent conserver des renseignements à l’extérieur du Québec; avant toute communication à l’extérieur du Québec, nous évaluons si les renseignements bénéficieront d’une protection adéquate, comme l’exige la Loi.',
      ],
    },
    {
      id: 'security',
      heading: 'Comment nous les protégeons',
      body: [
        'L’accès aux renseignements personnels est limité aux personnes qui en ont besoin dans leur travail. Les connexions à LexLogis sont chiffrées, et les mots de passe sont gérés par notre service d’identité et ne sont jamais conservés sous une forme lisible. Aucun système n’est parfaitement sûr : si un incident touchant vos renseignements personnels présente un risque de préjudice sérieux, nous vous en aviserons, ainsi que la Commission d’accès à l’information, comme l’exige la loi.',
      ],
    },
    {
      id: 'storage',
      heading: 'Témoins et stockage sur votre appareil',
      body: [
        'LexLogis n’utilise aucun témoin publicitaire. Il conserve quelques éléments dans votre navigateur pour que le service fonctionne :',
        [
          'votre choix de langue (anglais ou français), dans le stockage local;',
          'des jetons de connexion et des témoins de session, supprimés lorsque vous vous déconnectez ou que votre session prend fin;',
          'des avis de courte durée, comme le message indiquant que votre session a expiré;',
          'lorsque cette option est offerte, une copie chiffrée de vos conversations, pour les afficher plus rapidement sur votre appareil.',
        ],
        'Vous pouvez effacer ce stockage en tout temps dans les paramètres de votre navigateur; vous devrez alors vous reconnecter.',
      ],
    },
    {
      id: 'rights',
      heading: 'Vos droits',
      body: [
        'En vertu de la Loi sur la protection des renseignements personnels dans le secteur privé, vous avez le droit :',
        [
          'd’accéder aux renseignements personnels que nous détenons à votre sujet;',
          'de les faire rectifier s’ils sont inexacts, incomplets ou équivoques;',
          'de retirer votre consentement à leur utilisation ou à leur communication;',
          'de nous demander de les supprimer, ou de cesser de les diffuser, dans les cas prévus par la loi.',
        ],
        'Pour exercer ces droits, écrivez à [privacy@lexlogis.example](mailto:privacy@lexlogis.example). Nous pourrions vous demander de confirmer votre identité, et nous répondons par écrit dans le délai prévu par la loi. Vous pouvez aussi corriger vous-même certains renseignements dans votre profil. Si notre réponse ne vous satisfait pas, vous pouvez vous adresser à la Commission d’accès à l’information du Québec.',
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications de cette politique',
      body: [
        'LexLogis s’adresse aux adultes. Nous pouvons mettre à jour cette politique lorsque le service ou la loi change. La version en vigueur est toujours affichée sur cette page; si un changement est important, nous vous en informerons avant son entrée en vigueur et, lorsque c’est requis, nous vous demanderons de nouveau votre consentement.',
      ],
    },
  ],
};

import type { PolicyDocument } from './policy-types';

export const termsOfUseFr: PolicyDocument = {
  title: 'Conditions d’utilisation',
  summary:
    'Ces conditions encadrent votre utilisation de LexLogis. Veuillez les lire attentivement, en particulier les sections sur la nature de l’information que nous fournissons et sur les limites de notre responsabilité.',
  sections: [
    {
      id: 'acceptance',
      heading: 'Acceptation des conditions',
      body: [
        'En créant un compte ou en utilisant LexLogis, vous acceptez ces conditions et notre politique de confidentialité. Si vous ne les acceptez pas, veuillez ne pas utiliser le service. Vous devez être majeur et capable de contracter pour créer un compte.',
      ],
    },
    {
      id: 'information-not-advice',
      heading: 'De l’information juridique, pas des conseils juridiques',
      body: [
        'LexLogis fournit de l’information juridique générale sur le droit du logement au Québec. Il ne donne ni conseils ni avis juridiques et ne vous représente pas. L’utilisation de LexLogis ne crée aucune relation avocat-client avec LexLogis ni avec qui que ce soit.',
        'LexLogis ne remplace pas un avocat. Pour obtenir un conseil sur votre propre situation, surtout avant de poser un geste qui a des conséquences juridiques, consultez un avocat ou un notaire.',
      ],
    },
    {
      id: 'answers',
      heading: 'Limites des réponses',
      body: [
        'Les réponses sont rédigées à l’aide d’un système d’intelligence artificielle, à partir de l’information que vous donnez et des sources qu’il trouve. Elles peuvent être incomplètes, périmées ou erronées, et omettre des faits importants dans votre cas. Le questionnaire aide à adapter l’information à votre situation, mais ne peut pas en saisir tous les détails.',
        'Lisez les sources affichées avec chaque réponse et vérifiez l’information auprès des sources officielles avant de vous y fier.',
      ],
    },
    {
      id: 'sources',
      heading: 'Lois et autres sources',
      body: [
        'Les textes de loi affichés dans LexLogis, comme les articles du Code civil du Québec et de la Loi sur le Tribunal administratif du logement, sont des copies non officielles fournies pour votre commodité. Seules les versions publiées par le gouvernement du Québec ont valeur officielle : nous donnons un lien vers la publication officielle sur [LégisQuébec](https://www.legisquebec.gouv.qc.ca) pour que vous puissiez vérifier le texte en vigueur. Les décisions et les formulaires sont présentés à titre d’information; leurs versions officielles sont celles que publient leurs auteurs.',
      ],
    },
    {
      id: 'tribunal-and-deadlines',
      heading: 'Le Tribunal administratif du logement et les délais',
      body: [
        'Le Tribunal administratif du logement (TAL) a compétence exclusive sur la plupart des litiges relatifs aux baux résidentiels au Québec, par exemple en matière de loyer, de réparations, de renouvellement ou de résiliation du bail et de reprise de logement. Son [site Web](https://www.tal.gouv.qc.ca) explique ses procédures et offre ses formulaires.',
        'De nombreuses questions de logement sont soumises à des délais et à des exigences d’avis stricts, et en manquer un peut vous faire perdre un droit ou un recours. LexLogis ne surveille pas les délais pour vous : vérifiez dès que possible les délais qui s’appliquent à votre situation auprès du TAL ou d’un avocat.',
      ],
    },
    {
      id: 'account',
      heading: 'Votre compte',
      body: [
        'Vous êtes responsable de l’exactitude des renseignements que vous fournissez, de la confidentialité de votre mot de passe et des activités de votre compte. Avisez-nous rapidement à [privacy@lexlogis.example](mailto:privacy@lexlogis.example) si vous croyez que quelqu’un a utilisé votre compte sans votre permission.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Utilisation acceptable',
      body: [
        'Vous vous engagez à ne pas :',
        [
          'utiliser LexLogis à des fins illégales, ou pour harceler, menacer ou diffamer qui que ce soit;',
          'soumettre des renseignements personnels sur d’autres personnes dont votre question n’a pas besoin;',
          'tenter d’accéder à des comptes, des données ou des systèmes auxquels vous n’êtes pas autorisé à accéder, ni perturber le service;',
          'extraire du contenu de LexLogis par des moyens automatisés, ni revendre ou redistribuer ses réponses comme un service juridique;',
          'présenter une réponse de LexLogis comme le conseil d’un avocat.',
        ],
        'Nous pouvons suspendre ou fermer un compte qui enfreint ces règles, avec un préavis lorsque les circonstances le permettent.',
      ],
    },
    {
      id: 'lawyers',
      heading: 'Les avocats du répertoire',
      body: [
        'Le répertoire vous permet de trouver des avocats et d’échanger des messages avec eux. Les avocats inscrits sur LexLogis sont des professionnels indépendants; ils ne sont ni des employés ni des mandataires de LexLogis. LexLogis ne choisit pas d’avocat pour vous et n’est pas responsable des services qu’un avocat fournit. Le mandat, les honoraires et les conseils sont convenus directement entre vous et l’avocat, qui demeure tenu à ses propres obligations professionnelles.',
      ],
    },
    {
      id: 'pro-subscription',
      heading: 'Abonnement Pro',
      body: [
        'Certaines fonctions peuvent exiger l’abonnement payant Pro. Le prix, la période de facturation et ce que comprend l’abonnement sont affichés avant le paiement, et les paiements sont traités par notre fournisseur de paiement. Vous pouvez annuler en tout temps; votre compte revient alors au forfait gratuit. Les demandes de remboursement sont étudiées au cas par cas, sans limiter les droits que vous accordent les règles de protection du consommateur applicables au Québec.',
      ],
    },
    {
      id: 'content',
      heading: 'Contenu et propriété intellectuelle',
      body: [
        'Le logiciel, la conception et les textes rédigés par LexLogis appartiennent à LexLogis ou à ses concédants de licence. Vous conservez vos droits sur les questions et les renseignements que vous soumettez, et vous permettez à LexLogis de les utiliser pour fournir et améliorer le service, comme le décrit la politique de confidentialité.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation de responsabilité',
      body: [
        'LexLogis est fourni tel quel. Dans la mesure permise par la loi, LexLogis n’est pas responsable des dommages découlant de décisions prises ou de démarches entreprises sur la foi de l’information qu’il fournit, d’erreurs ou d’omissions dans les réponses ou les sources, ou d’interruptions du service. Rien dans ces conditions n’exclut ni ne limite une responsabilité qui ne peut être exclue ou limitée en vertu du droit québécois, notamment pour une faute intentionnelle ou lourde ou pour un préjudice corporel ou moral.',
      ],
    },
    {
      id: 'changes',
      heading: 'Modifications du service et des conditions',
      body: [
        'LexLogis peut modifier ou abandonner des fonctions. Nous pouvons mettre à jour ces conditions et vous informerons des changements importants avant leur entrée en vigueur. Si vous n’acceptez pas les nouvelles conditions, vous pouvez fermer votre compte; si vous continuez d’utiliser LexLogis, les nouvelles conditions s’appliquent.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Droit applicable et contact',
      body: [
        'Ces conditions sont régies par les lois en vigueur au Québec, et tout litige qui s’y rapporte relève des tribunaux compétents du Québec, sous réserve des règles d’ordre public qui vous protègent. Pour toute question sur ces conditions, écrivez à [privacy@lexlogis.example](mailto:privacy@lexlogis.example).',
      ],
    },
  ],
};

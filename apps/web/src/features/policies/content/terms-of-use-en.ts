import type { PolicyDocument } from './policy-types';

export const termsOfUseEn: PolicyDocument = {
  title: 'Terms of use',
  summary:
    'These terms govern your use of LexLogis. Please read them carefully, especially the sections on the nature of the information we provide and on the limits of our liability.',
  sections: [
    {
      id: 'acceptance',
      heading: 'Accepting these terms',
      body: [
        'By creating an account or using LexLogis, you agree to these terms and to our privacy policy. If you do not agree, please do not use the service. You must be of full age and able to enter into a contract to create an account.',
      ],
    },
    {
      id: 'information-not-advice',
      heading: 'Legal information, not legal advice',
      body: [
        'LexLogis provides general legal information about Quebec housing law. It does not give legal advice or legal opinions and it does not represent you. Using LexLogis does not create a lawyer–client relationship with LexLogis or with anyone else.',
        'LexLogis is no substitute for a lawyer. For advice on your own situation, especially before you take a step that has legal consequences, consult a lawyer or a notary.',
      ],
    },
    {
      id: 'answers',
      heading: 'Limits of the answers',
      body: [
        'Answers are written with the help of an artificial intelligence system, from the information you give and the sources it finds. They may be incomplete, out of date or wrong, and they may miss facts that matter in your case. The questionnaire helps adapt the information to your situation but cannot capture every detail.',
        'Read the sources shown with each answer and check the information against official sources before relying on it.',
      ],
    },
    {
      id: 'sources',
      heading: 'Laws and other sources',
      body: [
        'The texts of laws shown in LexLogis, such as articles of the Civil Code of Québec and of the Act respecting the Tribunal administratif du logement, are unofficial copies provided for convenience. Only the versions published by the Government of Québec are official: we link to the official publication on [LégisQuébec](https://www.legisquebec.gouv.qc.ca) so that you can check the text in force. Decisions and forms are shown for information; their official versions are those published by their authors.',
      ],
    },
    {
      id: 'tribunal-and-deadlines',
      heading: 'The Tribunal administratif du logement and deadlines',
      body: [
        'The Tribunal administratif du logement (TAL) has exclusive jurisdiction over most disputes about residential leases in Québec, for example about rent, repairs, lease renewal or termination, and repossession of a dwelling. Its [website](https://www.tal.gouv.qc.ca) explains its procedures and provides its forms.',
        'Many housing matters are subject to strict deadlines and notice requirements, and missing one can cost you a right or a remedy. LexLogis does not track deadlines for you: check the deadlines that apply to your situation with the TAL or a lawyer as soon as possible.',
      ],
    },
    {
      id: 'account',
      heading: 'Your account',
      body: [
        'You are responsible for the accuracy of the information you provide, for keeping your password confidential and for the activity on your account. Tell us promptly at [privacy@lexlogis.example](mailto:privacy@lexlogis.example) if you believe someone has used your account without your permission.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      body: [
        'You agree not to:',
        [
          'use LexLogis for an unlawful purpose, or to harass, threaten or defame anyone;',
          'submit personal information about other people that your question does not need;',
          'try to access accounts, data or systems you are not authorised to access, or disrupt the service;',
          'collect content from LexLogis by automated means, or resell or redistribute its answers as a legal service;',
          'present an answer from LexLogis as the advice of a lawyer.',
        ],
        'We may suspend or close an account that breaks these rules, with notice when circumstances allow.',
      ],
    },
    {
      id: 'lawyers',
      heading: 'Lawyers on the marketplace',
      body: [
        'The marketplace lets you find lawyers and exchange messages with them. Lawyers listed on LexLogis are independent professionals; they are not employees or agents of LexLogis. LexLogis does not choose a lawyer for you and is not responsible for the services a lawyer provides. Any mandate, fees and advice are agreed directly between you and the lawyer, who remains bound by their own professional obligations.',
      ],
    },
    {
      id: 'pro-subscription',
      heading: 'Pro subscription',
      body: [
        'Some features may require the paid Pro subscription. The price, the billing period and what the subscription includes are shown before you pay, and payments are handled by our payment processor. You can cancel at any time; your account then returns to the free plan. Refund requests are reviewed case by case, without limiting any right you have under the consumer protection rules that apply in Québec.',
      ],
    },
    {
      id: 'content',
      heading: 'Content and intellectual property',
      body: [
        'The LexLogis software, design and the texts written by LexLogis belong to LexLogis or its licensors. You keep your rights in the questions and information you submit, and you allow LexLogis to use them to provide and improve the service as described in the privacy policy.',
      ],
    },
    {
      id: 'liability',
      heading: 'Limitation of liability',
      body: [
        'LexLogis is provided as is. To the extent permitted by law, LexLogis is not liable for damage resulting from decisions made or steps taken on the basis of the information it provides, from errors or omissions in answers or sources, or from interruptions of the service. Nothing in these terms excludes or limits a liability that cannot be excluded or limited under Québec law, in particular for intentional or gross fault or for bodily or moral injury.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to the service and to these terms',
      body: [
        'LexLogis may change or discontinue features. We may update these terms and will tell you about significant changes before they take effect. If you do not accept the new terms, you may close your account; if you keep using LexLogis, the new terms apply.',
      ],
    },
    {
      id: 'governing-law',
      heading: 'Governing law and contact',
      body: [
        'These terms are governed by the laws in force in Québec, and any dispute about them falls under the jurisdiction of the competent courts of Québec, subject to the rules of public order that protect you. For any question about these terms, write to [privacy@lexlogis.example](mailto:privacy@lexlogis.example).',
      ],
    },
  ],
};

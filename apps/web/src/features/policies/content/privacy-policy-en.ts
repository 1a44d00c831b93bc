import type { PolicyDocument } from './policy-types';

export const privacyPolicyEn: PolicyDocument = {
  title: 'Privacy policy',
  summary:
    'This policy explains what personal information LexLogis keeps, why, for how long, who helps us process it, and how you can exercise your rights under the Act respecting the protection of personal information in the private sector.',
  sections: [
    {
      id: 'scope',
      heading: 'Who we are and what this policy covers',
      body: [
        'LexLogis is a web service that gives legal information on Quebec housing law to tenants, landlords, sub-tenants and occupants, and lets them contact independent lawyers. This policy covers the LexLogis website and application, not the external sites we link to.',
        'LexLogis has designated a person in charge of the protection of personal information. You can reach that person at [privacy@lexlogis.example](mailto:privacy@lexlogis.example).',
      ],
    },
    {
      id: 'information',
      heading: 'The information we keep',
      body: [
        'We collect only what the service needs. Depending on how you use LexLogis, we keep:',
        [
          'Account information: your email address, name, city, age group, preferred language and profile picture if you provide one, and whether you accepted this policy and the terms of use.',
          'Questionnaire answers: what you tell us about your housing situation (for example whether you are a tenant or a landlord, and the type of lease and building) and any additional information you write.',
          'Conversations: the questions you ask, the answers LexLogis gives, the sources shown with each answer (laws, information pages, decisions and forms) and the titles of your conversations.',
          'Feedback: the reactions and comments you send about an answer, together with the question and answer concerned.',
          'Usage events: pages viewed, buttons used, sources opened and response times, with basic information about your device and browser.',
          'Payment records: if you subscribe to the Pro plan, the status, dates and amounts of your subscription and payments. Card details are entered with our payment processor; LexLogis never receives or stores your card number.',
          'Messages with lawyers: if you use the marketplace, the messages you exchange with a lawyer through LexLogis.',
        ],
        'Please leave out of your questions what is not needed to answer them, such as other people’s names or identification numbers.',
      ],
    },
    {
      id: 'purposes',
      heading: 'Why we use it',
      body: [
        [
          'to create and secure your account and let you sign in;',
          'to answer your questions and adapt the information to your situation using your questionnaire answers;',
          'to show you your past conversations and documents;',
          'to manage your Pro subscription and keep the payment records the law requires;',
          'to put you in touch with a lawyer when you choose to;',
          'to understand how the service is used, detect errors and abuse, and improve the quality of the answers.',
        ],
        'We do not sell your personal information and we do not use it for advertising. We use it only for these purposes or compatible ones, unless you consent or the law allows otherwise. By accepting this policy, you consent to the uses described here; where the law requires it, we ask for your express consent separately.',
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep it',
      body: [
        'We keep your account information, questionnaire answers and conversations while your account is open. A conversation you delete is removed from your history. When you close your account or ask us to delete your information, we delete or anonymise it within a reasonable time, unless the law requires us to keep it longer.',
        'Payment records are kept for as long as tax and accounting rules require. Usage events are kept only while useful to improve the service, and are de-identified or aggregated whenever possible. A sign-in session lasts at most 30 days; after that you must sign in again.',
      ],
    },
    {
      id: 'processors',
      heading: 'Who processes it',
      body: [
        'A few service providers process information on our behalf, under agreements that require them to protect it and use it only to serve us:',
        [
          'Hosting: the provider of our servers and databases stores the information described above.',
          'Email: an email provider sends messages such as confirmation codes and password reset links.',
          'Payments: our payment processor handles card details and Pro plan payments.',
          'AI model: when the AI answering service is enabled, your question, the relevant questionnaire answers and the earlier messages of the conversation are sent to the provider of the AI model to produce the answer. We send only what is needed for that purpose.',
        ],
        'Lawyers on the marketplace receive the messages and information you choose to send them. Otherwise we communicate personal information only where the law requires or permits it. Some providers may store information outside Québec; before any communication outside Québec, we assess whether the information will receive adequate protection, as the Act requires.',
      ],
    },
    {
      id: 'security',
      heading: 'How we protect it',
      body: [
        'Access to personal information is limited to the people who need it for their work. Connections to LexLogis are encrypted, and passwords are handled by our identity service and never stored in readable form. No system is perfectly secure: if an incident involving your personal information presents a risk of serious injury, we will notify you and the Commission d’accès à l’information, as the law requires.',
      ],
    },
    {
      id: 'storage',
      heading: 'Cookies and storage on your device',
      body: [
        'LexLogis uses no advertising cookies. It stores a few items in your browser so that the service works:',
        [
          'your language choice (English or French), in local storage;',
          'sign-in tokens and session cookies, removed when you sign out or your session ends;',
          'short-lived notices, such as the message saying your session has expired;',
          'where offered, an encrypted copy of your conversations, to display them faster on your device.',
        ],
        'You can clear this storage in your browser settings at any time; you will then need to sign in again.',
      ],
    },
    {
      id: 'rights',
      heading: 'Your rights',
      body: [
        'Under the Act respecting the protection of personal information in the private sector, you have the right to:',
        [
          'access the personal information we hold about you;',
          'have it rectified if it is inaccurate, incomplete or equivocal;',
          'withdraw your consent to its use or communication;',
          'ask us to delete it, or to stop disseminating it, in the cases provided by law.',
        ],
        'To exercise these rights, write to [privacy@lexlogis.example](mailto:privacy@lexlogis.example). We may ask you to confirm your identity, and we answer in writing within the time limit set by the law. You can also correct some information yourself in your profile. If you are not satisfied with our answer, you may apply to the Commission d’accès à l’information du Québec.',
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      body: [
        'LexLogis is intended for adults. We may update this policy when the service or the law changes. The current version is always available on this page; if a change is significant, we will tell you before it takes effect and, where required, ask for your consent again.',
      ],
    },
  ],
};

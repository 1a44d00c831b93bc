import type { Language } from '@lexlogis/contracts';
import type { MailMessage } from './mailer';

export type CodePurpose = 'confirm' | 'reset';

type Wording = { subject: string; intro: string; expiry: string; ignore: string };

const WORDING: Record<CodePurpose, Record<Language, Wording>> = {
  confirm: {
    en: {
      subject: 'Your LexLogis confirmation code',
      intro: 'Welcome to LexLogis. Your confirmation code is:',
      expiry: 'This code expires in 24 hours.',
      ignore: 'If you did not create an account, you can ignore this email.',
    },
    fr: {
      subject: 'Votre code de confirmation LexLogis',
      intro: 'Bienvenue sur LexLogis. Votre code de confirmation est :',
      expiry: 'Ce code expire dans 24 heures.',
      ignore: "Si vous n'avez pas créé de compte, vous pouvez ignorer ce courriel.",
    },
  },
  reset: {
    en: {
      subject: 'Your LexLogis password reset code',
      intro: 'You asked to reset your LexLogis password. Your code is:',
      expiry: 'This code expires in 24 hours.',
      ignore: 'If you did not ask for this, you can ignore this email; your password is unchanged.',
    },
    fr: {
      subject: 'Votre code de réinitialisation LexLogis',
      intro: 'Vous avez demandé à réinitialiser votre mot de passe LexLogis. Votre code est :',
      expiry: 'Ce code expire dans 24 heures.',
      ignore:
        "Si vous n'avez rien demandé, ignorez ce courriel ; votre mot de passe reste inchangé.",
    },
  },
};

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** The code email in the user's language: plain text plus a simple HTML version. */
export function buildCodeEmail(options: {
  purpose: CodePurpose;
  language: Language;
  to: string;
  name: string;
  code: string;
}): MailMessage {
  const wording = WORDING[options.purpose][options.language];
  const greeting =
    options.language === 'fr' ? `Bonjour ${options.name},` : `Hello ${options.name},`;
  const text = [
    greeting,
    '',
    wording.intro,
    '',
    options.code,
    '',
    wording.expiry,
    wording.ignore,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(wording.intro)}</p>`,
    `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${options.code}</p>`,
    `<p>${escapeHtml(wording.expiry)}</p>`,
    `<p>${escapeHtml(wording.ignore)}</p>`,
  ].join('\n');
  return { to: options.to, subject: wording.subject, text, html, code: options.code };
}

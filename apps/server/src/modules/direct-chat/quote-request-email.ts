import type { Mailer } from '../email/mailer';
import type { QuoteRequestNotifier } from './direct-chat.service';

const WORDING = {
  en: {
    subject: 'New free quote request on LexLogis',
    body: 'Someone asked you for a free quote on LexLogis. Sign in to read their message and answer:',
  },
  fr: {
    subject: 'Nouvelle demande de soumission gratuite sur LexLogis',
    body: 'Une personne vous demande une soumission gratuite sur LexLogis. Connectez-vous pour lire son message et répondre :',
  },
} as const;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * Tells the lawyer a quote request arrived, with a link to the conversation. The email never
 * carries the user's words: those stay behind sign-in.
 */
export function createQuoteRequestEmailer(mailer: Mailer, appOrigin: string): QuoteRequestNotifier {
  return async ({ lawyer, conversationId }) => {
    const words = WORDING[lawyer.language];
    const link = `${appOrigin}/dashboard/conversations?chatId=${encodeURIComponent(conversationId)}`;
    await mailer.send({
      to: lawyer.email,
      subject: words.subject,
      text: `${words.body}\n${link}\n`,
      html: `<p>${escapeHtml(words.body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    });
  };
}

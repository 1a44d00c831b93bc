import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LawSource, ModifiedLawSource } from '@lexlogis/contracts';
import { i18n } from '@/i18n/i18n';
import { LawSourceItem } from './law-source-item';

// First sentence of art. 1959.1 C.c.Q. as in the corpus (consolidated to 2025-06-30).
const FRENCH_TEXT =
  'Le locateur ne peut reprendre un logement ou en évincer un locataire lorsque ce dernier ou son conjoint, au moment de la reprise ou de l’éviction, est âgé de 65 ans ou plus, occupe le logement depuis au moins 10 ans et a un revenu égal ou inférieur à 125% du revenu maximal lui permettant d’être admissible à un logement à loyer modique.';
const NOTE = {
  en: 'A landlord cannot repossess the dwelling or evict a tenant who, or whose spouse, is 65 or over, has lived there for at least 10 years and has an income at or below 125% of the maximum for low-rental housing.',
  fr: 'Le locateur ne peut pas reprendre le logement ni évincer le locataire qui, lui ou son conjoint, a 65 ans ou plus, habite le logement depuis au moins 10 ans et a un revenu d’au plus 125 % du maximum pour un logement à loyer modique.',
  consolidation: '2025-06-30',
  reviewed: '2026-01-15',
};
const URL_FR = 'https://www.legisquebec.gouv.qc.ca/fr/version/lc/CCQ-1991?code=se:1959_1';
const URL_EN = 'https://www.legisquebec.gouv.qc.ca/en/version/cs/CCQ-1991?code=se:1959_1';

function article(extra: Partial<LawSource> = {}): LawSource {
  return {
    type: 'LAW',
    id: 'ccq-1959.1',
    title: 'Art. 1959.1 C.c.Q.',
    article: '1959.1',
    lang: 'fr',
    content: FRENCH_TEXT,
    url: URL_FR,
    urlEn: URL_EN,
    consolidationDate: '2025-06-30',
    note: NOTE,
    ...extra,
  };
}

function renderItem(source: LawSource | ModifiedLawSource) {
  const onOpen = vi.fn();
  render(<LawSourceItem source={source} onOpen={onOpen} />);
  return onOpen;
}

const EN_LABEL = 'Plain-language summary, not the official text';
const FR_LABEL = 'Résumé en langage clair, pas le texte officiel';

describe('an article in the sources', () => {
  it('in English, shows the English note first and the French text only behind the toggle', async () => {
    await i18n.changeLanguage('en');
    renderItem(article());
    const note = screen.getByRole('note', { name: EN_LABEL });
    const noteText = within(note).getByText(NOTE.en);
    expect(noteText).toHaveAttribute('lang', 'en');
    expect(screen.queryByText(NOTE.fr)).not.toBeInTheDocument();

    const french = screen.getByText(FRENCH_TEXT);
    expect(french).not.toBeVisible();
    expect(french).toHaveAttribute('lang', 'fr');
    const toggle = screen.getByRole('button', {
      name: 'Show the official French text (art. 1959.1)',
    });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel).toContainElement(french);
    // The note comes before the toggle, which comes before the French text.
    expect(note.compareDocumentPosition(toggle) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const user = userEvent.setup();
    await user.click(toggle);
    expect(french).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide the official French text (art. 1959.1)');
    expect(screen.getByText(/Unofficial copy · consolidated to 2025-06-30/)).toBeVisible();
  });

  it('opens and closes the French text from the keyboard', async () => {
    await i18n.changeLanguage('en');
    renderItem(article());
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: /Show the official French text/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(FRENCH_TEXT)).toBeVisible();
    await user.keyboard(' ');
    expect(screen.getByText(FRENCH_TEXT)).not.toBeVisible();
  });

  it('in English, links both official texts, labelled, and registers a click', async () => {
    await i18n.changeLanguage('en');
    const onOpen = renderItem(article());
    const french = screen.getByRole('link', { name: /Official French text/ });
    expect(french).toHaveAttribute('href', URL_FR);
    expect(screen.getByRole('link', { name: /Official English version/ })).toHaveAttribute(
      'href',
      URL_EN,
    );
    french.addEventListener('click', (event) => event.preventDefault());
    await userEvent.setup().click(french);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('in French, shows the text, then the French note under it, and the official link', async () => {
    await i18n.changeLanguage('fr');
    renderItem(article());
    const text = screen.getByText(FRENCH_TEXT);
    expect(text).toBeVisible();
    const note = screen.getByRole('note', { name: FR_LABEL });
    expect(within(note).getByText(NOTE.fr)).toHaveAttribute('lang', 'fr');
    expect(text.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText(NOTE.en)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Texte officiel/ })).toHaveAttribute('href', URL_FR);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('renders the note as plain text, never as markup', async () => {
    await i18n.changeLanguage('fr');
    const { container } = render(
      <LawSourceItem
        source={article({ note: { ...NOTE, fr: 'Voir <b>gras</b> <img src=x>' } })}
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('Voir <b>gras</b> <img src=x>')).toBeInTheDocument();
    expect(container.querySelector('b, img')).toBeNull();
  });

  it('names the amending acts in a badge, in each language', async () => {
    await i18n.changeLanguage('en');
    const { unmount } = render(
      <LawSourceItem source={article({ amendedBy: ['2024, c. 23'] })} onOpen={() => {}} />,
    );
    expect(screen.getByText('Amended: 2024, c. 23')).toBeInTheDocument();
    unmount();
    await i18n.changeLanguage('fr');
    render(
      <LawSourceItem
        source={article({ amendedBy: ['2016, c. 21', '2024, c. 23'] })}
        onOpen={() => {}}
      />,
    );
    expect(screen.getByText('Modifié : 2016, c. 21; 2024, c. 23')).toBeInTheDocument();
  });

  it('keeps an old amended record without acts: badge and its sentence', async () => {
    await i18n.changeLanguage('en');
    renderItem({
      type: 'MODIFIED_LAW',
      title: 'Art. 1959.1 C.c.Q.',
      article: '1959.1',
      lang: 'fr',
      content: FRENCH_TEXT,
    });
    expect(screen.getByText('Amended')).toBeInTheDocument();
    expect(screen.getByText(/This article has been amended; the text in force/)).toBeVisible();
  });

  it('shows no badge for an article nobody amended', async () => {
    await i18n.changeLanguage('en');
    renderItem(article());
    expect(screen.queryByText(/^Amended/)).not.toBeInTheDocument();
  });

  it('without a note, labels nothing a summary and keeps the French text in view', async () => {
    await i18n.changeLanguage('en');
    renderItem(article({ note: undefined }));
    expect(screen.queryByText(EN_LABEL)).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText(FRENCH_TEXT)).toBeVisible();
    expect(screen.getByText(/Only the French text is reproduced here/)).toBeVisible();
  });
});

describe('an article quoted by an answer given before the law changed', () => {
  it('keeps the quoted text and says the law changed, linking to the new text', async () => {
    await i18n.changeLanguage('en');
    const onOpen = renderItem(
      article({ lawChanged: { consolidation: '2025-06-30', url: URL_FR }, note: undefined }),
    );
    expect(screen.getByText('The law has changed since this answer')).toBeInTheDocument();
    expect(screen.getByText(/consolidation of 2025-06-30 has a new text/)).toBeInTheDocument();
    expect(screen.getByText(FRENCH_TEXT)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Read the new text on LégisQuébec/ });
    expect(link).toHaveAttribute('href', URL_FR);
    await userEvent.click(link);
    expect(onOpen).toHaveBeenCalled();
  });

  it('says it in French too', async () => {
    await i18n.changeLanguage('fr');
    renderItem(article({ lawChanged: { consolidation: '2025-06-30', url: URL_FR } }));
    expect(screen.getByText('La loi a changé depuis cette réponse')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('shows no banner when the law did not change', async () => {
    await i18n.changeLanguage('en');
    renderItem(article());
    expect(screen.queryByText('The law has changed since this answer')).not.toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { cleanAdviceText, createTemporaryTitle, isAnswerTextEmpty } from './advice-text';

describe('createTemporaryTitle', () => {
  it('keeps a question of exactly 60 characters', () => {
    const question = 'a'.repeat(60);
    expect(createTemporaryTitle(question)).toBe(question);
  });

  it('cuts a 61-character question to 57 characters plus "..."', () => {
    const question = 'b'.repeat(61);
    const title = createTemporaryTitle(question);
    expect(title).toBe(`${'b'.repeat(57)}...`);
    expect(title).toHaveLength(60);
  });

  it('keeps short questions and collapses whitespace to one line', () => {
    expect(createTemporaryTitle('  Can my landlord\n raise the rent?  ')).toBe(
      'Can my landlord raise the rent?',
    );
  });

  it('counts characters, never splitting an emoji', () => {
    const question = `${'é'.repeat(56)}🏠${'x'.repeat(10)}`;
    expect(createTemporaryTitle(question)).toBe(`${'é'.repeat(56)}🏠...`);
    expect(createTemporaryTitle('🏠'.repeat(60))).toBe('🏠'.repeat(60));
  });
});

describe('cleanAdviceText', () => {
  it('blanks text under 6 characters', () => {
    expect(cleanAdviceText('Hello')).toBe('');
    expect(cleanAdviceText('  ok  ')).toBe('');
    expect(cleanAdviceText('Hello!')).toBe('Hello!');
  });

  it('turns stray escaped newlines into line breaks and drops them at the edges', () => {
    expect(cleanAdviceText('## Summary\\n\\nYou may refuse.\\n')).toBe(
      '## Summary\n\nYou may refuse.',
    );
    expect(cleanAdviceText('Line one\\r\\nLine two')).toBe('Line one\nLine two');
  });

  it('removes trailing JSON residue', () => {
    expect(cleanAdviceText('You may refuse the increase."}')).toBe('You may refuse the increase.');
    expect(cleanAdviceText('You may refuse the increase." ] }, ')).toBe(
      'You may refuse the increase.',
    );
    expect(cleanAdviceText('Next steps: file at the TAL.\\n"}]')).toBe(
      'Next steps: file at the TAL.',
    );
  });

  it('keeps legitimate endings and inner characters', () => {
    const text =
      'See article 1936 ("the right to stay") and [the TAL](https://www.tal.gouv.qc.ca).';
    expect(cleanAdviceText(text)).toBe(text);
    expect(cleanAdviceText("The tenants' rights")).toBe("The tenants' rights");
  });

  it('blanks text that is only residue', () => {
    expect(cleanAdviceText('"}\\n]')).toBe('');
  });
});

describe('isAnswerTextEmpty', () => {
  it('treats fewer than 5 characters as empty', () => {
    expect(isAnswerTextEmpty('abcd')).toBe(true);
    expect(isAnswerTextEmpty('abcde')).toBe(false);
    expect(isAnswerTextEmpty(undefined)).toBe(true);
  });
});

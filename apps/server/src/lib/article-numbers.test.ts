import { describe, expect, it } from 'vitest';
import { compareArticles } from './article-numbers';

describe('compareArticles', () => {
  it('orders sub-articles after their article and before the next one', () => {
    expect(['1960', '1959.1', '1959', '1959.2'].sort(compareArticles)).toEqual([
      '1959',
      '1959.1',
      '1959.2',
      '1960',
    ]);
  });

  it('compares sub-article numbers as numbers, not as text', () => {
    expect(compareArticles('1959.2', '1959.10')).toBeLessThan(0);
    expect(compareArticles('1942', '1942')).toBe(0);
  });
});

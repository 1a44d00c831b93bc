import { describe, expect, it } from 'vitest';
import { buildPageList } from './page-list';

describe('buildPageList', () => {
  it('shows every page when there are few', () => {
    expect(buildPageList(1, 1)).toEqual([1]);
    expect(buildPageList(2, 3)).toEqual([1, 2, 3]);
    expect(buildPageList(1, 0)).toEqual([]);
  });

  it('shows the first and last pages, the neighbours and ellipses', () => {
    expect(buildPageList(5, 10)).toEqual([1, 'ellipsis-start', 4, 5, 6, 'ellipsis-end', 10]);
    expect(buildPageList(1, 10)).toEqual([1, 2, 'ellipsis-end', 10]);
    expect(buildPageList(10, 10)).toEqual([1, 'ellipsis-start', 9, 10]);
  });

  it('shows a single missing page instead of an ellipsis', () => {
    expect(buildPageList(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(buildPageList(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(buildPageList(3, 8)).toEqual([1, 2, 3, 4, 'ellipsis-end', 8]);
  });

  it('clamps a page out of range', () => {
    expect(buildPageList(9, 3)).toEqual([1, 2, 3]);
  });
});

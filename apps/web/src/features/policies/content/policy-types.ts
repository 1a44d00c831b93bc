/**
 * A paragraph is a string; a bullet list is an array of strings. Inline links are written
 * [text](href) and rendered as links.
 */
export type PolicyBlock = string | readonly string[];

export interface PolicySection {
  /** Stable anchor, identical in every language. */
  id: string;
  heading: string;
  body: readonly PolicyBlock[];
}

export interface PolicyDocument {
  title: string;
  summary: string;
  sections: readonly PolicySection[];
}

export type PolicyTab = 'privacy' | 'terms';

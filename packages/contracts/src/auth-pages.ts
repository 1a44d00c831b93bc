/**
 * The sign-in pages. On a first load the server sends them the small sign-in document
 * (auth.html, its own Vite entry without the app's router and data layer: issue 18) and the
 * rest of the site the app (index.html); that document renders exactly these paths, so the
 * two sides read this one list.
 */
export const AUTH_PAGE_PATHS = ['/auth/login', '/auth/register', '/auth/error'] as const;
export type AuthPagePath = (typeof AUTH_PAGE_PATHS)[number];

/** The sign-in page a path names (one trailing slash allowed, as the app's router allows), or null. */
export function findAuthPagePath(pathname: string): AuthPagePath | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return AUTH_PAGE_PATHS.find((path) => path === trimmed) ?? null;
}

/**
 * The cookie the web app writes with its saved language (localStorage's copy), so the server
 * can send the prerendered sign-in document in that language without any script.
 */
export const LANGUAGE_COOKIE = 'lexlogis.language';

/**
 * The id of the `<script type="application/json">` block in which the server sends an answered
 * conversation's first screen with the app's document (issue 18, round 7): the same data as
 * `GET /advices/:id` and `GET /users`, for the person the document cookie names.
 */
export const FIRST_SCREEN_DATA_ID = 'lexlogis-first-screen';

/**
 * The web build's list of the answer renderer's chunks (a JSON array of paths under the build
 * directory), which the server links from a document that carries an answered conversation: the
 * renderer then loads with the start-up's chunks instead of after the screen (issue 18, round 9).
 */
export const ANSWER_PRELOAD_FILE = '.vite/answer-preload.json';

/**
 * `@lexlogis/contracts/helpers`: the contracts' constants and pure helpers that build no schema.
 * Importing them does not load zod, so the web app's first screen can use them and validate
 * with the schemas only when a response arrives (issue 18). helpers.test.ts keeps this module's
 * graph free of zod.
 */
export * from './advice-text';
export * from './answer-scope';
export * from './direct-chat-values';
export * from './form-answer-values';
export * from './profile-completeness';
export * from './text';
// Issue 18: the sign-in pages the server sends the small sign-in document for.
export * from './auth-pages';

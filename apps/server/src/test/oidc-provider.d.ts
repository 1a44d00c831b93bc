// oidc-provider ships no type declarations; the Google sign-in test uses it untyped.
declare module 'oidc-provider';

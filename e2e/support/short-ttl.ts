/** The second e2e instance (see playwright.config.ts): confirmation codes expire quickly. */
export const SHORT_CODE_TTL_PORT = Number(process.env.E2E_SHORT_TTL_PORT ?? 3198);
export const SHORT_CODE_TTL_BASE_URL = `http://localhost:${SHORT_CODE_TTL_PORT}`;
export const SHORT_CODE_TTL_SECONDS = 3;

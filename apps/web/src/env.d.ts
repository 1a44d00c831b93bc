/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the product API; defaults to '/api' on the app's own origin. */
  readonly VITE_API_BASE_URL?: string;
  /** Dev/preview server only: where /api, /idp, /healthz and /dev are proxied. */
  readonly VITE_API_PROXY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

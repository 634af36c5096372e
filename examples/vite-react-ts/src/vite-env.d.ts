/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_WACRM_API_URL?: string;
}

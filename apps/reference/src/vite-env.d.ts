/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_IDENTITY_PROVIDER?: 'dev' | 'firebase';
  readonly VITE_BOOK_DEMO_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

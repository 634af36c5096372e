/** The mock API and one port per host; EXAMPLES_API_PORT and EXAMPLES_HOST_PORT (the first of four) move them. */
export const API_PORT = Number(process.env.EXAMPLES_API_PORT ?? 4510);
const FIRST_HOST_PORT = Number(process.env.EXAMPLES_HOST_PORT ?? 5583);

export const HOST_PORTS = {
  'vite-react-ts': FIRST_HOST_PORT,
  'html-script-tag': FIRST_HOST_PORT + 1,
  'next-app': FIRST_HOST_PORT + 2,
  'vue-vite-ts': FIRST_HOST_PORT + 3,
} as const;

export type HostName = keyof typeof HOST_PORTS;

export const API_ORIGIN = `http://127.0.0.1:${API_PORT}`;
export const API_BASE_URL = `${API_ORIGIN}/api/v1`;

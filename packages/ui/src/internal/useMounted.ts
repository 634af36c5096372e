import { useEffect, useState } from 'react';

/** False during SSR and the first client render; true once mounted (portals render only then). */
export function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

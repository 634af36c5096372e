import { useEffect, useState } from 'react';

/** A counter bumped by every `wacrm-signed-in` event that reaches the document (from any element on the page). */
export function useSignInAttempts(): number {
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (typeof document === 'undefined') return undefined;
    const bump = () => setAttempt((n) => n + 1);
    document.addEventListener('wacrm-signed-in', bump);
    return () => document.removeEventListener('wacrm-signed-in', bump);
  }, []);
  return attempt;
}

import { useEffect } from 'react';

export const SITE_TITLE = 'Wacrm – WhatsApp Business CRM';

/** Sets the document title for the current page ('<title> – Wacrm'; the site title for an empty one). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} – Wacrm` : SITE_TITLE;
  }, [title]);
}

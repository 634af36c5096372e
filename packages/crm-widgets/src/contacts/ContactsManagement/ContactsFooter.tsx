import { ChevronLeft, ChevronRight } from 'lucide-react';
import { IconButton } from '@wacrm/ui';
import type { LocaleFormats } from '../../i18n/formats';
import type { ContactLabels } from '../labels';
import { Footer, Pager } from './ContactsManagement.styles';

export interface ContactsFooterProps {
  labels: ContactLabels;
  formats: LocaleFormats;
  /** Contacts that match the search and filters. */
  count: number;
  /** The page shown (from 1) and the number of pages. */
  page: number;
  pages: number;
  /** Rows per page. */
  size: number;
  onPage: (page: number) => void;
}

/** The workbench table's footer: which contacts show ('Showing 1-10 of 42 contacts') and the previous and next page. */
export function ContactsFooter({ labels, formats, count, page: current, pages, size, onPage }: ContactsFooterProps) {
  const first = count === 0 ? 0 : (current - 1) * size + 1;
  const last = Math.min(count, current * size);
  return (
    <Footer>
      <span role="status">
        {count === 0
          ? formats.plural(labels.showingNone, 0)
          : formats.plural(labels.showing, count, { from: first, to: last })}
      </span>
      <Pager aria-label={labels.paging}>
        <IconButton
          label={labels.previousPage}
          size="sm"
          variant="secondary"
          disabled={current <= 1}
          onClick={() => onPage(current - 1)}
        >
          <ChevronLeft aria-hidden="true" data-wacrm-mirror="" />
        </IconButton>
        <span>{formats.text(labels.pageOf, { page: current, pages })}</span>
        <IconButton
          label={labels.nextPage}
          size="sm"
          variant="secondary"
          disabled={current >= pages}
          onClick={() => onPage(current + 1)}
        >
          <ChevronRight aria-hidden="true" data-wacrm-mirror="" />
        </IconButton>
      </Pager>
    </Footer>
  );
}

import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';
import Users from 'lucide-react/icons/users';
import MessageCircle from 'lucide-react/icons/message-circle';
import ChartColumn from 'lucide-react/icons/chart-column';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import { Button } from '@wacrm/ui';
import { useAppText } from '../../i18n/AppLocale';
import { Buttons, Cards, Dialog, Overlay } from './WelcomeTour.styles';
import { tourText } from './tourText';

const features = [
  { icon: Users, title: 'tourCustomersTitle', text: 'tourCustomersText' },
  { icon: MessageCircle, title: 'tourMessagingTitle', text: 'tourMessagingText' },
  { icon: ChartColumn, title: 'tourAnalyticsTitle', text: 'tourAnalyticsText' },
  { icon: LayoutGrid, title: 'tourTabsTitle', text: 'tourTabsText' },
] as const satisfies readonly { icon: unknown; title: keyof typeof tourText; text: keyof typeof tourText }[];

export interface WelcomeTourProps {
  onClose: () => void;
  /**
   * Where focus goes when the tour closes if nothing had focus when it opened (it opens by itself on the first
   * visit): the workbench's main landmark. Without it focus fell to the page body.
   */
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * Welcome tour overlay (shown once per browser session on the first dashboard visit): four feature cards;
 * 'Get Started' and 'Skip Tour' both close it (Escape too). Modal: focus starts on Get Started and stays inside.
 */
export function WelcomeTour({ onClose, fallbackFocus }: WelcomeTourProps) {
  const text = useAppText(tourText);
  const dialogRef = useRef<HTMLDivElement>(null);
  const startRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const active = document.activeElement;
    const previous = active instanceof HTMLElement && active !== document.body ? active : null;
    // The main landmark is on the page before the tour's effect runs and stays while the workbench does.
    const fallback = fallbackFocus?.current;
    // Without scrolling to it: on a short screen the button is below the fold, and the tour opens at its title.
    startRef.current?.focus({ preventScroll: true });
    return () => {
      // Back to what had focus before (if it is still on the page), else to the fallback (the main landmark).
      const target = previous?.isConnected ? previous : fallback;
      target?.focus({ preventScroll: true });
    };
  }, [fallbackFocus]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const focusable = dialogRef.current?.querySelectorAll<HTMLElement>(
      'button, [href], [tabindex]:not([tabindex="-1"])',
    );
    if (!focusable || focusable.length === 0) return;
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Overlay>
      <Dialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby="welcome-tour-title"
        aria-describedby="welcome-tour-text"
        onKeyDown={onKeyDown}
      >
        <h2 id="welcome-tour-title">{text.tourTitle}</h2>
        <p id="welcome-tour-text">{text.tourLead}</p>
        <Cards>
          {features.map(({ icon: Icon, title, text: description }) => (
            <li key={title}>
              <Icon aria-hidden="true" size={24} />
              <h3>{text[title]}</h3>
              <p>{text[description]}</p>
            </li>
          ))}
        </Cards>
        <Buttons>
          <Button variant="ghost" onClick={onClose}>
            {text.tourSkip}
          </Button>
          <Button ref={startRef} onClick={onClose}>
            {text.tourGetStarted}
          </Button>
        </Buttons>
      </Dialog>
    </Overlay>
  );
}

/** sessionStorage flag: the tour has been shown in this browser session. */
export const TOUR_SEEN_KEY = 'wacrm.reference.tourSeen';

export function tourAlreadySeen(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(TOUR_SEEN_KEY) === '1';
  } catch {
    return false;
  }
}

export function markTourSeen(storage: Storage | undefined): void {
  try {
    storage?.setItem(TOUR_SEEN_KEY, '1');
  } catch {
    // Without storage the tour may show again next visit; harmless.
  }
}

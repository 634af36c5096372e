import { useAppText } from '../../i18n/AppLocale';
import { componentText } from '../componentText';

/** Full-page loading indicator, announced politely (role=status). Styles: styles/app.css. */
export function PageSpinner({ label }: { label?: string }) {
  const text = useAppText(componentText);
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label ?? text.commonLoading}</span>
    </div>
  );
}

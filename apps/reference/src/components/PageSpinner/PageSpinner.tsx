/** Full-page loading indicator, announced politely (role=status). Styles: styles/app.css. */
export function PageSpinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="page-spinner" role="status" aria-live="polite">
      <span className="page-spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}

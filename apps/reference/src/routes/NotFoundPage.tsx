import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <main style={{ padding: '48px 24px', maxWidth: 960, margin: '0 auto' }}>
      <h1>Page not found</h1>
      <p>The page you are looking for does not exist.</p>
      <Link to="/" style={{ color: 'var(--wacrm-color-link)' }}>
        Go to the home page
      </Link>
    </main>
  );
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/app.css';
import { App } from './App';
import { initialLocale } from './i18n/appLocales';
import { AppLocaleProvider, applyDocumentLocale, loadAppLocale } from './i18n/AppLocale';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');
const root = createRoot(container);

// The first screen in the visitor's language: its texts (none for English) are downloaded before it is drawn, so no
// English flashes first. A download that fails leaves the page in English rather than blank.
const wanted = initialLocale();
loadAppLocale(wanted)
  .then(
    () => wanted,
    () => 'en' as const,
  )
  .then((locale) => {
    applyDocumentLocale(locale);
    root.render(
      <StrictMode>
        <AppLocaleProvider initial={locale}>
          <App />
        </AppLocaleProvider>
      </StrictMode>,
    );
  });

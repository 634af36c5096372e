// A language downloaded while React renders concurrently (createRoot, no `act`), as in a partner's page and in the
// custom elements: the render suspends on the download, and React replays it once the dictionary is in. A file of
// its own: the dictionary must not have been downloaded by an earlier test of the file.
import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { WacrmLocaleProvider, useLocaleAttributes, useWacrmLocale } from './WacrmLocaleProvider';

function Probe() {
  const { formats } = useWacrmLocale();
  const attributes = useLocaleAttributes();
  return <p {...attributes}>{formats.number(1234)}</p>;
}

const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
});

describe('WacrmLocaleProvider, a language downloaded during a concurrent render', () => {
  it('shows the language once in, with no error reported on the way (the replayed render runs the same hooks)', async () => {
    const reported: unknown[] = [];
    const onError = (event: ErrorEvent) => reported.push(event.error ?? event.message);
    window.addEventListener('error', onError);
    const consoleError = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      reported.push(args[0]);
    });
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host, { onRecoverableError: (error) => reported.push(error) });
    try {
      root.render(
        <Suspense fallback={<p>waiting</p>}>
          <WacrmLocaleProvider locale="hi">
            <Probe />
          </WacrmLocaleProvider>
        </Suspense>,
      );
      await waitFor(() => expect(host.querySelector('p[lang="hi"]')).not.toBeNull(), { timeout: 5000 });
      expect(host.textContent).toBe(new Intl.NumberFormat('hi').format(1234));
      expect(reported).toEqual([]);
    } finally {
      root.unmount();
      host.remove();
      window.removeEventListener('error', onError);
      consoleError.mockRestore();
    }
  });
});

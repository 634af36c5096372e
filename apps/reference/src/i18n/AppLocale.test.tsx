import { act } from 'react';
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALE_STORAGE_KEY } from './appLocales';
import { AppLocaleProvider, useAppLocale, type AppLocaleValue } from './AppLocale';

afterEach(() => {
  window.localStorage.removeItem(LOCALE_STORAGE_KEY);
  document.documentElement.lang = '';
  document.documentElement.dir = '';
});

function renderProvider() {
  let current: AppLocaleValue | undefined;
  function Probe() {
    current = useAppLocale();
    return null;
  }
  render(
    <AppLocaleProvider initial="en">
      <Probe />
    </AppLocaleProvider>,
  );
  if (!current) throw new Error('the provider rendered its child');
  return () => current as AppLocaleValue;
}

describe('AppLocaleProvider.setLocale', () => {
  it('remembers the choice before the language has downloaded (a page left meanwhile opens in it)', async () => {
    const locale = renderProvider();
    const switching = locale().setLocale('pt-BR');
    // Nothing downloaded yet: the page still shows English, but the choice is kept.
    expect(window.localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('pt-BR');
    expect(document.documentElement.lang).not.toBe('pt-BR');
    await act(() => switching);
    expect(locale().code).toBe('pt-BR');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(locale().dictionary).toBeDefined();
  });
});

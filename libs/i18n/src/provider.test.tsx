// @vitest-environment jsdom
import { Trans, useLingui } from '@lingui/react/macro';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { activateLocale } from './i18n';
import { LANGUAGE_NAMES } from './language-names';
import { LocaleProvider } from './provider';

function Probe() {
  const { i18n } = useLingui();
  return (
    <p>
      <Trans>Language</Trans>: {i18n._(LANGUAGE_NAMES.sk)}
    </p>
  );
}

afterEach(cleanup);

describe('LocaleProvider', () => {
  it('renders the active catalog and re-renders when the locale changes', async () => {
    await activateLocale('de');
    render(
      <LocaleProvider>
        <Probe />
      </LocaleProvider>,
    );
    expect(screen.getByText('Sprache: Slowakisch')).toBeTruthy();
    await act(() => activateLocale('cz'));
    expect(screen.getByText('Jazyk: Slovenština')).toBeTruthy();
  });
});

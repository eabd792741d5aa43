import { act, screen } from '@testing-library/react';
import { activateLanguage, LanguageProvider } from '@matri/ui';
import { loadFirstMessages } from '../../i18n/load-messages';
import { renderWithProviders } from '../../testing/render-with-providers';
import { forgetKeptCopy, forgetOfflineCopies, noteKeptCopy, noteOfflineCopy } from '../../session/offline-copies';
import { formatCopyTime, OfflineNotice } from './offline-notice';

const morning = new Date(2026, 10, 26, 9, 30);
const evening = new Date(2026, 10, 26, 18, 5);

describe('OfflineNotice', () => {
  afterEach(() => act(() => forgetOfflineCopies()));

  it('says nothing while the page shows what the network sent', () => {
    renderWithProviders(<OfflineNotice />);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("tells the member the page shows the worker's copies, from the oldest one's time, until back online", () => {
    renderWithProviders(<OfflineNotice />);
    act(() => noteOfflineCopy(evening));
    act(() => noteOfflineCopy(morning));
    act(() => noteOfflineCopy(evening));
    expect(screen.getByRole('status')).toHaveTextContent(
      `You are offline — showing what you saw last at ${formatCopyTime(morning, 'en')}`,
    );
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("tells the member a repeat visit shows the worker's kept copies until every fresh answer has replaced them", () => {
    renderWithProviders(<OfflineNotice />);
    act(() => noteKeptCopy('/api/users/me', evening));
    act(() => noteKeptCopy('/api/users/me/profile', morning));
    expect(screen.getByRole('status')).toHaveTextContent(
      `Updating — showing what you saw last at ${formatCopyTime(morning, 'en')}`,
    );
    act(() => forgetKeptCopy('/api/users/me/profile'));
    expect(screen.getByRole('status')).toHaveTextContent(formatCopyTime(evening, 'en'));
    // The network gone, the fresh answer is the offline copy: the member is told they are offline.
    act(() => noteOfflineCopy(evening));
    act(() => forgetKeptCopy('/api/users/me'));
    expect(screen.getByRole('status')).toHaveTextContent(/^You are offline/);
    act(() => forgetOfflineCopies());
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('speaks Hindi to Hindi readers, from the first paint on', async () => {
    activateLanguage('hi', await loadFirstMessages('hi'));
    renderWithProviders(
      <LanguageProvider language="hi">
        <OfflineNotice />
      </LanguageProvider>,
    );
    act(() => noteOfflineCopy(morning));
    try {
      expect(screen.getByRole('status')).toHaveTextContent(
        `आप ऑफ़लाइन हैं — आपने ${formatCopyTime(morning, 'hi')} पर जो देखा था, वही दिखाया जा रहा है`,
      );
    } finally {
      activateLanguage('en', {});
    }
  });
});

describe('formatCopyTime', () => {
  it('gives the time alone for a copy of today, the day too for an older one', () => {
    const now = new Date(2026, 10, 26, 20, 0);
    expect(formatCopyTime(morning, 'en', now)).toMatch(/^9:30\s?am$/i);
    expect(formatCopyTime(morning, 'en', new Date(2026, 10, 27, 8, 0))).toMatch(/^26 Nov 2026, 9:30\s?am$/i);
  });
});

import { waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { createQueryClient } from '@matri/api-client';
import { brands, profileCompleteness } from '@matri/contracts';
import { UiProvider } from '@matri/ui';
import { MemberProvider } from '../../../session/member-context';
import { createOwnProfile } from '../../../testing/own-profile-fixture';
import { OwnProfileOverview } from './own-profile-overview';

jest.mock('../../../config/app-config', () => ({
  runtimeConfig: { apiBaseUrl: '' },
  http: { get: () => new Promise(() => undefined) },
}));

const heading = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll('h2')].some((element) => element.textContent === name);

describe('OwnProfileOverview', () => {
  it("paints the top card and the first section with its Edit first, the page's other sections right after", async () => {
    const profile = createOwnProfile();
    const own = {
      profile,
      completeness: profileCompleteness({ ...profile, photoCount: 0, hasPartnerPreferences: false }),
    };
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    // The first commit as the browser paints it: React's test helper (act) would run the later render into it.
    flushSync(() =>
      root.render(
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter>
            <UiProvider brand={brands['shubh-vivah']} env="test">
              <MemberProvider>
                <OwnProfileOverview own={own} primary={undefined} />
              </MemberProvider>
            </UiProvider>
          </MemoryRouter>
        </QueryClientProvider>,
      ),
    );
    expect(heading(container, profile.fullName)).toBe(true);
    expect(container.querySelector('button[aria-label="Edit basic details"]')).not.toBeNull();
    expect(heading(container, 'Religion and community')).toBe(false);
    await waitFor(() => expect(heading(container, 'Religion and community')).toBe(true));
    expect(heading(container, 'Partner preferences')).toBe(true);
    root.unmount();
  });
});

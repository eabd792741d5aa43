import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient, photoDeskKeys, reportKeys } from '@matri/api-client';
import { useResolveReport } from './use-resolve-report';

const post = jest.fn();
jest.mock('../../../config/app-config', () => ({
  http: { post: (...args: unknown[]) => post(...args) },
  runtimeConfig: { apiBaseUrl: '' },
}));

describe('useResolveReport', () => {
  it.each(['suspend', 'dismiss'] as const)(
    'has the reports queue and the photo desk fetched again after %s: the desk shows the reported member’s photos',
    async (action) => {
      post.mockResolvedValue({ ok: true });
      const client = createQueryClient();
      client.setQueryData(reportKeys.queue('open'), []);
      client.setQueryData(photoDeskKeys.queue(), []);
      const wrapper = ({ children }: { children: ReactNode }) => (
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      );
      const { result } = renderHook(() => useResolveReport(), { wrapper });
      await act(() => result.current.mutateAsync({ id: 7, action }));
      expect(post.mock.lastCall?.[0]).toBe(`/api/admin/reports/7/${action}`);
      expect(client.getQueryState(reportKeys.queue('open'))?.isInvalidated).toBe(true);
      expect(client.getQueryState(photoDeskKeys.queue())?.isInvalidated).toBe(true);
    },
  );
});

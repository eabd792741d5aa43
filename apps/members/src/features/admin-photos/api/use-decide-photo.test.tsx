import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient, photoDeskKeys, reportKeys } from '@matri/api-client';
import { useDecidePhoto } from './use-decide-photo';

const post = jest.fn();
jest.mock('../../../config/app-config', () => ({
  http: { post: (...args: unknown[]) => post(...args) },
  runtimeConfig: { apiBaseUrl: '' },
}));

describe('useDecidePhoto', () => {
  it('has the desk and the reports queue fetched again: the decision may have closed the photo’s reports', async () => {
    post.mockResolvedValue({ photoId: 21, screening: 'refused', reason: 'indecent' });
    const client = createQueryClient();
    client.setQueryData(photoDeskKeys.queue(), []);
    client.setQueryData(reportKeys.queue('open'), []);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useDecidePhoto(), { wrapper });
    await act(() => result.current.mutateAsync({ photoId: 21, decision: 'reject', reason: 'indecent' }));
    expect(post).toHaveBeenCalledWith('/api/admin/photos/21/reject', { reason: 'indecent' });
    expect(client.getQueryState(photoDeskKeys.queue())?.isInvalidated).toBe(true);
    expect(client.getQueryState(reportKeys.queue('open'))?.isInvalidated).toBe(true);
  });
});

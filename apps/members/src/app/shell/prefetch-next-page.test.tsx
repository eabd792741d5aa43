import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { paths } from '@matri/contracts';
import { pageModules, type PageName } from '../page-modules';
import { usePrefetchNextPage } from './prefetch-next-page';

const idle: (() => void)[] = [];

function fakeModules() {
  const names = Object.keys(pageModules) as PageName[];
  return Object.fromEntries(names.map((name) => [name, jest.fn(async () => ({}))])) as Record<
    PageName,
    jest.Mock<Promise<unknown>>
  >;
}

function renderOn(pathname: string, modules: Record<PageName, () => Promise<unknown>>) {
  const client = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => usePrefetchNextPage(pathname, modules), { wrapper });
}

describe('usePrefetchNextPage', () => {
  beforeEach(() => {
    idle.length = 0;
    window.requestIdleCallback = (work) => idle.push(() => work({} as IdleDeadline)) as number;
    window.cancelIdleCallback = () => undefined;
    Object.defineProperty(navigator, 'connection', { value: { saveData: false }, configurable: true });
  });

  it('fetches the matches page once the member has started on the dashboard and it is idle, and nothing before', async () => {
    const modules = fakeModules();
    renderOn(paths.dashboard.path, modules);
    await act(async () => undefined);
    expect(idle).toHaveLength(0);
    await act(async () => document.body.click());
    expect(modules.matches).not.toHaveBeenCalled();
    idle.forEach((work) => work());
    expect(modules.matches).toHaveBeenCalledTimes(1);
    expect(modules.messages).not.toHaveBeenCalled();
  });

  it('fetches nothing for a member saving data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    const modules = fakeModules();
    renderOn(paths.dashboard.path, modules);
    await act(async () => document.body.click());
    idle.forEach((work) => work());
    expect(idle).toHaveLength(0);
    expect(modules.matches).not.toHaveBeenCalled();
  });
});

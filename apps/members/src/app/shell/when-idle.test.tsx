import { act, render, renderHook, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Suspense, use, type ReactNode } from 'react';
import { useFirstLoadSettled, useWantedWhenIdle } from './when-idle';

describe('a control’s code wanted when the browser is idle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for the page’s requests to be answered before it is wanted', async () => {
    let answer: (value: string) => void = () => undefined;
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useQuery({
          queryKey: ['page'],
          queryFn: () =>
            new Promise<string>((resolve) => {
              answer = resolve;
            }),
        });
        return useWantedWhenIdle();
      },
      { wrapper },
    );
    await act(async () => document.body.click());
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(result.current[0]).toBe(false);
    await act(async () => answer('the page'));
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(result.current[0]).toBe(true);
  });

  it('waits for the files the head preloaded for the page before it is wanted', async () => {
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = '/member-app/assets/matches-page.js';
    document.head.append(preload);
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    try {
      const { result } = renderHook(() => useWantedWhenIdle(), { wrapper });
      await act(async () => document.body.click());
      await act(() => jest.advanceTimersByTimeAsync(10_000));
      expect(result.current[0]).toBe(false);
      await act(async () => preload.dispatchEvent(new Event('load')));
      await act(() => jest.advanceTimersByTimeAsync(1_000));
      expect(result.current[0]).toBe(true);
    } finally {
      preload.remove();
    }
  });

  it('waits for the member’s first click or key on the page before it is wanted', async () => {
    const idle: (() => void)[] = [];
    window.requestIdleCallback = (work) => idle.push(() => work({} as IdleDeadline));
    window.cancelIdleCallback = () => undefined;
    const runIdle = () => act(() => idle.splice(0).forEach((work) => work()));
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    try {
      const { result } = renderHook(() => useWantedWhenIdle(), { wrapper });
      await act(async () => undefined);
      runIdle();
      expect(result.current[0]).toBe(false);
      await act(async () => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })));
      runIdle();
      expect(result.current[0]).toBe(true);
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      Reflect.deleteProperty(window, 'cancelIdleCallback');
    }
  });

  it('is wanted at the first tap even while the page’s requests are out', async () => {
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => {
        useQuery({ queryKey: ['page'], queryFn: () => new Promise<string>(() => undefined) });
        return useWantedWhenIdle();
      },
      { wrapper },
    );
    await act(async () => result.current[1]());
    expect(result.current[0]).toBe(true);
  });

  it('settles at the first click as a transition, which never takes the page from the member', async () => {
    const never = new Promise<never>(() => undefined);
    // A control whose settled render cannot finish: a transition keeps the page shown, a click's update would not.
    function Settling() {
      if (useFirstLoadSettled()) use(never);
      return <p>The page</p>;
    }
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Settling />
      </Suspense>,
    );
    await act(async () => document.body.click());
    await act(() => jest.advanceTimersByTimeAsync(100));
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(screen.getByText('The page')).toBeVisible();
  });

  it('is not rendered again by the page’s requests starting and ending while it waits', async () => {
    let answer: (value: string) => void = () => undefined;
    const client = new QueryClient();
    let renders = 0;
    function Control() {
      renders += 1;
      useWantedWhenIdle();
      return null;
    }
    function Page() {
      useQuery({
        queryKey: ['page'],
        queryFn: () =>
          new Promise<string>((resolve) => {
            answer = resolve;
          }),
      });
      return null;
    }
    render(
      <QueryClientProvider client={client}>
        <Control />
        <Page />
      </QueryClientProvider>,
    );
    await act(() => jest.advanceTimersByTimeAsync(100));
    const rendersWhileWaiting = renders;
    const settle = () => act(() => jest.advanceTimersByTimeAsync(100));
    await act(async () => answer('the page'));
    await settle();
    await act(async () => void client.refetchQueries({ queryKey: ['page'] }));
    await settle();
    await act(async () => answer('the page again'));
    await settle();
    expect(renders).toBe(rendersWhileWaiting);
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { lazyAtOnce } from './lazy-at-once';

function Counter({ name }: { name: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function setUp() {
  const load = jest.fn(async () => Counter);
  const fallbacks: string[] = [];
  function Fallback() {
    fallbacks.push('shown');
    return <p>Loading</p>;
  }
  const LazyCounter = lazyAtOnce(load);
  const page = (name: string) => (
    <Suspense fallback={<Fallback />}>
      <LazyCounter name={name} />
    </Suspense>
  );
  return { load, fallbacks, LazyCounter, page };
}

describe('lazyAtOnce', () => {
  it('renders a component whose code came first in the first render, with no fallback', async () => {
    const { load, fallbacks, LazyCounter, page } = setUp();
    await LazyCounter.preload();
    render(page('Visits'));
    expect(screen.getByRole('button', { name: 'Visits 0' })).toBeInTheDocument();
    expect(fallbacks).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at the first render otherwise, showing the fallback meanwhile, and asks once', async () => {
    const { load, fallbacks, LazyCounter, page } = setUp();
    render(page('Visits'));
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Visits 0' })).toBeInTheDocument();
    await act(() => LazyCounter.preload());
    expect(fallbacks.length).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again at the render when the code failed to load before it', async () => {
    const load = jest.fn<Promise<typeof Counter>, []>();
    load.mockRejectedValueOnce(new Error('network')).mockResolvedValue(Counter);
    const LazyCounter = lazyAtOnce(load);
    await expect(LazyCounter.preload()).rejects.toThrow('network');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <LazyCounter name="Visits" />
      </Suspense>,
    );
    expect(await screen.findByRole('button', { name: 'Visits 0' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the component mounted when its parent renders again after the code came', async () => {
    const { page } = setUp();
    const { rerender } = render(page('Visits'));
    await userEvent.click(await screen.findByRole('button', { name: 'Visits 0' }));
    rerender(page('Views'));
    expect(screen.getByRole('button', { name: 'Views 1' })).toBeInTheDocument();
  });
});

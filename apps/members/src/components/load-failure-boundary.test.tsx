import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';
import { renderWithProviders } from '../testing/render-with-providers';
import { lazyAtOnce } from './lazy-at-once';
import { LoadFailureBoundary } from './load-failure-boundary';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A part whose chunk's request was lost on the way, as the browser reports it. */
const LostGreeting = lazyAtOnce<{ name: string }>(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);

describe('LoadFailureBoundary', () => {
  beforeEach(() => {
    // React reports the caught error on the console; the test reads what the member sees.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows in the part’s place that it did not come, with a reload, and keeps the rest of the page', async () => {
    renderWithProviders(
      <>
        <h1>Matches</h1>
        <LoadFailureBoundary>
          <Suspense>
            <LostGreeting name="Ishita" />
          </Suspense>
        </LoadFailureBoundary>
      </>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load');
    expect(alert).toHaveTextContent('Check your connection, then reload the page.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Matches' })).toBeInTheDocument();
  });

  it('keeps the failure while its key stays, and clears it when the key changes (the member moved on)', async () => {
    function Pages() {
      const [path, setPath] = useState('/matches');
      const [renders, setRenders] = useState(0);
      return (
        <>
          <button type="button" onClick={() => setRenders(renders + 1)}>
            Render again
          </button>
          <button type="button" onClick={() => setPath('/search')}>
            Search
          </button>
          <LoadFailureBoundary resetKey={path}>
            <Suspense>{path === '/matches' ? <LostGreeting name={path} /> : <Greeting name={path} />}</Suspense>
          </LoadFailureBoundary>
        </>
      );
    }
    renderWithProviders(<Pages />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Render again' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Hello /search')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

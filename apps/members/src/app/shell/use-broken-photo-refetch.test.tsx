import { useQuery } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { optimisedImageUrl } from '@matri/api-client';
import { runtimeConfig } from '../../config/app-config';
import { renderWithProviders } from '../../testing/render-with-providers';
import { useBrokenPhotoRefetch } from './use-broken-photo-refetch';

const signedLink = (photo: string, viewer: number) =>
  `/api/photos/${photo.repeat(32)}.webp?access=${viewer}.${Math.floor(Date.now() / 1000) + 300}.${'x'.repeat(32)}`;

function Cards({ fetchCards }: { fetchCards: () => Promise<string[]> }) {
  useBrokenPhotoRefetch();
  const { data } = useQuery({ queryKey: ['cards'], queryFn: fetchCards });
  return (
    <>
      {data?.map((url, index) => (
        <img key={url} alt={`member ${index + 1}`} src={optimisedImageUrl(runtimeConfig, url, 256)} />
      ))}
      <img alt="stock" src="/images/avatar-placeholder.svg" />
    </>
  );
}

describe('useBrokenPhotoRefetch', () => {
  it('fetches the answers holding photo links again when a signed photo fails, once per photo', async () => {
    const fetchCards = jest.fn(async () => [signedLink('a', 7), signedLink('b', 7)]);
    renderWithProviders(<Cards fetchCards={fetchCards} />);
    const first = await screen.findByAltText('member 1');
    expect(fetchCards).toHaveBeenCalledTimes(1);

    fireEvent.error(first);
    await waitFor(() => expect(fetchCards).toHaveBeenCalledTimes(2));
    fireEvent.error(await screen.findByAltText('member 1'));
    fireEvent.error(screen.getByAltText('stock'));
    fireEvent.error(await screen.findByAltText('member 2'));
    await waitFor(() => expect(fetchCards).toHaveBeenCalledTimes(3));
    fireEvent.error(await screen.findByAltText('member 2'));
    await Promise.resolve();
    expect(fetchCards).toHaveBeenCalledTimes(3);
  });
});

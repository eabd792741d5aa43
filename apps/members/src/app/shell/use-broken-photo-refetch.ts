import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { holdsPhotoLinks, signedPhotoLinkOf } from '@matri/api-client';

/**
 * A photo whose signed link no longer works (the device slept past its end, or the photo's owner changed who sees it)
 * makes the shown answers that hold photo links fetch again, once per photo: a new answer brings a new link, or none
 * when the member may no longer see the photo. Images do not bubble their errors, so the document listens as they
 * go down.
 */
export function useBrokenPhotoRefetch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const tried = new Set<string>();
    const onError = (event: Event) => {
      if (!(event.target instanceof HTMLImageElement)) return;
      const link = signedPhotoLinkOf(event.target.currentSrc || event.target.src, document.baseURI);
      const photo = link?.split('?')[0];
      if (!photo || tried.has(photo)) return;
      tried.add(photo);
      void queryClient.refetchQueries({ type: 'active', predicate: holdsPhotoLinks });
    };
    document.addEventListener('error', onError, true);
    return () => document.removeEventListener('error', onError, true);
  }, [queryClient]);
}

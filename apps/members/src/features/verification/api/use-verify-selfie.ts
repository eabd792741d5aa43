import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationKeys, verifySelfie } from '@matri/api-client';
import type { SelfieCheckOutcome } from '@matri/contracts';
import { http } from '../../../config/app-config';

/** Sends the challenge's frames (and the verified Secure QR when the page holds it) for the server's own check. */
export function useVerifySelfie() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ frames, qrText }: { frames: Blob[]; qrText: string | null }): Promise<SelfieCheckOutcome> =>
      verifySelfie(http, frames, qrText),
    // A refused selfie counts against the day's checks too, and a pass gives the badge: the status is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

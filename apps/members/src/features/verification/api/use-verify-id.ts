import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verificationKeys, verifyOfflineEkyc, verifySecureQrImage, verifySecureQrText } from '@matri/api-client';
import type { IdCheckOutcome } from '@matri/contracts';
import { http } from '../../../config/app-config';
import { readQrInBrowser } from '../components/read-qr-in-browser';

export type IdDocumentChoice =
  { kind: 'secure-qr'; image: File } | { kind: 'offline-ekyc'; zip: File; shareCode: string };

/**
 * Sends the member's document: a QR photo's text when the browser could read it (the photo itself otherwise: the
 * server tries harder), or the Offline e-KYC file with its share code. A Secure QR text that verified the ID is
 * handed to `onVerifiedQr`: the selfie check may send it again for the ID's photo, which the server never keeps.
 */
export function useVerifyId(onVerifiedQr?: (qrText: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: IdDocumentChoice): Promise<IdCheckOutcome> => {
      if (document.kind === 'offline-ekyc') {
        return verifyOfflineEkyc(http, document.zip, document.zip.name, document.shareCode);
      }
      const text = await readQrInBrowser(document.image);
      if (!text) return verifySecureQrImage(http, document.image, document.image.name);
      const outcome = await verifySecureQrText(http, text);
      if (outcome.status === 'verified') onVerifiedQr?.(text);
      return outcome;
    },
    // A refused document counts against the day's checks too: the status is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: verificationKeys.all }),
  });
}

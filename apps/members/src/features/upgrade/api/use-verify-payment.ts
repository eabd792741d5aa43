import { useMutation, useQueryClient } from '@tanstack/react-query';
import { verifyPayment } from '@matri/api-client';
import type { PaymentVerify } from '@matri/contracts';
import { http } from '../../../config/app-config';

/**
 * Has the API verify what Checkout handed back; a new plan changes what many pages show (who viewed me, contact
 * details, allowances), so everything is fetched again.
 */
export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payment: PaymentVerify) => verifyPayment(http, payment),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

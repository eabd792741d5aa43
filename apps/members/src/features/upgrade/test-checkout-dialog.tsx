import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { payTestOrder, toApiError } from '@matri/api-client';
import { formatPaise, planLabel } from '@matri/membership';
import type { PaymentOrderJson, PaymentVerify } from '@matri/contracts';
import { useLanguage } from '@matri/ui';
import { http } from '../../config/app-config';
import { Trans, useLingui } from '@lingui/react/macro';

/**
 * Demo mode's stand-in for Razorpay Checkout: a dialog over /upgrade that pays the member's own order on the test
 * processor (no money moves) and hands back what Checkout would, for the API to verify.
 */
export function TestCheckoutDialog({
  order,
  onPaid,
  onCancel,
}: {
  order: PaymentOrderJson;
  onPaid: (payment: PaymentVerify) => void;
  onCancel: () => void;
}) {
  const { t } = useLingui();
  const language = useLanguage();
  const [isPaying, setPaying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const amount = formatPaise(order.amountPaise);
  const pay = async () => {
    setPaying(true);
    setProblem(null);
    try {
      onPaid(await payTestOrder(http, order.orderId));
    } catch (error) {
      setProblem(toApiError(error).message);
      setPaying(false);
    }
  };
  return (
    <Modal opened onClose={onCancel} title={t`Test payment`} closeButtonProps={{ 'aria-label': t`Cancel the payment` }}>
      <Stack>
        <Text>
          <Trans>No money moves here: in demo mode a test processor stands in for Razorpay.</Trans>
        </Text>
        <Text fw={600}>{t`${planLabel(order.plan, language)} plan: ${amount}, GST included`}</Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <Button loading={isPaying} onClick={() => void pay()}>
            {t`Pay ${amount}`}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Progress.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import { Alert, Anchor, Button, Card, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  membershipQueryOptions,
  paymentsQueryOptions,
  plansQueryOptions,
  startPaymentOrder,
  toApiError,
} from '@matri/api-client';
import {
  formatDate,
  invoiceHref,
  paths,
  type MembershipJson,
  type PaymentJson,
  type PaymentOrderJson,
  type PaymentVerify,
  type Plan,
} from '@matri/contracts';
import { formatPaise, planLabel } from '@matri/membership';
import { PlansTable, useLanguage, useRouteLabel } from '@matri/ui';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { brand, http } from '../../config/app-config';
import { useVerifyPayment } from './api/use-verify-payment';
import { CheckoutUnavailableError, payWithRazorpay } from './razorpay-checkout';
import { TestCheckoutDialog } from './test-checkout-dialog';
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** The member's plan now: until when, what it unlocks, and how much of today's interests and conversations are used. */
function CurrentPlan({ membership }: { membership: MembershipJson }) {
  const { t } = useLingui();
  const language = useLanguage();
  const { plan } = membership;
  const used = Math.min(membership.interestsSentToday, plan.interestsPerDay);
  const planName = planLabel(plan, language);
  const yesNo = (value: boolean) => (value ? t`yes` : t`no`);
  const sent = membership.interestsSentToday;
  const allowed = plan.interestsPerDay;
  const started = membership.conversationsStartedToday;
  const startable = plan.newConversationsPerDay;
  const firstMessage = yesNo(plan.canStartConversations);
  const seesViewers = yesNo(plan.canSeeWhoViewed);
  const highlighted = yesNo(plan.isHighlighted);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="current-plan-title">
      <Stack gap="xs">
        <Title order={2} size="h3" id="current-plan-title">
          <Trans>You are on the {planName} plan</Trans>
        </Title>
        <Text>
          {membership.endsAt
            ? t`Valid until ${formatDate(membership.endsAt, language)}; then your profile moves to Free.`
            : t`Free never ends.`}
        </Text>
        <Text size="sm">
          <Trans>
            Interests sent in the last 24 hours: {sent} of {allowed}
          </Trans>
        </Text>
        <Progress value={(used / plan.interestsPerDay) * 100} aria-label={t`Interests used in the last 24 hours`} />
        <Text size="sm">
          {plan.contactViewsPerMonth > 0
            ? t`Contact details seen this month: ${membership.contactViewsThisMonth} of ${plan.contactViewsPerMonth}`
            : t`Contact details of members who share them with paying members: with a paid plan`}
        </Text>
        <Text size="sm">
          <Trans>
            Conversations you started in the last 24 hours: {started} of {startable} · First message with an interest:{' '}
            {firstMessage}
          </Trans>
        </Text>
        <Text size="sm">
          <Trans>
            See who viewed you: {seesViewers} · Highlighted profile: {highlighted}
          </Trans>
        </Text>
      </Stack>
    </Card>
  );
}

type Outcome = { color: 'green' | 'red' | 'blue'; title: string; message: string } | null;

const cancelled = (i18n: I18n): Outcome => ({
  color: 'blue',
  title: i18n._(msg`Payment cancelled`),
  message: i18n._(msg`Nothing was charged. Choose a plan whenever you are ready.`),
});

/**
 * What the payment came to: Checkout's ids and signature are verified by the API (which may already have activated
 * the plan from the provider's webhook), and the member is told the plan and its end, or why not.
 */
function usePaymentOutcome() {
  const { t } = useLingui();
  const language = useLanguage();
  const { mutateAsync } = useVerifyPayment();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const verify = useCallback(
    (payment: PaymentVerify) =>
      mutateAsync(payment)
        .then((paid) => {
          setOutcome({
            color: 'green',
            title: t`Payment received`,
            message: paid.endsAt
              ? t`You are on the ${planLabel(paid.plan, language)} plan until ${formatDate(paid.endsAt, language)}.`
              : t`You are on the ${planLabel(paid.plan, language)} plan.`,
          });
        })
        .catch((error: unknown) => {
          const problem = toApiError(error);
          // Paid but the answer lost on the way (a dropped connection): the server asks the provider again by itself.
          const message =
            problem.status === null
              ? t`We could not reach the server to confirm your payment. If money left your account, your plan starts within minutes; do not pay again.`
              : problem.message;
          setOutcome({ color: 'red', title: t`Payment not confirmed`, message });
        }),
    [mutateAsync, t, language],
  );
  return { outcome, setOutcome, verify };
}

/**
 * "Choose Gold": an order at the payment provider, then Razorpay Checkout over the page, or in demo mode the test
 * processor's checkout dialog.
 */
function ChoosePlan({
  plan,
  onOutcome,
  verify,
}: {
  plan: Plan;
  onOutcome: (outcome: Outcome) => void;
  verify: (payment: PaymentVerify) => Promise<void>;
}) {
  const { t, i18n } = useLingui();
  const language = useLanguage();
  const [isPaying, setPaying] = useState(false);
  const [testOrder, setTestOrder] = useState<PaymentOrderJson | null>(null);
  if (plan.priceInr === 0) return null;
  const choose = async () => {
    setPaying(true);
    onOutcome(null);
    try {
      const order = await startPaymentOrder(http, { planId: plan.id });
      if (order.provider === 'test') {
        setTestOrder(order);
        return;
      }
      const paid = await payWithRazorpay(order, { name: brand.name, colour: brand.themeColour });
      if (paid) await verify(paid);
      else onOutcome(cancelled(i18n));
    } catch (error) {
      onOutcome({
        color: 'red',
        title: t`Payment not started`,
        message: error instanceof CheckoutUnavailableError ? error.message : toApiError(error).message,
      });
    } finally {
      setPaying(false);
    }
  };
  return (
    <>
      <Button size="xs" loading={isPaying} onClick={() => void choose()}>
        {t`Choose ${planLabel(plan, language)}`}
      </Button>
      {testOrder && (
        <TestCheckoutDialog
          order={testOrder}
          onPaid={(payment) => {
            setTestOrder(null);
            void verify(payment);
          }}
          onCancel={() => {
            setTestOrder(null);
            onOutcome(cancelled(i18n));
          }}
        />
      )}
    </>
  );
}

/** The member's payments, each with its tax invoice. */
function Payments() {
  const { t } = useLingui();
  const language = useLanguage();
  const payments = useQuery(paymentsQueryOptions(http));
  const plans = useQuery(plansQueryOptions(http));
  if (!payments.data?.length) return null;
  const bought = (payment: PaymentJson) => {
    const plan = plans.data?.find((known) => known.id === payment.planId);
    if (!plan) return payment.planName;
    const name = planLabel(plan, language);
    return t`${name} plan`;
  };
  return (
    <Stack gap="sm" component="section" aria-labelledby="payments-title">
      <Title order={2} size="h3" id="payments-title">
        <Trans>Your payments</Trans>
      </Title>
      <Stack gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {payments.data.map((payment) => (
          <li key={payment.id}>
            <Text>
              {formatDate(payment.paidAt, language)} · {bought(payment)} · {formatPaise(payment.amountPaise)} ·{' '}
              <Anchor component={Link} to={invoiceHref(payment.id)}>
                {t`Invoice ${payment.invoiceNumber}`}
              </Anchor>
            </Text>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** /upgrade: the member's own plan and usage, next to every plan with its price including GST, each to choose. */
export function UpgradePage() {
  const labelOf = useRouteLabel();
  const membership = useQuery(membershipQueryOptions(http));
  const plans = useQuery(plansQueryOptions(http));
  const { outcome, setOutcome, verify } = usePaymentOutcome();
  return (
    <MemberPage title={labelOf(paths.upgrade)} path={paths.upgrade.path}>
      {membership.isPending || plans.isPending ? (
        <PageLoader />
      ) : membership.isError || plans.isError ? (
        <Alert color="red" role="alert">
          {toApiError(membership.error ?? plans.error).message}
        </Alert>
      ) : (
        <Stack gap="xl">
          {outcome && (
            <Alert color={outcome.color} title={outcome.title} role="alert">
              {outcome.message}
            </Alert>
          )}
          <CurrentPlan membership={membership.data} />
          <Payments />
          <Stack gap="sm">
            <Title order={2} size="h3">
              <Trans>Plans</Trans>
            </Title>
            <PlansTable
              plans={plans.data}
              action={(plan) => <ChoosePlan plan={plan} onOutcome={setOutcome} verify={verify} />}
            />
            <Text size="sm">
              <Trans>
                Payments are processed by a third-party payment processor; we never store your card details. Fees are
                non-refundable once the plan is active.
              </Trans>
            </Text>
          </Stack>
        </Stack>
      )}
    </MemberPage>
  );
}

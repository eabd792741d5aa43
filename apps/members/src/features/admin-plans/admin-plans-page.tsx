import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import { Alert, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { plansQueryOptions, toApiError, useMe } from '@matri/api-client';
import { paths } from '@matri/contracts';
import { MemberPage } from '../../components/member-page';
import { PageLoader } from '../../components/page-loader';
import { http } from '../../config/app-config';
import { PlanForm } from './components/plan-form';
import { Trans } from '@lingui/react/macro';
import { useRouteLabel } from '@matri/ui';

/** Admins change each plan's price and what it unlocks; members are told the page is not theirs (the API refuses them). */
export function AdminPlansPage() {
  const labelOf = useRouteLabel();
  const me = useMe(http);
  const plans = useQuery(plansQueryOptions(http));
  return (
    <MemberPage title={labelOf(paths.adminPlans)} path={paths.adminPlans.path}>
      {me.isPending || plans.isPending ? (
        <PageLoader />
      ) : me.data?.role !== 'admin' ? (
        <Alert color="red" role="alert">
          <Trans>Only admins can change the plans.</Trans>
        </Alert>
      ) : plans.isError ? (
        <Alert color="red" role="alert">
          {toApiError(plans.error).message}
        </Alert>
      ) : (
        <Stack>
          {plans.data.map((plan) => (
            <PlanForm key={plan.id} plan={plan} />
          ))}
        </Stack>
      )}
    </MemberPage>
  );
}

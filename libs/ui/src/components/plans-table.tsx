import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Plan } from '@matri/contracts';
import { formatInr, planLabel, priceWithGst } from '@matri/membership';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '../i18n/language-provider';
import classes from './plans-table.module.css';

type PlansTableProps = { plans: readonly Plan[]; action?: (plan: Plan) => ReactNode };

/**
 * Plans side by side: one column a plan, one row a feature (/membership and /upgrade). A phone scrolls the plans
 * sideways under the feature names, told by a hint that more plans follow. `action` puts a control under each plan:
 * sign up on the public page, choose a plan for members.
 */
export function PlansTable({ plans, action }: PlansTableProps) {
  const count = plans.length;
  return (
    <div className={classes.frame}>
      <p className={classes.hint}>
        <Trans>Swipe the table sideways to see all {count} plans</Trans> <span aria-hidden="true">→</span>
      </p>
      <PlansGrid plans={plans} action={action} />
    </div>
  );
}

function PlansGrid({ plans, action }: PlansTableProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const yesNo = (value: boolean) => (value ? t`Yes` : t`No`);
  const free = t`Free`;
  const rows: { label: string; value: (plan: Plan) => string }[] = [
    {
      label: t`Duration`,
      value: (p) =>
        p.durationMonths ? plural(p.durationMonths, { one: '# month', other: '# months' }) : t`No time limit`,
    },
    { label: t`Price`, value: (p) => (p.priceInr === 0 ? free : formatInr(p.priceInr)) },
    { label: t`GST (18%)`, value: (p) => (p.priceInr === 0 ? '–' : formatInr(priceWithGst(p.priceInr).gst)) },
    { label: t`Total`, value: (p) => (p.priceInr === 0 ? free : formatInr(priceWithGst(p.priceInr).total)) },
    { label: t`Interests per day`, value: (p) => String(p.interestsPerDay) },
    {
      label: t`Contact details per month`,
      value: (p) => (p.contactViewsPerMonth ? String(p.contactViewsPerMonth) : t`None`),
    },
    { label: t`New conversations a day`, value: (p) => String(p.newConversationsPerDay) },
    { label: t`First message with an interest`, value: (p) => yesNo(p.canStartConversations) },
    { label: t`See who viewed you`, value: (p) => yesNo(p.canSeeWhoViewed) },
    { label: t`Highlighted profile`, value: (p) => yesNo(p.isHighlighted) },
  ];
  return (
    <Table.ScrollContainer
      minWidth="40rem"
      type="native"
      className={classes.scroller}
      // Focusable, so the plans scroll from the keyboard too.
      tabIndex={0}
      role="region"
      aria-label={t`Membership plans, scrolling sideways`}
    >
      <Table striped withTableBorder verticalSpacing="sm" aria-label={t`Membership plans`} className={classes.table}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" className={classes.label}>
              <Trans>Plan</Trans>
            </Table.Th>
            {plans.map((plan) => (
              <Table.Th key={plan.id} scope="col" className={classes.plan}>
                {planLabel(plan, language)}{' '}
                {plan.id === 'diamond' && (
                  <Badge ml={4}>
                    <Trans>Most chosen</Trans>
                  </Badge>
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.label}>
              <Table.Th scope="row" className={classes.label}>
                {row.label}
              </Table.Th>
              {plans.map((plan) => (
                <Table.Td key={plan.id}>{row.value(plan)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {action && (
            <Table.Tr>
              <Table.Th scope="row" className={classes.label}>
                <span className="visually-hidden">
                  <Trans>Choose</Trans>
                </span>
              </Table.Th>
              {plans.map((plan) => (
                <Table.Td key={plan.id}>{action(plan)}</Table.Td>
              ))}
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

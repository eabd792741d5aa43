import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatInr, planLabel, priceWithGst, type Plan } from '@matri/contracts';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '../i18n/language-provider';

/**
 * Plans side by side: one column a plan, one row a feature, so a phone can scroll it sideways (/membership and
 * /upgrade). `action` puts a control under each plan: sign up on the public page, choose a plan for members.
 */
export function PlansTable({ plans, action }: { plans: readonly Plan[]; action?: (plan: Plan) => ReactNode }) {
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
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder verticalSpacing="sm" aria-label={t`Membership plans`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">
              <Trans>Plan</Trans>
            </Table.Th>
            {plans.map((plan) => (
              <Table.Th key={plan.id} scope="col">
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
              <Table.Th scope="row">{row.label}</Table.Th>
              {plans.map((plan) => (
                <Table.Td key={plan.id}>{row.value(plan)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
          {action && (
            <Table.Tr>
              <Table.Th scope="row">
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

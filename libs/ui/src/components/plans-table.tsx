import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/Badge.css';
import { Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatInr, priceWithGst, type Plan } from '@matri/contracts';

function yesNo(value: boolean) {
  return value ? 'Yes' : 'No';
}

/**
 * Plans side by side: one column a plan, one row a feature, so a phone can scroll it sideways (/membership and
 * /upgrade). `action` puts a control under each plan: sign up on the public page, choose a plan for members.
 */
export function PlansTable({ plans, action }: { plans: readonly Plan[]; action?: (plan: Plan) => ReactNode }) {
  const rows: { label: string; value: (plan: Plan) => string }[] = [
    { label: 'Duration', value: (p) => (p.durationMonths ? `${p.durationMonths} months` : 'No time limit') },
    { label: 'Price', value: (p) => (p.priceInr === 0 ? 'Free' : formatInr(p.priceInr)) },
    { label: 'GST (18%)', value: (p) => (p.priceInr === 0 ? '–' : formatInr(priceWithGst(p.priceInr).gst)) },
    { label: 'Total', value: (p) => (p.priceInr === 0 ? 'Free' : formatInr(priceWithGst(p.priceInr).total)) },
    { label: 'Interests per day', value: (p) => String(p.interestsPerDay) },
    {
      label: 'Contact details per month',
      value: (p) => (p.contactViewsPerMonth ? String(p.contactViewsPerMonth) : 'None'),
    },
    { label: 'New conversations a day', value: (p) => String(p.newConversationsPerDay) },
    { label: 'First message with an interest', value: (p) => yesNo(p.canStartConversations) },
    { label: 'See who viewed you', value: (p) => yesNo(p.canSeeWhoViewed) },
    { label: 'Highlighted profile', value: (p) => yesNo(p.isHighlighted) },
  ];
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped withTableBorder verticalSpacing="sm" aria-label="Membership plans">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Plan</Table.Th>
            {plans.map((plan) => (
              <Table.Th key={plan.id} scope="col">
                {plan.name} {plan.id === 'diamond' && <Badge ml={4}>Most chosen</Badge>}
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
                <span className="visually-hidden">Choose</span>
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

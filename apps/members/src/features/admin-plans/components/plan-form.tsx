import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Title.css';
import {
  Button,
  Card,
  Checkbox,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { toApiError } from '@matri/api-client';
import { formatInr, planLabel, priceWithGst } from '@matri/membership';
import { NEW_CONVERSATIONS_PER_DAY, PlanUpdateSchema, type Plan } from '@matri/contracts';
import { showToast, useLanguage, useSchemaForm } from '@matri/ui';
import { useUpdatePlan } from '../api/use-update-plan';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

/** A NumberInput hands over '' while the field is empty: that stays visible to the schema as "not a number". */
const numberFrom = (value: string | number) => (value === '' ? undefined : Number(value));

/** One plan's price and what it unlocks, as an admin edits it; the duration is the plan's identity and stays. */
export function PlanForm({ plan }: { plan: Plan }) {
  const { t } = useLingui();
  const language = useLanguage();
  const name = planLabel(plan, language);
  const updatePlan = useUpdatePlan();
  const form = useSchemaForm(PlanUpdateSchema, {
    name: plan.name,
    priceInr: plan.priceInr as number | undefined,
    interestsPerDay: plan.interestsPerDay as number | undefined,
    contactViewsPerMonth: plan.contactViewsPerMonth as number | undefined,
    canSeeWhoViewed: plan.canSeeWhoViewed,
    isHighlighted: plan.isHighlighted,
    canStartConversations: plan.canStartConversations,
    newConversationsPerDay: plan.newConversationsPerDay as number | undefined,
    summary: plan.summary,
  });
  const submit = form.onSubmit(async (values) => {
    try {
      const saved = await updatePlan.mutateAsync({ planId: plan.id, change: values });
      const savedName = planLabel(saved, language);
      showToast('success', t`${savedName} is saved. Members see it on /membership and /upgrade now.`);
    } catch (error) {
      const problem = toApiError(error);
      form.setErrors(problem.fieldErrors);
      showToast('error', problem.message, t`Plan not saved`);
    }
  });
  const numberProps = (name: 'priceInr' | 'interestsPerDay' | 'contactViewsPerMonth' | 'newConversationsPerDay') => {
    const props = form.getInputProps(name);
    return { ...props, onChange: (value: string | number) => form.setFieldValue(name, numberFrom(value)) };
  };
  const price = form.values.priceInr;
  const duration = plan.durationMonths
    ? plural(plan.durationMonths, { one: '# month', other: '# months' })
    : t`never ends`;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="form"
      onSubmit={submit}
      noValidate
      aria-label={t`${name} plan`}
    >
      <Stack>
        <Title order={2} size="h4">
          {name} · {duration}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Name`} required {...form.getInputProps('name')} />
          <NumberInput
            label={t`Price in rupees, before GST`}
            min={0}
            allowDecimal={false}
            thousandSeparator=","
            required
            description={
              typeof price === 'number' ? t`Members pay ${formatInr(priceWithGst(price).total)} with GST` : undefined
            }
            {...numberProps('priceInr')}
          />
          <NumberInput
            label={t`Interests per day`}
            min={1}
            allowDecimal={false}
            required
            {...numberProps('interestsPerDay')}
          />
          <NumberInput
            label={t`Contact details per month`}
            min={0}
            allowDecimal={false}
            required
            {...numberProps('contactViewsPerMonth')}
          />
        </SimpleGrid>
        <NumberInput
          label={t`New conversations per day`}
          description={t`Conversations a member may write first in, a day (at most ${NEW_CONVERSATIONS_PER_DAY})`}
          min={1}
          max={NEW_CONVERSATIONS_PER_DAY}
          allowDecimal={false}
          required
          maw={320}
          {...numberProps('newConversationsPerDay')}
        />
        <Checkbox
          label={t`Sends a first message with an interest (it opens the conversation when accepted)`}
          {...form.getInputProps('canStartConversations', { type: 'checkbox' })}
        />
        <Checkbox
          label={t`Shows who viewed the profile`}
          {...form.getInputProps('canSeeWhoViewed', { type: 'checkbox' })}
        />
        <Checkbox
          label={t`Highlights the profile in results`}
          {...form.getInputProps('isHighlighted', { type: 'checkbox' })}
        />
        <Textarea
          label={t`Summary`}
          description={t`One sentence members read under the plan`}
          autosize
          minRows={2}
          required
          {...form.getInputProps('summary')}
        />
        <Text size="sm" c="dimmed">
          <Trans>
            A change applies to members on this plan from their next request; what was paid for stays paid for.
          </Trans>
        </Text>
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          {t`Save ${name}`}
        </Button>
      </Stack>
    </Card>
  );
}

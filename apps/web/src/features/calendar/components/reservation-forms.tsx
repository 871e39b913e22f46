import { useEffect, useMemo } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  BLOCK_DATE_LABELS,
  MAINTENANCE_TYPES,
  STAY_LIMITS,
  ZBlockFields,
  ZStayFields,
  type TBlockFields,
  type TStayFields,
} from '@harborstay/contracts';
import {
  blockIssues,
  blockNights,
  guestOptions,
  guestsIssues,
  stayIssues,
  type IsoDate,
  type Period,
  type RuleIssue,
} from '@harborstay/domain';
import { formatDollars } from '../../../shared/format/money';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { FormSubmitButton } from '../../../shared/ui/form-submit-button';
import { InfoIcon, InfoTooltip } from '../../../shared/ui/info-tooltip';
import { isCalendarDate } from '@harborstay/contracts';
import { addDays } from '@harborstay/domain';
import classes from './calendar.module.css';
import { ChoiceCards } from './choice-cards';

const RESERVATION_FOR = [
  { value: 'Myself', label: 'Myself' },
  { value: 'Other person', label: 'Other person' },
] as const;

/** A block of one chosen day holds that night: free again the next day (decision 0030, issue 43 item 6). */
export const blockEndOf = (selection: { first: IsoDate; last: IsoDate }) =>
  selection.first === selection.last ? addDays(selection.first, 1) : selection.last;

type RuleContext = { today: IsoDate; taken: readonly Period[]; maxOccupancy: number | null };

function addRuleIssues(
  ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void },
  issues: RuleIssue[],
) {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
}

/** The stay form's schema: the contract's, plus the domain's rules the server runs too (decision 0020). */
export function stayFormSchema(rules: RuleContext) {
  return ZStayFields.superRefine((stay, ctx) => {
    addRuleIssues(ctx, [
      ...stayIssues({
        startDate: stay.start_date,
        endDate: stay.end_date,
        today: rules.today,
        taken: rules.taken,
      }),
      ...guestsIssues({ guestsCount: stay.guests_count, maxOccupancy: rules.maxOccupancy }),
    ]);
  });
}

export function blockFormSchema(rules: RuleContext) {
  return ZBlockFields.superRefine((block, ctx) => {
    addRuleIssues(
      ctx,
      blockIssues({
        startDate: block.start_date,
        endDate: block.end_date,
        today: rules.today,
        taken: rules.taken,
      }),
    );
  });
}

/** The nights a form's dates hold, for the opportunity cost shown as they change. */
export function nightsOfDates(kind: 'Stay' | 'Maintenance', start: string, end: string): Period | null {
  if (!isCalendarDate(start) || !isCalendarDate(end) || end < start) return null;
  return kind === 'Maintenance' ? blockNights({ startDate: start, endDate: end }) : { start, end };
}

export function OpportunityCost({ amount }: { amount: number }) {
  const help =
    'What these nights would earn at their nightly prices if guests booked them: the rent an owner stay or block gives up.';
  return (
    <Group justify="space-between" wrap="nowrap" data-testid="opportunity-cost">
      <Group gap={4} wrap="nowrap">
        <Text fw={700}>Total opportunity cost</Text>
        <InfoTooltip label={help} width={260}>
          <InfoIcon label={help} size={16} />
        </InfoTooltip>
      </Group>
      <Text fw={700} fz="lg">
        {formatDollars(amount)}
      </Text>
    </Group>
  );
}

/**
 * Puts a new selection into the form's dates and shows at once what the rules say of them; and
 * tells the panel of the dates as they change, typed or chosen.
 */
function useSelectedDates<T extends { start_date: string; end_date: string }>(
  form: UseFormReturn<T, unknown, unknown>,
  selection: { first: IsoDate; last: IsoDate } | null,
  endOf: (selection: { first: IsoDate; last: IsoDate }) => string,
  onDatesChange: (start: string, end: string) => void,
) {
  const { setValue, trigger, control } = form as unknown as UseFormReturn<{
    start_date: string;
    end_date: string;
  }>;
  useEffect(() => {
    if (!selection) return;
    const end = endOf(selection);
    setValue('start_date', selection.first, { shouldTouch: true, shouldDirty: true });
    setValue('end_date', end, { shouldTouch: end !== '', shouldDirty: true });
    void trigger(end === '' ? ['start_date'] : ['start_date', 'end_date']);
    // endOf is a plain function of the kind: the selection alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selection, setValue, trigger]);
  const [start, end] = useWatch({ control, name: ['start_date', 'end_date'] });
  useEffect(() => onDatesChange(start, end), [start, end, onDatesChange]);
  return [start, end] as const;
}

type DatesForm = UseFormReturn<{ start_date: string; end_date: string }>;

/** The two date fields of both forms: typed, or filled by the calendar's selection. */
function DateFields({ form, labels }: { form: DatesForm; labels: [start: string, end: string] }) {
  const { errors } = form.formState;
  return (
    <>
      <TextInput
        type="date"
        label={labels[0]}
        withAsterisk
        {...form.register('start_date')}
        error={errors.start_date?.message}
      />
      <TextInput
        type="date"
        label={labels[1]}
        withAsterisk
        {...form.register('end_date')}
        error={errors.end_date?.message}
      />
    </>
  );
}

type StayFormProps = {
  rules: RuleContext;
  defaultValues: TStayFields;
  selection: { first: IsoDate; last: IsoDate } | null;
  cleaningFee: number | null;
  priceOf: (nights: Period) => number;
  submitLabel: string;
  isSubmitting: boolean;
  onSubmit: (values: TStayFields, form: UseFormReturn<TStayFields>) => void;
  onDatesChange: (start: string, end: string) => void;
};

export function StayForm(props: StayFormProps) {
  const schema = useMemo(() => stayFormSchema(props.rules), [props.rules]);
  const form = useZodForm<TStayFields, TStayFields>({ schema, defaultValues: props.defaultValues });
  const { register, control, handleSubmit, formState, setValue } = form;
  const errors = formState.errors;
  const [start, end] = useSelectedDates(
    form as never,
    props.selection,
    (s) => (s.first === s.last ? '' : s.last),
    props.onDatesChange,
  );
  const reservationFor = useWatch({ control, name: 'reservation_for' });
  const nights = nightsOfDates('Stay', start, end);
  const guestError = (field: 'first_name' | 'last_name' | 'email' | 'phone') =>
    errors.guest?.[field]?.message;

  return (
    <form noValidate onSubmit={handleSubmit((values) => props.onSubmit(values, form as never))}>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <DateFields form={form as never} labels={['Check in', 'Check out']} />
          <TextInput
            type="time"
            label="Arrival"
            withAsterisk
            min={STAY_LIMITS.arrivalFrom}
            max={STAY_LIMITS.arrivalTo}
            {...register('arrival')}
            error={errors.arrival?.message}
          />
          <TextInput label="Departure" value={STAY_LIMITS.departure} readOnly />
        </SimpleGrid>
        <Controller
          control={control}
          name="reservation_for"
          render={({ field }) => (
            <ChoiceCards
              label="Reservation for"
              value={field.value}
              options={RESERVATION_FOR}
              onChange={(value) => {
                field.onChange(value);
                // Choosing 'Other person' starts from empty guest fields (spec section 4).
                setValue('guest', { first_name: '', last_name: '', email: '', phone: '' });
              }}
            />
          )}
        />
        {reservationFor === 'Other person' && (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <TextInput
              label="First name"
              withAsterisk
              maxLength={51}
              {...register('guest.first_name')}
              error={guestError('first_name')}
            />
            <TextInput
              label="Last name"
              withAsterisk
              maxLength={51}
              {...register('guest.last_name')}
              error={guestError('last_name')}
            />
            <TextInput
              type="email"
              label="E-mail"
              withAsterisk
              {...register('guest.email')}
              error={guestError('email')}
            />
            <TextInput type="tel" label="Phone" {...register('guest.phone')} error={guestError('phone')} />
          </SimpleGrid>
        )}
        <Controller
          control={control}
          name="guests_count"
          render={({ field, fieldState }) => (
            <Select
              label="Guests"
              withAsterisk
              allowDeselect={false}
              data={guestOptions(props.rules.maxOccupancy).map(String)}
              // Every count at once: a scrolled list inside the listbox is not reachable by keyboard (axe).
              withScrollArea={false}
              maxDropdownHeight={1000}
              value={field.value ? String(field.value) : null}
              onChange={(value) => field.onChange(value ? Number(value) : undefined)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label="Notes"
          autosize
          minRows={2}
          maxRows={8}
          {...register('notes')}
          error={errors.notes?.message}
        />
        <Group justify="space-between">
          <Text size="sm">Cleaning fee</Text>
          <Text size="sm" fw={600}>
            {props.cleaningFee === null ? 'No data' : formatDollars(props.cleaningFee)}
          </Text>
        </Group>
        <OpportunityCost amount={nights ? props.priceOf(nights) : 0} />
        {/* Pinned to the foot of the phone's sheet, in reach whatever the form's length (issue 43, item 7). */}
        <div className={classes.submitRow}>
          <FormSubmitButton control={control} loading={props.isSubmitting} fullWidth>
            {props.submitLabel}
          </FormSubmitButton>
        </div>
      </Stack>
    </form>
  );
}

type BlockFormProps = Omit<StayFormProps, 'defaultValues' | 'onSubmit' | 'cleaningFee'> & {
  defaultValues: TBlockFields;
  onSubmit: (values: TBlockFields, form: UseFormReturn<TBlockFields>) => void;
};

export function BlockForm(props: BlockFormProps) {
  const schema = useMemo(() => blockFormSchema(props.rules), [props.rules]);
  const form = useZodForm<TBlockFields, TBlockFields>({ schema, defaultValues: props.defaultValues });
  const { register, control, handleSubmit, formState } = form;
  const errors = formState.errors;
  const [start, end] = useSelectedDates(form as never, props.selection, blockEndOf, props.onDatesChange);
  const nights = nightsOfDates('Maintenance', start, end);

  return (
    <form noValidate onSubmit={handleSubmit((values) => props.onSubmit(values, form as never))}>
      <Stack gap="sm">
        <SimpleGrid cols={2} spacing="sm">
          <DateFields
            form={form as never}
            labels={[BLOCK_DATE_LABELS.firstNight, BLOCK_DATE_LABELS.freeAgain]}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="type_of_maintenance"
          render={({ field, fieldState }) => (
            <Select
              label="Type of maintenance"
              withAsterisk
              allowDeselect={false}
              data={[...MAINTENANCE_TYPES]}
              withScrollArea={false}
              maxDropdownHeight={1000}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
        <Textarea
          label="Notes"
          description="What work will be done"
          withAsterisk
          autosize
          minRows={2}
          maxRows={8}
          {...register('notes')}
          error={errors.notes?.message}
        />
        <OpportunityCost amount={nights ? props.priceOf(nights) : 0} />
        {/* Pinned to the foot of the phone's sheet, in reach whatever the form's length (issue 43, item 7). */}
        <div className={classes.submitRow}>
          <FormSubmitButton control={control} loading={props.isSubmitting} fullWidth>
            {props.submitLabel}
          </FormSubmitButton>
        </div>
      </Stack>
    </form>
  );
}

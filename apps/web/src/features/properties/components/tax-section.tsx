import { Select, SimpleGrid, Switch, Text, TextInput } from '@mantine/core';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { BUSINESS_INDIVIDUAL, type TPropertyInfoForm } from '@harborstay/contracts';
import { NO_OPTION, textOrNoData } from '../lib/format';
import { InfoList, InfoSection } from './info-section';

type TaxSectionProps = {
  form: UseFormReturn<TPropertyInfoForm>;
  /** Masked by the server: the full number never reaches the browser. */
  recipientTin: string | null;
  tinType: string | null;
};

const toBusinessIndividual = (value: string | null) =>
  BUSINESS_INDIVIDUAL.find((option) => option === value) ?? null;

/** W-9 tax information: the TIN stays read-only and masked; business type, structure and delivery are the owner's. */
export function TaxSection({ form, recipientTin, tinType }: TaxSectionProps) {
  const { errors } = form.formState;
  return (
    <InfoSection
      title="W-9 tax information"
      intro={
        <Text c="dimmed" fz="sm" maw={760}>
          We issue a Form 1099 for annual payouts of $600 or more, using the W-9 details below. Only the last
          4 characters of your taxpayer identification number are shown; to change it, contact your account
          manager.
        </Text>
      }
    >
      <InfoList
        items={[
          { label: 'Recipient TIN', value: textOrNoData(recipientTin) },
          { label: 'TIN type', value: tinType?.trim() ? tinType : NO_OPTION },
        ]}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Controller
          control={form.control}
          name="business_individual"
          render={({ field }) => (
            <Select
              label="Business or individual"
              placeholder={NO_OPTION}
              data={[...BUSINESS_INDIVIDUAL]}
              value={field.value}
              onChange={(value) => field.onChange(toBusinessIndividual(value))}
              onBlur={field.onBlur}
              ref={field.ref}
              clearable
              error={errors.business_individual?.message}
            />
          )}
        />
        <TextInput
          label="Company structure"
          placeholder="e.g. Limited liability company"
          maxLength={51}
          error={errors.company_structure?.message}
          {...form.register('company_structure')}
        />
      </SimpleGrid>
      <Controller
        control={form.control}
        name="electronic_delivery"
        render={({ field }) => (
          <Switch
            label="Electronic delivery"
            description="Receive tax forms such as the 1099 electronically instead of by mail."
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
    </InfoSection>
  );
}

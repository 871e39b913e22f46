import { useState } from 'react';
import { Group, NumberInput, Radio, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { z } from 'zod';
import {
  messages,
  ONBOARDING_EXPERIENCES,
  PARKING_OPTIONS,
  ZOnboardingProperty,
  type TOnboardingProperty,
  type TOnboardingPropertyCreated,
  type TOnboardingPropertyInput,
} from '@harborstay/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { showFieldErrors } from '../../../shared/api/field-errors';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { FormSection } from '../../../shared/ui/form-section';
import { FormSubmitButton } from '../../../shared/ui/form-submit-button';
import { useCreateFirstProperty } from '../api/create-first-property';
import { StatusAlert } from '../../../shared/ui/status-alert';

/** Number fields hold '' while empty, which the schema answers with 'This field is required'. */
type FormValues = Omit<
  TOnboardingPropertyInput,
  'bedroom' | 'bathroom' | 'max_occupancy' | 'pet_friendly' | 'onboarding_experience' | 'parking'
> & {
  bedroom: number | '';
  bathroom: number | '';
  max_occupancy: number | '';
  parking: string | null;
  pet_friendly: boolean | null;
  onboarding_experience: number | null;
};

const FIELDS = [
  'entity_name',
  'street_address',
  'city',
  'state',
  'postal_code',
  'country',
  'bedroom',
  'bathroom',
  'max_occupancy',
  'parking',
  'pet_friendly',
  'onboarding_experience',
] as const;

const EMPTY: FormValues = {
  entity_name: '',
  street_address: '',
  city: '',
  state: '',
  postal_code: '',
  country: 'United States',
  bedroom: '',
  bathroom: '',
  max_occupancy: '',
  parking: null,
  pet_friendly: null,
  onboarding_experience: null,
};

/** Onboarding step 2: the facts an owner knows of the first property. */
export function FirstPropertyForm({
  onCreated,
}: {
  onCreated: (property: TOnboardingPropertyCreated) => void;
}) {
  const createProperty = useCreateFirstProperty();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm({
    // The form holds '' and null for fields not filled in yet, which the schema answers with
    // 'This field is required': its input type is wider than the schema's, hence the cast.
    schema: ZOnboardingProperty as unknown as z.ZodType<TOnboardingProperty, FormValues>,
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = form.formState;

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onCreated(await createProperty.mutateAsync(values));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        showFieldErrors(form.setError, error, FIELDS);
        const [general] = error.fieldErrors('non_field_errors');
        setFailure(general ?? messages.profileSaveFailed);
        return;
      }
      if (!(error instanceof ApiError)) console.error('First property not saved', error);
      setFailure(messages.profileSaveFailed);
    }
  });

  const text = (
    name: (typeof FIELDS)[number] & keyof FormValues,
    label: string,
    maxLength: number,
    autoComplete: string,
  ) => (
    <TextInput
      label={label}
      required
      autoComplete={autoComplete}
      maxLength={maxLength + 1}
      error={errors[name]?.message}
      {...form.register(name)}
    />
  );

  const number = (
    name: 'bedroom' | 'bathroom' | 'max_occupancy',
    label: string,
    options: { min: number; step: number },
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberInput
          label={label}
          required
          min={options.min}
          max={50}
          step={options.step}
          decimalScale={options.step < 1 ? 1 : 0}
          allowNegative={false}
          name={field.name}
          ref={field.ref}
          value={field.value}
          onBlur={field.onBlur}
          onChange={(value) =>
            field.onChange(typeof value === 'number' ? value : value === '' ? '' : Number(value))
          }
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Your first property">
      <Stack gap="lg">
        {failure && <StatusAlert type="error">{failure}</StatusAlert>}
        <FormSection title="The property">
          {text('entity_name', 'Property name', 120, 'off')}
          {text('street_address', 'Street address', 200, 'address-line1')}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('city', 'City', 100, 'address-level2')}
            {text('state', 'State', 50, 'address-level1')}
            {text('postal_code', 'Postal code', 20, 'postal-code')}
            {text('country', 'Country', 60, 'country-name')}
          </SimpleGrid>
        </FormSection>
        <FormSection title="Rooms and guests">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {number('bedroom', 'Bedrooms', { min: 0, step: 1 })}
            {number('bathroom', 'Bathrooms', { min: 0, step: 0.5 })}
            {number('max_occupancy', 'Maximum occupancy', { min: 1, step: 1 })}
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="parking"
              render={({ field }) => (
                <Select
                  label="Parking"
                  required
                  placeholder="Choose one"
                  data={PARKING_OPTIONS}
                  name={field.name}
                  ref={field.ref}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(value) => field.onChange(value)}
                  error={errors.parking?.message}
                  allowDeselect={false}
                />
              )}
            />
            <Controller
              control={form.control}
              name="pet_friendly"
              render={({ field }) => (
                <Radio.Group
                  label="Pets allowed"
                  withAsterisk
                  value={field.value === null ? null : String(field.value)}
                  onChange={(value) => field.onChange(value === 'true')}
                  error={errors.pet_friendly?.message}
                >
                  <Group mt={8}>
                    <Radio value="true" label="Yes" onBlur={field.onBlur} ref={field.ref} />
                    <Radio value="false" label="No" onBlur={field.onBlur} />
                  </Group>
                </Radio.Group>
              )}
            />
          </SimpleGrid>
        </FormSection>
        <FormSection title="Your experience">
          <Controller
            control={form.control}
            name="onboarding_experience"
            render={({ field }) => (
              <Radio.Group
                label="How is the property rented today?"
                withAsterisk
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                error={errors.onboarding_experience?.message}
              >
                <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="sm">
                  {ONBOARDING_EXPERIENCES.map((label, index) => (
                    <Radio
                      key={label}
                      value={String(index + 1)}
                      label={label}
                      onBlur={field.onBlur}
                      ref={index === 0 ? field.ref : undefined}
                    />
                  ))}
                </SimpleGrid>
              </Radio.Group>
            )}
          />
        </FormSection>
        <Group justify="flex-end">
          <FormSubmitButton control={form.control} loading={isSubmitting}>
            Save and continue
          </FormSubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

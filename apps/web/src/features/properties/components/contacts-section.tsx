import type { ReactNode } from 'react';
import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import type { TPropertyInfoForm } from '@harborstay/contracts';
import { InfoSection } from './info-section';

type Form = UseFormReturn<TPropertyInfoForm>;
type TextField = Exclude<keyof TPropertyInfoForm, 'business_individual' | 'electronic_delivery'>;

/** Input limits one above each rule, so that the rule's message can show (as on the profile page). */
const NAME_MAX_INPUT = 26;
const EMAIL_MAX_INPUT = 51;
const PHONE_PLACEHOLDER = '+1 and 10 digits, e.g. +19705550123';

function Field({
  form,
  name,
  label,
  kind,
}: {
  form: Form;
  name: TextField;
  label: string;
  kind: 'name' | 'email' | 'phone';
}) {
  const error = form.formState.errors[name]?.message;
  return (
    <TextInput
      label={label}
      type={kind === 'email' ? 'email' : kind === 'phone' ? 'tel' : 'text'}
      autoComplete="off"
      maxLength={kind === 'name' ? NAME_MAX_INPUT : kind === 'email' ? EMAIL_MAX_INPUT : 20}
      placeholder={kind === 'phone' ? PHONE_PLACEHOLDER : undefined}
      error={error}
      {...form.register(name)}
    />
  );
}

/** One contact's fields, grouped so that each "Phone" is announced with its contact's name. */
function ContactGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Fieldset
      legend={title}
      variant="unstyled"
      styles={{ legend: { fontWeight: 700, color: 'var(--mantine-color-harbor-9)', marginBottom: 8 } }}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="sm">
        {children}
      </SimpleGrid>
    </Fieldset>
  );
}

/** The property's contacts: the people the provider calls about the property. All optional. */
export function ContactsSection({ form }: { form: Form }) {
  return (
    <InfoSection
      title="Property contacts"
      intro={
        <Text c="dimmed" fz="sm">
          Who we contact about this property. Phone numbers are +1 followed by 10 digits.
        </Text>
      }
    >
      <ContactGroup title="Primary contact">
        <Field form={form} name="primary_email" label="Email" kind="email" />
        <Field form={form} name="phone" label="Phone" kind="phone" />
      </ContactGroup>
      <ContactGroup title="Secondary contact">
        <Field form={form} name="secondary_contact_first_name" label="First name" kind="name" />
        <Field form={form} name="secondary_contact_last_name" label="Last name" kind="name" />
        <Field form={form} name="secondary_phone" label="Phone" kind="phone" />
        <Field form={form} name="secondary_email" label="Email" kind="email" />
      </ContactGroup>
      <ContactGroup title="Third contact">
        <Field form={form} name="third_contact_first_name" label="First name" kind="name" />
        <Field form={form} name="third_contact_last_name" label="Last name" kind="name" />
        <Field form={form} name="third_phone" label="Phone" kind="phone" />
        <Field form={form} name="third_email" label="Email" kind="email" />
      </ContactGroup>
    </InfoSection>
  );
}

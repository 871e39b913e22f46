import { Box, Group, LoadingOverlay, Stack, Text } from '@mantine/core';
import {
  ALERT_MS,
  messages,
  OWNER_EDITABLE_FIELDS,
  ZPropertyInfoForm,
  type TPropertyInfo,
  type TPropertyInfoForm,
} from '@harborstay/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { showFieldErrors } from '../../../shared/api/field-errors';
import { useZodForm } from '../../../shared/forms/use-zod-form';
import { FormSubmitButton } from '../../../shared/ui/form-submit-button';
import { useTimedMessage } from '../../../shared/ui/use-timed-message';
import { useUpdatePropertyInfo } from '../api/update-property-info';
import { ContactsSection } from './contacts-section';
import { PropertyFacts } from './property-facts';
import { StatusAlert } from '../../../shared/ui/status-alert';
import { TaxSection } from './tax-section';

/** The form holds text for every text field: a missing value is an empty box. */
export function toFormValues(property: TPropertyInfo): TPropertyInfoForm {
  return {
    primary_email: property.primary_email ?? '',
    phone: property.phone ?? '',
    secondary_contact_first_name: property.secondary_contact_first_name ?? '',
    secondary_contact_last_name: property.secondary_contact_last_name ?? '',
    secondary_phone: property.secondary_phone ?? '',
    secondary_email: property.secondary_email ?? '',
    third_contact_first_name: property.third_contact_first_name ?? '',
    third_contact_last_name: property.third_contact_last_name ?? '',
    third_phone: property.third_phone ?? '',
    third_email: property.third_email ?? '',
    company_structure: property.company_structure ?? '',
    business_individual: property.business_individual,
    electronic_delivery: property.electronic_delivery,
  };
}

type SaveAlert = { isSuccess: boolean; message: string };

/**
 * The Property Info page's sections with the few fields an owner may change (spec sections 2,
 * 5 and 6). Save is disabled while any field shows an error; saving shows a loader, then scrolls to
 * the top where the alert tells how it went.
 */
export function PropertyInfoForm({ property }: { property: TPropertyInfo }) {
  const updateMutation = useUpdatePropertyInfo();
  const alert = useTimedMessage<SaveAlert>(ALERT_MS.propertyUpdate);
  const form = useZodForm({ schema: ZPropertyInfoForm, defaultValues: toFormValues(property) });

  const handleSubmit = form.handleSubmit(async (values) => {
    alert.clear();
    try {
      const saved = await updateMutation.mutateAsync({ id: property.id, ...values });
      form.reset(toFormValues(saved));
      alert.show({ isSuccess: true, message: messages.propertyUpdated });
    } catch (error) {
      if (!(error instanceof ApiError)) console.error('Saving the property failed', error);
      if (error instanceof ApiError) showFieldErrors(form.setError, error, OWNER_EDITABLE_FIELDS);
      alert.show({
        isSuccess: false,
        message: error instanceof ApiError ? error.message : messages.profileSaveFailed,
      });
    }
    window.scrollTo({ top: 0, behavior: 'smooth' });
  });

  return (
    <Box component="form" onSubmit={handleSubmit} noValidate aria-label="Property information" pos="relative">
      <LoadingOverlay visible={updateMutation.isPending} zIndex={100} overlayProps={{ blur: 1 }} />
      <Stack gap="lg">
        {alert.message && (
          <StatusAlert type={alert.message.isSuccess ? 'success' : 'error'}>
            {alert.message.message}
          </StatusAlert>
        )}
        <PropertyFacts property={property} />
        <TaxSection form={form} recipientTin={property.recipient_tin} tinType={property.recipient_tin_type} />
        <ContactsSection form={form} />
        <Group justify="space-between" gap="sm">
          <Text c="dimmed" fz="sm" maw={520}>
            You can change the contacts, business type, company structure and electronic delivery. Anything
            else changes through your account manager.
          </Text>
          <FormSubmitButton control={form.control} loading={updateMutation.isPending}>
            Save Changes
          </FormSubmitButton>
        </Group>
      </Stack>
    </Box>
  );
}

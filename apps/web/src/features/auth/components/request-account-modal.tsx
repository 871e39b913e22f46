import { useEffect, useRef, useState } from 'react';
import { Button, Modal, SimpleGrid, Stack, Text, Textarea, TextInput, ThemeIcon } from '@mantine/core';
import { useMounted } from '@mantine/hooks';
import { IconMailForward } from '@tabler/icons-react';
import {
  ACCOUNT_REQUEST_INPUT_MAX_LENGTH,
  messages,
  ZOwnerAccountRequest,
  type TOwnerAccountRequest,
} from '@harborstay/contracts';
import { ApiError } from '../../../shared/api/api-client';
import { showFieldErrors } from '../../../shared/api/field-errors';
import { useZodForm } from '../../../shared/forms/use-zod-form';
// Opened from the sign-in page, which loads only its own components' styles (decision 0055).
import '../../../shared/ui/mantine-styles';
import { useBrandName } from '../../../shared/site-config';
import { FormSubmitButton } from '../../../shared/ui/form-submit-button';
import { useRequestOwnerAccount } from '../api/request-owner-account';
import { AuthAlert } from './auth-alert';

const FIELDS = ['first_name', 'last_name', 'email', 'phone', 'property_address', 'message'] as const;

const EMPTY_REQUEST: TOwnerAccountRequest = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  property_address: '',
  message: '',
};

/**
 * 'Request Owner Account' of the sign-in page: a prospective owner's details and property, sent to
 * the operations team (contract, "Owners and properties"). The answer is the same whatever the
 * e-mail, so the dialog only ever confirms that the request arrived.
 */
export function RequestAccountModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const brandName = useBrandName();
  const accountRequest = useRequestOwnerAccount();
  // Held here rather than in the dialog's content, which unmounts on close: a dialog closed by
  // mistake (Escape, a click beside it) opens again as it was left.
  const form = useZodForm({ schema: ZOwnerAccountRequest, defaultValues: EMPTY_REQUEST });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const confirmationRef = useRef<HTMLParagraphElement>(null);
  const { errors } = form.formState;
  // The sign-in page mounts this dialog when it is first asked for, already open; Mantine notes
  // where the focus was (to give it back on close) only when `opened` changes, so it opens one
  // render after mounting.
  const isMounted = useMounted();

  // The form the focus was in is gone: the confirmation takes it, so that it is read out.
  useEffect(() => {
    if (confirmation) confirmationRef.current?.focus();
  }, [confirmation]);

  const handleSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const answer = await accountRequest.call(values);
      setConfirmation(answer.detail);
    } catch (error) {
      if (error instanceof ApiError && error.status === 400 && showFieldErrors(form.setError, error, FIELDS))
        return;
      // Too many requests says when to try again; anything else is the portal's processing error.
      if (error instanceof ApiError && error.status === 429) {
        setFailure(error.message);
        return;
      }
      if (!(error instanceof ApiError)) console.error('Owner account request failed', error);
      setFailure(messages.requestFailed);
    }
  });

  return (
    <Modal
      opened={opened && isMounted}
      onClose={onClose}
      title="Request an owner account"
      centered
      radius="lg"
      size="lg"
    >
      {confirmation ? (
        <Stack gap="md" data-testid="account-request-sent">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconMailForward size={26} />
          </ThemeIcon>
          <Text ref={confirmationRef} tabIndex={-1} fw={500}>
            {confirmation}
          </Text>
          <Button onClick={onClose} variant="light" fullWidth>
            Back to sign in
          </Button>
        </Stack>
      ) : (
        <form onSubmit={handleSubmit} noValidate aria-label="Owner account request">
          <Stack gap="md">
            <Text>
              Tell us about yourself and your property. The {brandName} team will be in touch, and opens your
              owner account once your management agreement is signed.
            </Text>
            {failure && <AuthAlert testId="account-request-alert">{failure}</AuthAlert>}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="First name"
                required
                autoComplete="given-name"
                maxLength={ACCOUNT_REQUEST_INPUT_MAX_LENGTH.name}
                error={errors.first_name?.message}
                {...form.register('first_name')}
              />
              <TextInput
                label="Last name"
                required
                autoComplete="family-name"
                maxLength={ACCOUNT_REQUEST_INPUT_MAX_LENGTH.name}
                error={errors.last_name?.message}
                {...form.register('last_name')}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label="Email"
                type="email"
                required
                autoComplete="email"
                placeholder="you@example.com"
                maxLength={ACCOUNT_REQUEST_INPUT_MAX_LENGTH.email}
                error={errors.email?.message}
                {...form.register('email')}
              />
              <TextInput
                label="Phone"
                type="tel"
                required
                autoComplete="tel"
                placeholder="+13035550142"
                description="A plus sign, then 10 to 20 digits"
                maxLength={ACCOUNT_REQUEST_INPUT_MAX_LENGTH.phone}
                error={errors.phone?.message}
                {...form.register('phone')}
              />
            </SimpleGrid>
            <TextInput
              label="Property address"
              required
              autoComplete="off"
              placeholder="Street, city, state and ZIP code"
              maxLength={ACCOUNT_REQUEST_INPUT_MAX_LENGTH.propertyAddress}
              error={errors.property_address?.message}
              {...form.register('property_address')}
            />
            <Textarea
              label="Message"
              description="Optional: anything we should know about you or the property"
              autosize
              minRows={3}
              maxRows={8}
              maxLength={ACCOUNT_REQUEST_INPUT_MAX_LENGTH.message}
              error={errors.message?.message}
              {...form.register('message')}
            />
            <FormSubmitButton control={form.control} loading={accountRequest.isPending} fullWidth>
              Send request
            </FormSubmitButton>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

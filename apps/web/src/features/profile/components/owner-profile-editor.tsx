import { Center, Loader } from '@mantine/core';
import { messages } from '@harborstay/contracts';
import { useSession } from '../../../shared/session/session-store';
import { StatusAlert } from '../../../shared/ui/status-alert';
import { useOwnerProfile } from '../api/owner-profile';
import { OwnerProfileForm, type OwnerProfileFormProps } from './owner-profile-form';

/**
 * The signed-in owner's profile form, once the profile has loaded (/profile and onboarding
 * step 1). A failed load says so above a form that starts from the user's names and e-mail.
 */
export function OwnerProfileEditor(
  props: Pick<OwnerProfileFormProps, 'withPassword' | 'submitLabel' | 'onSaved'>,
) {
  const session = useSession();
  const profile = useOwnerProfile();

  if (profile.isPending || !session) {
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading your profile" />
      </Center>
    );
  }
  return (
    <OwnerProfileForm
      {...props}
      profile={profile.data ?? null}
      user={session.user}
      notice={profile.isError && <StatusAlert type="error">{messages.profileFetchFailed}</StatusAlert>}
    />
  );
}

import { useEffect } from 'react';
import { Box } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { ALERT_MS } from '@harborstay/contracts';
import { StatusAlert } from '../../../shared/ui/status-alert';
import { useTimedMessage } from '../../../shared/ui/use-timed-message';

/**
 * What a page passes to the sign-in page: the text to show there, such as the reset's success
 * text, and the e-mail of the account whose password was just chosen, to fill in.
 */
export type LoginNoticeState = { notice: string; email?: string };

function noticeOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  return typeof state.notice === 'string' ? state.notice : undefined;
}

/** The e-mail a finished reset or invitation hands to the sign-in page, if any. */
export function noticeEmailOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('email' in state)) return undefined;
  return typeof state.email === 'string' ? state.email : undefined;
}

/**
 * The success text a finished password reset hands to the sign-in page: shown for 5 s (spec
 * section 9), and taken out of the history entry so that a reload does not show it again.
 */
export function PasswordResetNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const { message, show } = useTimedMessage<string>(ALERT_MS.password);
  const notice = noticeOf(location.state);

  useEffect(() => {
    if (!notice) return;
    show(notice);
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [notice, show, navigate, location.pathname, location.search]);

  if (!message) return null;
  return (
    <Box mb="md">
      <StatusAlert type="success" testId="login-notice">
        {message}
      </StatusAlert>
    </Box>
  );
}

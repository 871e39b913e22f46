import { ZBadRequest, ZDetailError } from '../errors';
import { defineEndpoint } from '../endpoint';
import { notificationRoutes } from '../routes';
import { ZNotificationSettings, ZUnsubscribeAnswer, ZUnsubscribeParams } from '../notifications';

/** The e-mails an owner wants, and the one-click unsubscribe address each of them carries (RFC 8058). */
export const notificationEndpoints = {
  get: defineEndpoint({
    ...notificationRoutes.get,
    auth: 'owner',
    tag: 'notifications',
    summary: 'The e-mails the caller wants (every one true until changed)',
    responses: { 200: ZNotificationSettings },
  }),
  put: defineEndpoint({
    ...notificationRoutes.put,
    auth: 'owner',
    tag: 'notifications',
    summary: 'Turn each of the e-mails the caller gets on or off',
    body: ZNotificationSettings,
    responses: { 200: ZNotificationSettings, 400: ZBadRequest },
  }),
  unsubscribe: defineEndpoint({
    ...notificationRoutes.unsubscribe,
    auth: 'public',
    tag: 'notifications',
    summary: 'Turn off the one notification a signed unsubscribe address names',
    description:
      "The address of every notification e-mail's List-Unsubscribe header (with List-Unsubscribe-Post: " +
      'List-Unsubscribe=One-Click, RFC 8058): a mail client POSTs List-Unsubscribe=One-Click to it, the ' +
      'unsubscribe page POSTs with no body. No session: the signature is the permission. Repeating it ' +
      'changes nothing. A GET of the same address answers 303 to the page, whose button does this POST, ' +
      'since mail scanners follow links. A token that is not signed answers 404.',
    params: ZUnsubscribeParams,
    responses: { 200: ZUnsubscribeAnswer, 400: ZBadRequest, 404: ZDetailError },
  }),
};

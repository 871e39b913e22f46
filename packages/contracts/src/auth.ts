import { z } from 'zod';
import { messages } from './messages';

/** The e-mail is matched case-insensitively; the sign-in form lowercases it before sending. */
export const ZLoginRequest = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, messages.required)
    .max(254)
    .pipe(z.email(messages.invalidEmail)),
  password: z.string().min(1, messages.required).max(256),
  remember: z.boolean().optional().default(false),
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

export const ZUser = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type TUser = z.infer<typeof ZUser>;

export const ZLoginResponse = z.object({ key: z.string(), user: ZUser });
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** The sign-in form: the same fields as the wire, with the form's own messages. */
export const ZLoginForm = z.object({
  email: z.string().trim().min(1, messages.required).pipe(z.email(messages.invalidEmail)),
  password: z.string().min(1, messages.required),
  remember: z.boolean(),
});
export type TLoginForm = z.infer<typeof ZLoginForm>;

import { z } from 'zod';

/** Validation errors: field name to a list of messages; errors of no field under non_field_errors. */
export const ZValidationError = z.record(z.string(), z.array(z.string()));
export type TValidationError = z.infer<typeof ZValidationError>;

export const ZDetailError = z.object({ detail: z.string() });
export type TDetailError = z.infer<typeof ZDetailError>;

export const ZHealth = z.object({ status: z.literal('ok') });
export const ZOk = z.object({ detail: z.string() });

/** The help and chat widgets of spec section 1: which ones the server is configured with. */
export const WIDGET_KINDS = ['help', 'chat'] as const;
export type TWidgetKind = (typeof WIDGET_KINDS)[number];
export const ZSupportWidget = z.object({
  kind: z.enum(WIDGET_KINDS),
  script_url: z.string(),
  /** The provider's public key of this portal, handed to the widget script; null when none. */
  key: z.string().nullable(),
});
export type TSupportWidget = z.infer<typeof ZSupportWidget>;

/** What the public web app needs to know of the server's configuration. */
export const ZSiteConfig = z.object({ brand_name: z.string(), widgets: z.array(ZSupportWidget) });
export type TSiteConfig = z.infer<typeof ZSiteConfig>;

/** A 400: field messages, or a plain detail for a request that could not be read at all. */
export const ZBadRequest = z.union([ZValidationError, ZDetailError]);

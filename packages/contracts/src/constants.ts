/** Product names of the contract (guides/contract.md). */
export const PRODUCT_SLUG = 'harborstay';
export const DEFAULT_BRAND_NAME = 'Harborstay';
export const STORAGE_USER_KEY = `${PRODUCT_SLUG}_user`;
export const STORAGE_PROPERTY_KEY = 'property_id';

/** Alert display durations in milliseconds (spec section 9). */
export const ALERT_MS = {
  login: 3000,
  profile: 3000,
  propertyUpdate: 3000,
  password: 5000,
  uploadError: 5000,
  uploadComplete: 4000,
  reservation: 15000,
} as const;

/** The narrow layout starts under this width (spec section 9). */
export const NARROW_LAYOUT_PX = 1200;

/** Largest id a PostgreSQL integer holds: a bigger one can name no row. */
export const MAX_SERIAL_ID = 2_147_483_647;

/** A row id as a path spells it: decimal digits only, ten at most. */
export const PATH_ID_PATTERN = /^\d{1,10}$/;

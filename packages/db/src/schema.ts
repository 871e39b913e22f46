import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Everyone who signs in. The e-mail is stored lowercased and is the username. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    firstName: varchar('first_name', { length: 50 }).notNull().default(''),
    lastName: varchar('last_name', { length: 50 }).notNull().default(''),
    passwordHash: text('password_hash'),
    isActive: boolean('is_active').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** The company's own id of the owner (provider API `owners/{external_id}`), unique when set. */
    externalId: varchar('external_id', { length: 80 }),
    /** The phone the company holds for the owner (provider API); copied to the profile's when there is one. */
    phone: varchar('phone', { length: 21 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_external_id_key')
      .on(t.externalId)
      .where(sql`${t.externalId} is not null`),
    check('users_email_lowercase', sql`${t.email} = lower(${t.email})`),
  ],
);

/** Sign-in tokens: only the SHA-256 of the token is kept, never the token itself. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    isRemembered: boolean('is_remembered').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/** Password reset links: single use, expiring, hashed like sign-in tokens. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** 'reset' (an hour) or 'invitation' (7 days, to a new account with no password yet). */
    purpose: varchar('purpose', { length: 12 }).notNull().default('reset'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash),
    check('password_reset_tokens_purpose', sql`${t.purpose} in ('reset', 'invitation')`),
  ],
);

/** A changed primary e-mail waits here until the link sent to the new address is followed. */
export const emailChangeRequests = pgTable(
  'email_change_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: varchar('new_email', { length: 254 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('email_change_requests_hash_key').on(t.tokenHash)],
);

/** The owner profile of spec section 3. */
export const ownerProfiles = pgTable('owner_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: varchar('first_name', { length: 50 }).notNull(),
  lastName: varchar('last_name', { length: 50 }).notNull(),
  primaryEmail: varchar('primary_email', { length: 254 }).notNull(),
  secondaryEmail: varchar('secondary_email', { length: 254 }),
  address: varchar('address', { length: 256 }).notNull().default(''),
  phone: varchar('phone', { length: 21 }).notNull(),
  /** Path of the resized photo under the uploads folder. */
  picturePath: text('picture_path'),
  active: boolean('active').notNull().default(true),
  accountId: integer('account_id').notNull().default(1),
  createdAt: createdAt(),
});

/** A property with every field of spec section 3. Money in integer cents. */
export const properties = pgTable(
  'properties',
  {
    id: serial('id').primaryKey(),
    entityName: varchar('entity_name', { length: 120 }).notNull(),
    streetAddress: varchar('street_address', { length: 200 }).notNull(),
    city: varchar('city', { length: 100 }).notNull().default(''),
    state: varchar('state', { length: 50 }).notNull().default(''),
    postalCode: varchar('postal_code', { length: 20 }).notNull().default(''),
    country: varchar('country', { length: 60 }).notNull().default('United States'),
    /** IANA time zone: "today" for this property's calendar is computed in it. */
    timeZone: varchar('time_zone', { length: 64 }).notNull().default('America/Denver'),
    harborstayServices: boolean('harborstay_services').notNull().default(false),
    status: varchar('status', { length: 20 }).notNull().default('in progress'),
    onboardingExperience: smallint('onboarding_experience'),
    bedroom: smallint('bedroom'),
    bathroom: varchar('bathroom', { length: 10 }),
    maxOccupancy: smallint('max_occupancy'),
    parking: text('parking'),
    garage: text('garage'),
    cameras: text('cameras'),
    petFriendly: varchar('pet_friendly', { length: 10 }),
    accountManager: varchar('account_manager', { length: 100 }),
    typeAc: text('type_ac'),
    pestControl: text('pest_control'),
    fireplaceInspections: text('fireplace_inspections'),
    trashCompany: text('trash_company'),
    trashBins: text('trash_bins'),
    trashDay: text('trash_day'),
    bearProofBins: text('bear_proof_bins'),
    recycling: text('recycling'),
    internetCompany: text('internet_company'),
    wifiNetwork: text('wifi_network'),
    wifiPassword: text('wifi_password'),
    cableTv: text('cable_tv'),
    snowRemoval: text('snow_removal'),
    lawnCare: text('lawn_care'),
    sprinkles: text('sprinkles'),
    acFurnaceInspections: text('ac_furnace_inspections'),
    /** Management fee in basis points of revenue (2000 = 20%). */
    managementFeeBps: integer('management_fee_bps'),
    stockingFeeCents: integer('stocking_fee_cents'),
    cleaningFeeCents: integer('cleaning_fee_cents'),
    reservationsBeforeManFee: integer('reservations_before_man_fee'),
    ownership: text('ownership'),
    dba: text('dba'),
    bankName: text('bank_name'),
    routingNumber: varchar('routing_number', { length: 20 }),
    accountNumber: varchar('account_number', { length: 34 }),
    businessIndividual: varchar('business_individual', { length: 20 }),
    companyStructure: varchar('company_structure', { length: 50 }),
    recipientTin: varchar('recipient_tin', { length: 9 }),
    recipientTinType: varchar('recipient_tin_type', { length: 10 }),
    initialSigningDate: date('initial_signing_date', { mode: 'string' }),
    electronicDelivery: boolean('electronic_delivery').notNull().default(true),
    ownerFirstName: varchar('owner_first_name', { length: 50 }),
    ownerLastName: varchar('owner_last_name', { length: 50 }),
    primaryEmail: varchar('primary_email', { length: 50 }),
    phone: varchar('phone', { length: 21 }),
    secondaryContactFirstName: varchar('secondary_contact_first_name', { length: 25 }),
    secondaryContactLastName: varchar('secondary_contact_last_name', { length: 25 }),
    secondaryPhone: varchar('secondary_phone', { length: 12 }),
    secondaryEmail: varchar('secondary_email', { length: 50 }),
    thirdContactFirstName: varchar('third_contact_first_name', { length: 25 }),
    thirdContactLastName: varchar('third_contact_last_name', { length: 25 }),
    thirdPhone: varchar('third_phone', { length: 12 }),
    thirdEmail: varchar('third_email', { length: 50 }),
    /** The channel manager's and the care system's ids of the property (the connectors link them). */
    guestyListingId: varchar('guesty_listing_id', { length: 40 }),
    breezewayPropertyId: varchar('breezeway_property_id', { length: 40 }),
    /** The company's own id of the property (provider API `listings/{external_id}`), unique when set. */
    externalId: varchar('external_id', { length: 80 }),
    /**
     * When the company offboarded it (provider API DELETE of its listing): its owners still read its
     * history, and no new stay or block can be booked on it.
     */
    offboardedAt: timestamp('offboarded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('properties_status', sql`${t.status} in ('in progress', 'completed')`),
    uniqueIndex('properties_external_id_key')
      .on(t.externalId)
      .where(sql`${t.externalId} is not null`),
  ],
);

/** Co-ownership: several owners per property, several properties per owner. */
export const propertyOwners = pgTable(
  'property_owners',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.userId] }), index('property_owners_user_idx').on(t.userId)],
);

/**
 * Guest bookings, owner stays and maintenance blocks. Every kind holds the nights
 * [start_date, end_date): the end date is the check-out day, free for the next check-in.
 * The exclusion constraint over those nights lives in the SQL migration.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 20 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    arrival: time('arrival'),
    guestsCount: smallint('guests_count'),
    reservationFor: varchar('reservation_for', { length: 20 }),
    notes: text('notes'),
    guestFirstName: varchar('guest_first_name', { length: 50 }),
    guestLastName: varchar('guest_last_name', { length: 50 }),
    guestEmail: varchar('guest_email', { length: 254 }),
    guestPhone: varchar('guest_phone', { length: 21 }),
    platform: varchar('platform', { length: 40 }),
    confirmationCode: varchar('confirmation_code', { length: 40 }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    typeOfMaintenance: varchar('type_of_maintenance', { length: 60 }),
    revenueCents: integer('revenue_cents').notNull().default(0),
    cleaningCostCents: integer('cleaning_cost_cents').notNull().default(0),
    managementFeeCents: integer('management_fee_cents').notNull().default(0),
    netIncomeCents: integer('net_income_cents').notNull().default(0),
    opportunityCostCents: integer('opportunity_cost_cents').notNull().default(0),
    needOfClean: boolean('need_of_clean').notNull().default(false),
    /**
     * Whether the company's system has the newest event of this owner stay or block (decision
     * 0046): 'pending' from the write until its webhook is answered 2xx, then 'sent'; null when no
     * receiver was configured, and always for guest bookings.
     */
    deliveryState: varchar('delivery_state', { length: 10 }),
    /** The `webhook-id` of that newest event: only its own delivery marks the row sent. */
    deliveryWebhookId: varchar('delivery_webhook_id', { length: 40 }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The company's own id of a guest booking (the channel manager's reservation id, Guesty's in the
     * spec), unique per property: what the provider API replaces by, and the report's Reservation ID.
     */
    externalId: varchar('external_id', { length: 80 }),
    /** The company's `updated_at` of the stored version: an older one changes nothing. */
    sourceUpdatedAt: timestamp('source_updated_at', { withTimezone: true }),
    /**
     * How often what the calendar feed shows of it has changed: the feed's SEQUENCE. A trigger of
     * migration 0023 counts it on every write path; a value written here is ignored.
     */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    index('reservations_property_dates_idx').on(t.propertyId, t.startDate),
    uniqueIndex('reservations_external_id_key')
      .on(t.propertyId, t.externalId)
      .where(sql`${t.externalId} is not null`),
    // "Actively reserved" asks for a standing guest stay ending after today: one probe per property.
    index('reservations_standing_guest_end_idx')
      .on(t.propertyId, t.endDate)
      .where(sql`${t.kind} = 'guest' and ${t.status} in ('confirmed', 'in progress', 'unavailable')`),
    // The reservations report's covering partial index, reservations_reported_stays_idx, is in
    // migration 0005 (hand-written: drizzle cannot say INCLUDE).
    // The dashboard's new reservations: standing guest bookings by the instant they were booked.
    index('reservations_standing_guest_booked_idx')
      .on(t.propertyId, sql`coalesce(${t.confirmedAt}, ${t.createdAt})`)
      .where(sql`${t.kind} = 'guest' and ${t.status} in ('confirmed', 'in progress', 'unavailable')`),
    check('reservations_kind', sql`${t.kind} in ('guest', 'owner', 'maintenance')`),
    check(
      'reservations_status',
      sql`${t.status} in ('confirmed', 'in progress', 'canceled', 'unavailable', 'available')`,
    ),
    check('reservations_dates', sql`${t.endDate} > ${t.startDate}`),
    check('reservations_delivery_state', sql`${t.deliveryState} in ('pending', 'sent')`),
  ],
);

/** Nightly prices; a block reference marks the night unavailable (bd: By Default, an: Advance Notice). */
export const calendarPrices = pgTable(
  'calendar_prices',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    priceCents: integer('price_cents').notNull(),
    blockRef: varchar('block_ref', { length: 2 }),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.date] }),
    check('calendar_prices_block_ref', sql`${t.blockRef} is null or ${t.blockRef} in ('bd', 'an')`),
  ],
);

/**
 * The owner's figures of one property and calendar month, kept by the database itself: triggers on
 * `reservations`, `calendar_prices` and `care_tasks` (and a property's change of time zone)
 * recompute the months each statement touched (migrations 0003 and 0021, decisions 0028 and
 * 0054). Money counts in the month of the check-in; nights are classed once each, guest over owner
 * over block, like `countNights` in the domain, which defines them. The columns the dashboard and
 * the financials read are also in `property_month_figures_read_idx` (migration 0022, raw SQL:
 * drizzle has no INCLUDE), so that they read a property's months from the index alone.
 */
export const propertyMonthFigures = pgTable(
  'property_month_figures',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The first day of the month. */
    month: date('month', { mode: 'string' }).notNull(),
    /** Standing guest stays that check in this month, and all their nights (for the nightly rate). */
    checkIns: integer('check_ins').notNull(),
    checkInNights: integer('check_in_nights').notNull(),
    revenueCents: bigint('revenue_cents', { mode: 'number' }).notNull(),
    netIncomeCents: bigint('net_income_cents', { mode: 'number' }).notNull(),
    /** The month's own nights by their one use. */
    guestNights: smallint('guest_nights').notNull(),
    ownerNights: smallint('owner_nights').notNull(),
    blockNights: smallint('block_nights').notNull(),
    /** The management fee of the guest stays that check in this month (the report's totals). */
    managementFeeCents: bigint('management_fee_cents', { mode: 'number' }).notNull().default(0),
    /** Standing owner stays that check in this month, and all their nights (the report's totals). */
    ownerCheckIns: integer('owner_check_ins').notNull().default(0),
    ownerCheckInNights: integer('owner_check_in_nights').notNull().default(0),
    /** Standing guest bookings made this month, in the property's time zone (the dashboard's "new"). */
    newReservations: integer('new_reservations').notNull().default(0),
    /** Care tasks finished this month, in the property's time zone. */
    completedTasks: integer('completed_tasks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.month] })],
);

/**
 * The booking pace's roll-up (migration 0021): the nights of `month` that standing guest stays
 * booked on `booked_on` (the day of their confirmation, or creation, in the property's time zone)
 * hold. The guest nights of a month booked by a day are the sum of its rows up to that day: a few
 * rows a month, whatever the years of history.
 */
export const propertyBookingPace = pgTable(
  'property_booking_pace',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    guestNights: integer('guest_nights').notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.month, t.bookedOn] })],
);

/**
 * Net income of a property's twelve months of a year (January first), kept with the months by
 * `refresh_property_month_figures` (migration 0026): the dashboard reads a property's two years as
 * two rows, not as 24 month rows scattered over as many pages.
 */
export const propertyYearFigures = pgTable(
  'property_year_figures',
  {
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    /** The first day of the year. */
    year: date('year', { mode: 'string' }).notNull(),
    netIncomeCentsByMonth: bigint('net_income_cents_by_month', { mode: 'number' }).array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.propertyId, t.year] })],
);

/**
 * Net income of every standing guest booking of a property, past and upcoming: the sum of its
 * months, kept with them, so that reading it costs one row whatever the years of history.
 */
export const propertyFigureTotals = pgTable('property_figure_totals', {
  propertyId: integer('property_id')
    .primaryKey()
    .references(() => properties.id, { onDelete: 'cascade' }),
  netIncomeCents: bigint('net_income_cents', { mode: 'number' }).notNull(),
});

/** Documents: the file itself lives in the uploads storage under file_path. */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    type: varchar('type', { length: 30 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    notes: text('notes'),
    filePath: text('file_path').notNull(),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('documents_property_date_idx').on(t.propertyId, t.date)],
);

/** Property care tasks with their reports. */
export const careTasks = pgTable(
  'care_tasks',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 200 }).notNull(),
    /** The care system's id of the task (the provider API's external id). */
    breezewayTaskId: varchar('breezeway_task_id', { length: 80 }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull(),
    typeTaskStatus: varchar('type_task_status', { length: 20 }).notNull(),
    /** Path of the HTML report under the uploads storage, when there is one. */
    reportPath: text('report_path'),
    /** The provider's address the report was fetched from once: the same address is not fetched again. */
    reportSourceUrl: text('report_source_url'),
    createdAt: createdAt(),
  },
  (t) => [
    index('care_tasks_property_finished_idx').on(t.propertyId, t.finishedAt),
    uniqueIndex('care_tasks_external_id_key').on(t.propertyId, t.breezewayTaskId),
    check('care_tasks_status', sql`${t.typeTaskStatus} in ('finished', 'closed')`),
  ],
);

/**
 * The durable job queue (decision 0044): work that must happen after a write (e-mails, and the
 * provider sync to come) is a row written in the write's own transaction, worked by any server
 * with `FOR UPDATE SKIP LOCKED`, retried until it succeeds or is given up as `failed`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 60 }).notNull(),
    payload: jsonb('payload').notNull(),
    /** A second job with the same key is not written: the first one stands. */
    idempotencyKey: varchar('idempotency_key', { length: 200 }),
    /** Jobs of one order key run one at a time, in the order they were written. */
    orderKey: varchar('order_key', { length: 200 }),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** While running: the worker's lease; past it, another worker takes the job again (a crash). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: varchar('locked_by', { length: 100 }),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('jobs_idempotency_key').on(t.idempotencyKey),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.status} in ('pending', 'running')`),
    index('jobs_order_key_idx')
      .on(t.orderKey, t.id)
      .where(sql`${t.status} in ('pending', 'running')`),
    check('jobs_status', sql`${t.status} in ('pending', 'running', 'done', 'failed')`),
  ],
);

/**
 * Events counted by the rate limits (decision 0008, revised): one row per counted event, so that
 * every server counts against the same budget and a restart forgets nothing.
 */
export const limitEvents = pgTable(
  'limit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: varchar('bucket', { length: 40 }).notNull(),
    key: varchar('key', { length: 400 }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('limit_events_key_idx').on(t.bucket, t.key, t.at)],
);

/** Where each e-mail signed in successfully lately: spared the e-mail's own failure ceiling. */
export const knownSignInAddresses = pgTable(
  'known_sign_in_addresses',
  {
    email: varchar('email', { length: 254 }).notNull(),
    address: varchar('address', { length: 64 }).notNull(),
    lastSignedInAt: timestamp('last_signed_in_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.address] })],
);

/** Keys of the company's systems to the provider API: only a hash is kept (decision 0047). */
export const providerKeys = pgTable(
  'provider_keys',
  {
    id: serial('id').primaryKey(),
    label: varchar('label', { length: 80 }).notNull(),
    keyHash: varchar('key_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('provider_keys_hash_key').on(t.keyHash)],
);

/** Requests of each provider key in each second: the per-key limit, shared by every server. */
export const providerKeyUsage = pgTable(
  'provider_key_usage',
  {
    keyId: integer('key_id')
      .notNull()
      .references(() => providerKeys.id, { onDelete: 'cascade' }),
    second: bigint('second', { mode: 'number' }).notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.second] })],
);

/**
 * The access token of each connector (Guesty, Breezeway), shared by every server: their token
 * calls are scarce (Guesty grants five a day, Breezeway one a minute), so a token is asked for by
 * one server and used by all until it is about to expire.
 */
export const connectorTokens = pgTable('connector_tokens', {
  connector: varchar('connector', { length: 20 }).primaryKey(),
  accessToken: text('access_token'),
  refreshToken: text('refresh_token'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  /** When a server last asked for a token: the claim that keeps the others from asking too. */
  requestedAt: timestamp('requested_at', { withTimezone: true }),
});

/** What operations see of each connector and property (integrations:status): last sync, last webhook. */
export const connectorSyncs = pgTable(
  'connector_syncs',
  {
    connector: varchar('connector', { length: 20 }).notNull(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    lastSyncAt: timestamp('last_sync_at', { withTimezone: true }),
    lastSyncSummary: text('last_sync_summary'),
    lastWebhookAt: timestamp('last_webhook_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.connector, t.propertyId] })],
);

/**
 * A connector's calls in each second, counted for every server together: Guesty limits its API
 * per key (15 a second, 120 a minute, 5,000 an hour), so each server asks here before it calls.
 */
export const connectorCallUsage = pgTable(
  'connector_call_usage',
  {
    connector: varchar('connector', { length: 20 }).notNull(),
    second: bigint('second', { mode: 'number' }).notNull(),
    requests: integer('requests').notNull(),
  },
  (t) => [primaryKey({ columns: [t.connector, t.second] })],
);

/**
 * The tokens a connector was granted, one row each: Guesty grants five per key in 24 hours, so a
 * sixth is refused here rather than asked for.
 */
export const connectorTokenGrants = pgTable(
  'connector_token_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    connector: varchar('connector', { length: 20 }).notNull(),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('connector_token_grants_idx').on(t.connector, t.askedAt)],
);

/** Webhook deliveries already taken (Svix's `svix-id`): a delivery seen before is not done again. */
export const connectorWebhookMessages = pgTable(
  'connector_webhook_messages',
  {
    connector: varchar('connector', { length: 20 }).notNull(),
    messageId: varchar('message_id', { length: 100 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.connector, t.messageId] })],
);

/**
 * What Guesty holds of each owner stay or block of a linked property, as the portal last wrote
 * it: the owner reservation's id, or the nights blocked, so that a change or a release undoes
 * exactly what was written.
 */
export const guestyPushes = pgTable('guesty_pushes', {
  reservationId: integer('reservation_id')
    .primaryKey()
    .references(() => reservations.id, { onDelete: 'cascade' }),
  listingId: varchar('listing_id', { length: 40 }).notNull(),
  guestyReservationId: varchar('guesty_reservation_id', { length: 40 }),
  startDate: date('start_date', { mode: 'string' }),
  endDate: date('end_date', { mode: 'string' }),
  pushedAt: timestamp('pushed_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The e-mails each owner wants (contract, "Statements, notifications and the calendar feed"). An
 * owner without a row wants every one: the row is written when they first change a setting.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newBooking: boolean('new_booking').notNull().default(true),
  canceledBooking: boolean('canceled_booking').notNull().default(true),
  statementPublished: boolean('statement_published').notNull().default(true),
  taskCompleted: boolean('task_completed').notNull().default(true),
  ownBooking: boolean('own_booking').notNull().default(true),
  /**
   * When each was last turned back on; null while it never was. An unsubscribe link signed before
   * that moment no longer works (decision 0087): the owner has changed their mind since.
   */
  newBookingOnSince: timestamp('new_booking_on_since', { withTimezone: true }),
  canceledBookingOnSince: timestamp('canceled_booking_on_since', { withTimezone: true }),
  statementPublishedOnSince: timestamp('statement_published_on_since', { withTimezone: true }),
  taskCompletedOnSince: timestamp('task_completed_on_since', { withTimezone: true }),
  ownBookingOnSince: timestamp('own_booking_on_since', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The secret address of one owner's calendar feed of one property (decision 0057). The token is
 * kept readable because the address is shown again on every visit; the request window is the
 * feed's rate limit, counted by the statement that serves it.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    token: varchar('token', { length: 64 }).notNull(),
    createdAt: createdAt(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }),
    windowRequests: integer('window_requests').notNull().default(0),
    lastFetchedAt: timestamp('last_fetched_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('calendar_feeds_owner_property_key').on(t.userId, t.propertyId),
    uniqueIndex('calendar_feeds_token_key').on(t.token),
  ],
);

export type User = typeof users.$inferSelect;
export type Property = typeof properties.$inferSelect;
export type Reservation = typeof reservations.$inferSelect;

/**
 * The statements the portal wrote (issue 27): one per property and month (or year), the unique
 * key that makes two servers generating the same month publish one document. The totals are
 * what the statement printed, kept as stated.
 */
export const statements = pgTable(
  'statements',
  {
    id: serial('id').primaryKey(),
    propertyId: integer('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 10 }).notNull(),
    /** The month's first day, or the year's January 1. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** The published document; null once someone removed it. */
    documentId: integer('document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** The day it was last written (a statement written again is issued again). */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /**
     * When its payout is due: its first publication + 15 days, kept when it is written again
     * (issue 43, item 8), so that a corrected statement never moves the payout date.
     */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    revenueCents: integer('revenue_cents').notNull(),
    managementFeeCents: integer('management_fee_cents').notNull(),
    netIncomeCents: integer('net_income_cents').notNull(),
    stockingFeeCents: integer('stocking_fee_cents').notNull(),
    adjustmentsCents: integer('adjustments_cents').notNull(),
    payoutCents: integer('payout_cents').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('statements_property_period_key').on(t.propertyId, t.kind, t.periodStart),
    check('statements_kind', sql`${t.kind} in ('monthly', 'annual')`),
  ],
);

/**
 * What a monthly statement told the owner of each booking it named (listed or adjusted): its
 * amounts for the stated months so far. The next statement compares a booking's money now with
 * its latest row here, and shows the difference as an adjustment. No reference to the booking, so
 * that a booking deleted later still shows as taken back.
 */
export const statementAmounts = pgTable(
  'statement_amounts',
  {
    statementId: integer('statement_id')
      .notNull()
      .references(() => statements.id, { onDelete: 'cascade' }),
    reservationId: integer('reservation_id').notNull(),
    revenueCents: integer('revenue_cents').notNull(),
    managementFeeCents: integer('management_fee_cents').notNull(),
    netIncomeCents: integer('net_income_cents').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.statementId, t.reservationId] }),
    index('statement_amounts_reservation_idx').on(t.reservationId),
  ],
);

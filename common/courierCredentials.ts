/**
 * What each courier with an API needs to be booked with (issue 37, "Bangladesh's couriers"): the fields the owner
 * types in Settings or the environment variables that configure it instead. Both programs read this list: the
 * server to store, validate and build the couriers, the settings screen to draw the form.
 *
 * A `secret` field is kept encrypted and never shown again (the screen only learns that it is set); a `plain` field
 * (a base URL, a store id, a login name) is shown as it is. `required` fields must all be set for the courier to be
 * configured. `kind` says how the field is checked: `url` an http(s) address, `digits` a number written in digits.
 */

export const CREDENTIAL_COURIERS = ['steadfast', 'pathao', 'redx'] as const;
export type CredentialCourier = (typeof CREDENTIAL_COURIERS)[number];
export const isCredentialCourier = (value: string): value is CredentialCourier => (CREDENTIAL_COURIERS as readonly string[]).includes(value);

/**
 * Everything whose credentials Settings keep: the couriers and bKash, the online shop's payments (issue 38). One list
 * and one store (server/domains/settings/courierSettings.ts), so a payment provider is one more entry, not a copy.
 */
export const CREDENTIAL_PROVIDERS = [...CREDENTIAL_COURIERS, 'bkash'] as const;
export type CredentialProvider = (typeof CREDENTIAL_PROVIDERS)[number];
export const isCredentialProvider = (value: string): value is CredentialProvider => (CREDENTIAL_PROVIDERS as readonly string[]).includes(value);

export interface CredentialField {
  name: string;
  label: string;
  secret: boolean;
  required: boolean;
  kind: 'text' | 'url' | 'digits';
  /** The environment variable that sets it when Settings do not. */
  env: string;
}

const field = (name: string, label: string, env: string, more: Partial<Omit<CredentialField, 'name' | 'label' | 'env'>> = {}): CredentialField => ({
  name,
  label,
  env,
  secret: more.secret ?? true,
  required: more.required ?? false,
  kind: more.kind ?? 'text',
});

export const COURIER_CREDENTIAL_FIELDS: Readonly<Record<CredentialCourier, readonly CredentialField[]>> = {
  steadfast: [
    field('apiKey', 'API key', 'STEADFAST_API_KEY', { required: true }),
    field('secretKey', 'Secret key', 'STEADFAST_SECRET_KEY', { required: true }),
    field('baseUrl', 'API address', 'STEADFAST_BASE_URL', { secret: false, kind: 'url' }),
    field('webhookToken', 'Webhook token', 'STEADFAST_WEBHOOK_TOKEN'),
  ],
  pathao: [
    field('clientId', 'Client ID', 'PATHAO_CLIENT_ID', { required: true }),
    field('clientSecret', 'Client secret', 'PATHAO_CLIENT_SECRET', { required: true }),
    field('username', 'Login email', 'PATHAO_USERNAME', { required: true, secret: false }),
    field('password', 'Password', 'PATHAO_PASSWORD', { required: true }),
    field('storeId', 'Store ID', 'PATHAO_STORE_ID', { required: true, secret: false, kind: 'digits' }),
    field('baseUrl', 'API address', 'PATHAO_BASE_URL', { secret: false, kind: 'url' }),
    field('webhookSecret', 'Webhook secret', 'PATHAO_WEBHOOK_SECRET'),
  ],
  redx: [
    field('token', 'API token', 'REDX_API_TOKEN', { required: true }),
    field('pickupStoreId', 'Pickup store ID', 'REDX_PICKUP_STORE_ID', { secret: false, kind: 'digits' }),
    field('baseUrl', 'API address', 'REDX_BASE_URL', { secret: false, kind: 'url' }),
    field('callbackToken', 'Callback token', 'REDX_CALLBACK_TOKEN'),
  ],
};

/**
 * Every provider's fields: the couriers' and bKash's. bKash's API address is not required: without it their sandbox
 * is used (payments/bkash/fromEnv.ts), so a half-set Settings never takes real money.
 */
export const CREDENTIAL_FIELDS: Readonly<Record<CredentialProvider, readonly CredentialField[]>> = {
  ...COURIER_CREDENTIAL_FIELDS,
  bkash: [
    field('username', 'Username', 'BKASH_USERNAME', { required: true, secret: true }),
    field('password', 'Password', 'BKASH_PASSWORD', { required: true }),
    field('appKey', 'App key', 'BKASH_APP_KEY', { required: true }),
    field('appSecret', 'App secret', 'BKASH_APP_SECRET', { required: true }),
    field('baseUrl', 'API address', 'BKASH_BASE_URL', { secret: false, kind: 'url' }),
  ],
};

/** Every field name any provider takes (the wire's body lists them all; a provider refuses the others'). */
export const CREDENTIAL_FIELD_NAMES = [...new Set(Object.values(CREDENTIAL_FIELDS).flatMap((fs) => fs.map((f) => f.name)))];

/** The longest value a field takes: keys and tokens are far shorter; this only stops a pasted page. */
export const MAX_CREDENTIAL_LENGTH = 1000;

/** A courier's values by field name: only set fields are present, trimmed and not empty. */
export type CredentialValues = Readonly<Record<string, string>>;

/** Whether every required field of the provider has a value. */
export const isConfigured = (provider: CredentialProvider, values: CredentialValues): boolean =>
  CREDENTIAL_FIELDS[provider].every((f) => !f.required || Boolean(values[f.name]));

/** What is wrong with one value, as a server message code; null when it is fine. */
export function credentialProblem(f: CredentialField, value: string): 'not_digits' | 'not_http_url' | null {
  if (f.kind === 'digits' && !/^\d{1,18}$/.test(value)) return 'not_digits';
  if (f.kind === 'url') {
    try {
      const url = new URL(value);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'not_http_url';
    } catch {
      return 'not_http_url';
    }
  }
  return null;
}

/** How the audit log and the server's messages name each provider. */
export const CREDENTIAL_PROVIDER_LABELS: Readonly<Record<CredentialProvider, string>> = {
  steadfast: 'Steadfast',
  pathao: 'Pathao',
  redx: 'RedX',
  bkash: 'bKash',
};

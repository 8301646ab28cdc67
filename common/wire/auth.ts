import { Type, type Static } from 'typebox';
import { withMessage } from './errors';
import { TillLocation } from './inventory';
import { NullableString } from './nullable';
import { Shop } from './shop';

export { Shop };

/** The shapes of the auth calls (spec §7.4), read by the server's routes and the admin app alike. */

/** The signed-in user as `auth/self` and `auth/login` show them: never the password hash. */
export const SelfUser = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: NullableString(),
  image: NullableString(),
  isActive: Type.Boolean(),
  role: Type.Object({ _id: Type.String(), name: Type.String(), permissions: Type.Array(Type.String()) }),
  /** Chosen table columns per table path. */
  preferences: Type.Record(Type.String(), Type.Array(Type.String())),
  location: Type.Union([TillLocation, Type.Null()], {
    description:
      'The location the user’s till sells from and their stock edits land in (issue 21): theirs if set and active, else the store’s main one. The till may name another with pos:switch-location.',
  }),
});
export type SelfUser = Static<typeof SelfUser>;

export const SelfResponse = Type.Object({ user: SelfUser, shop: Shop });
export type SelfResponse = Static<typeof SelfResponse>;

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ minLength: 1, maxLength: 200 }),
  /** Sent by the spec's sign-in form; not used. */
  lead: Type.Optional(Type.Unknown()),
  from: Type.Optional(Type.Unknown()),
  refreshTokenIn: Type.Optional(
    Type.Union([Type.Literal('body'), Type.Literal('cookie')], {
      description:
        'Where the refresh token goes: `body` (the default, for API clients) or `cookie`, an HttpOnly cookie of the refresh path that scripts cannot read (the admin app)',
    }),
  ),
});

const RefreshToken = Type.String({ description: 'Only when the refresh token is not kept in the cookie' });
export const Tokens = Type.Object({ accessToken: Type.String(), refreshToken: Type.Optional(RefreshToken) });
export const SignedIn = Type.Object({
  accessToken: Type.String(),
  refreshToken: Type.Optional(RefreshToken),
  user: SelfUser,
  passwordChangeRequired: Type.Optional(
    Type.Literal(true, { description: 'The password signed in with is below the rules for new ones (12 characters, not a common one): ask for a new one' }),
  ),
});
export type TokenPair = Static<typeof Tokens>;
export type SignedInAnswer = Static<typeof SignedIn>;

export const RefreshBody = Type.Object({ refreshToken: Type.String({ minLength: 1, maxLength: 200 }) });
/** `POST auth/logout`: no content (also when the token was already unknown). */
export const SignedOut = Type.Null({ description: 'Signed out (also when the token was already unknown)' });
/** `POST auth/refresh`: the refresh token, or none: then the cookie's, with the header `X-Requested-With` (the route's CSRF defence). */
export const RenewBody = Type.Partial(RefreshBody);

export const ProfileBody = Type.Object(
  {
    name: Type.Optional(Type.String({ maxLength: 200 })),
    phone: Type.Optional(NullableString({ maxLength: 50 })),
    image: Type.Optional(NullableString({ maxLength: 2000 })),
  },
  { additionalProperties: false },
);

/** Spec §7.4 and §5: all three are required; the rules beyond presence are the server's (400 naming the field). */
export const ChangePasswordBody = Type.Object({
  oldPassword: Type.String({ minLength: 1, maxLength: 200 }),
  password: Type.String({ maxLength: 200 }),
  confirm: Type.String({ maxLength: 200 }),
});

export const SetPasswordBody = Type.Object(
  { password: Type.String({ maxLength: 200 }), confirm: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);

/** Spec §5: a table shows at least 2 columns ('Please select at least 2 fields'). */
export const PreferencesBody = Type.Object({
  field: Type.String({ minLength: 1, maxLength: 100 }),
  preferences: Type.Array(Type.String({ maxLength: 100 }), { minItems: 2, maxItems: 100, ...withMessage('export_two_fields') }),
});

export const Done = Type.Object({ message: Type.String() });

/** What `PUT auth/update/preferences` answers: every table's chosen columns, the new ones included. */
export const PreferencesSaved = Type.Object({ preferences: SelfUser.properties.preferences });

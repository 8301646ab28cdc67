import { Type, type Static } from 'typebox';
import { TextEnum, Taka, Uuid } from './values';

/** The longest marketing text: ten parts of Bangla (UCS-2, 67 a part). */
export const MAX_SMS_TEXT = 670;

/**
 * `POST customers/sms` (spec §7.5): `{ids, message}` sends to those customers;
 * `{all: true, message}` to every customer the list's search and filters in
 * the query string match (the customers list's own parameters), so 50,000
 * customers need not travel as ids. `dryRun` answers what would be sent and
 * queues nothing (the dialog's preview).
 */
export const MarketingSmsInput = Type.Object(
  {
    message: Type.String({ minLength: 1, maxLength: MAX_SMS_TEXT, description: 'The text, as the customers will read it' }),
    ids: Type.Optional(Type.Array(Type.String({ maxLength: 36 }), { minItems: 1, maxItems: 100000, description: 'The chosen customers' })),
    all: Type.Optional(Type.Boolean({ description: 'Every customer matching the search and filters in the query string' })),
    dryRun: Type.Optional(Type.Boolean({ description: 'Answer the preview; queue nothing' })),
  },
  { additionalProperties: false },
);
export type MarketingSmsInput = Static<typeof MarketingSmsInput>;

export const MarketingSmsAnswer = Type.Object({
  message: Type.String({ description: "'SMS sent successfully' once queued" }),
  queued: Type.Integer({ description: 'Messages queued (0 for a dry run)' }),
  batchId: Type.Union([Uuid(), Type.Null()]),
  matched: Type.Integer({ description: 'Customers chosen or matching the filters' }),
  recipients: Type.Integer({ description: 'Of those, the ones who get the SMS' }),
  optedOut: Type.Integer({ description: 'Left out: asked for no marketing SMS' }),
  noPhone: Type.Integer({ description: 'Left out: no valid Bangladeshi mobile number' }),
  encoding: TextEnum(['gsm7', 'ucs2']),
  characters: Type.Integer(),
  parts: Type.Integer({ description: 'Parts per message' }),
  cost: Taka({ description: 'recipients × parts × the price per part' }),
  held: Type.Boolean({ description: 'Quiet hours (00:00–08:00): the messages wait until 08:00' }),
});
export type MarketingSmsAnswer = Static<typeof MarketingSmsAnswer>;

/** Every status a message can be in (the SMS log's filter). */
export const SMS_STATUSES = ['queued', 'held', 'sending', 'sent', 'delivered', 'failed', 'logged'] as const;

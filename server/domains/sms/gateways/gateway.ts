/** One SMS as a gateway gets it. */
export interface OutgoingSms {
  /** Our `sms_messages.id`: the gateway's client message id, so a message sent again is refused as a duplicate. */
  id: string;
  /** Eleven digits, `01XXXXXXXXX` (common/phone.ts). */
  phone: string;
  text: string;
}

/**
 * What a gateway said. A time-out, a network error or a busy gateway is not
 * an answer: `send` throws, and the job queue tries again later with the same
 * id (which the gateway refuses if it had taken the message after all).
 */
export type GatewayAnswer =
  /** Taken for delivery (`sent`), or only written down by the log gateway (`logged`). */
  | { outcome: 'sent' | 'logged'; messageId?: string }
  /** The gateway already has a message with this id: it was taken on an earlier attempt. */
  | { outcome: 'duplicate'; reason: string }
  /** Refused for good (a bad number, no balance, a wrong token): the log shows the gateway's reason. */
  | { outcome: 'refused'; reason: string };

/** An SMS gateway (SMS_GATEWAY): the log gateway, or a provider's HTTP API. */
export interface SmsGateway {
  /** Written on each message (`log`, `sslwireless`). */
  readonly name: string;
  /** Messages per second this gateway is sent, per API process (SMS_RATE_PER_SECOND). */
  readonly ratePerSecond: number;
  send(sms: OutgoingSms): Promise<GatewayAnswer>;
}

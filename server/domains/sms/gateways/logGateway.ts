import type { FastifyBaseLogger } from 'fastify';
import type { GatewayAnswer, OutgoingSms, SmsGateway } from './gateway';

/**
 * The default gateway: writes each message to the server's log and records
 * it as `logged`. It never claims a message was delivered: nothing left the
 * shop. A shop sees what its campaigns would send before it buys SMS.
 */
export class LogGateway implements SmsGateway {
  readonly name = 'log';

  constructor(
    private readonly log: FastifyBaseLogger,
    readonly ratePerSecond: number,
  ) {}

  async send(sms: OutgoingSms): Promise<GatewayAnswer> {
    this.log.info({ sms: sms.id, phone: sms.phone, chars: sms.text.length }, 'SMS logged, not sent (SMS_GATEWAY=log)');
    return { outcome: 'logged' };
  }
}

import type { GatewayAnswer, OutgoingSms, SmsGateway } from './gateway';

export interface SslWirelessOptions {
  /** SMS_BASE_URL: `https://smsplus.sslwireless.com` (their ISMS Plus host). */
  baseUrl: string;
  /** SMS_API_TOKEN. */
  apiToken: string;
  /** SMS_SENDER_ID: the SID SSL Wireless gave the shop (its masking, or a non-masking number). */
  sid: string;
  ratePerSecond: number;
  /** SMS_TIMEOUT_MS: an answer later than this is a time-out, tried again. */
  timeoutMs: number;
}

/** Their answer to `POST /api/v3/send-sms` (ISMS API v3). */
interface SslAnswer {
  status?: string;
  status_code?: number;
  error_message?: string;
  smsinfo?: { sms_status?: string; status_message?: string; msisdn?: string; csms_id?: string; reference_id?: string }[];
}

/**
 * SSL Wireless's ISMS API v3 (SMS_GATEWAY=sslwireless): `POST
 * {base}/api/v3/send-sms` with JSON `{api_token, sid, msisdn, sms, csms_id}`;
 * the answer is `{status: "SUCCESS" | "FAILED", status_code, error_message,
 * smsinfo: [{sms_status, status_message, msisdn, sms_type, sms_body, csms_id,
 * reference_id}]}`. `csms_id` is the client's id for the message and the
 * gateway refuses one it has seen: ours is the message's id (its 32 hex
 * digits), so a message tried again after a crash or a time-out is never sent
 * twice; that refusal is read as "taken earlier" (`duplicate`).
 */
export class SslWirelessGateway implements SmsGateway {
  readonly name = 'sslwireless';
  readonly ratePerSecond: number;

  constructor(private readonly opts: SslWirelessOptions) {
    this.ratePerSecond = opts.ratePerSecond;
  }

  async send(sms: OutgoingSms): Promise<GatewayAnswer> {
    const csmsId = sms.id.replace(/-/g, '');
    const response = await fetch(new URL('/api/v3/send-sms', this.opts.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      // Their msisdn is the number with the country code: 8801XXXXXXXXX.
      body: JSON.stringify({ api_token: this.opts.apiToken, sid: this.opts.sid, msisdn: `88${sms.phone}`, sms: sms.text, csms_id: csmsId }),
      signal: AbortSignal.timeout(this.opts.timeoutMs),
    }).catch((err: unknown) => {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new Error(
        timedOut
          ? `SSL Wireless did not answer within ${this.opts.timeoutMs} ms`
          : `SSL Wireless unreachable: ${err instanceof Error ? err.message : String(err)}`,
      );
    });
    // Busy or broken on their side: try again later.
    if (response.status === 429 || response.status >= 500) throw new Error(`SSL Wireless answered HTTP ${response.status}`);
    let answer: SslAnswer;
    try {
      answer = (await response.json()) as SslAnswer;
    } catch {
      throw new Error(`SSL Wireless answered HTTP ${response.status} without JSON`);
    }
    const info = answer.smsinfo?.find((i) => i.csms_id === csmsId) ?? answer.smsinfo?.[0];
    if (answer.status === 'SUCCESS' && (!info?.sms_status || info.sms_status === 'SUCCESS')) {
      return { outcome: 'sent', messageId: info?.reference_id };
    }
    const reason = [answer.error_message, info?.status_message].filter(Boolean).join(': ') || `status ${answer.status_code ?? response.status}`;
    if (/duplicate/i.test(reason)) return { outcome: 'duplicate', reason };
    return { outcome: 'refused', reason: `${answer.status_code ?? response.status} ${reason}`.slice(0, 300) };
  }
}

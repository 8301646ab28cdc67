import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local HTTP server that speaks SSL Wireless's ISMS API v3 as published:
 * `POST /api/v3/send-sms` with JSON `{api_token, sid, msisdn, sms, csms_id}`,
 * answering `{status, status_code, error_message, smsinfo: [{sms_status,
 * status_message, msisdn, sms_type, sms_body, csms_id, reference_id}]}`. It
 * refuses a wrong token, a number that is not 8801XXXXXXXXX and a `csms_id`
 * it has taken before, as theirs does; it can be told to answer late (a
 * time-out) or refuse everything (no balance). It counts what it took, by
 * `csms_id`, so a test can see each message was sent exactly once.
 */
export interface FakeSslWireless {
  url: string;
  /** Messages taken, by csms_id: each should be 1. */
  taken: Map<string, { msisdn: string; sms: string; times: number }>;
  /** Every request, taken or refused. */
  requests: number;
  duplicates: number;
  /** Answer this much later (ms)… */
  delayMs: number;
  /** …for this many more requests (then on time). */
  late: number;
  /** Refuse every message with this reason (status_code 4010). */
  refuseAll?: string;
  /** Answer HTTP 503 this many more times. */
  unavailable: number;
  close(): Promise<void>;
}

export const FAKE_TOKEN = 'test-api-token-1279';
export const FAKE_SID = 'DOKANBRAND';

export async function startFakeSslWireless(): Promise<FakeSslWireless> {
  let reference = 100000;
  const fake: FakeSslWireless = {
    url: '',
    taken: new Map(),
    requests: 0,
    duplicates: 0,
    delayMs: 0,
    late: 0,
    unavailable: 0,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  /** Taken or refused at once, as a gateway does; only the answer may come late. */
  let lateBy = 0;
  const answer = (res: ServerResponse, body: unknown, status = 200) => {
    const send = () => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (lateBy > 0) setTimeout(send, lateBy);
    else send();
  };
  const failed = (res: ServerResponse, code: number, message: string, info?: Record<string, unknown>) =>
    answer(res, {
      status: 'FAILED',
      status_code: code,
      error_message: message,
      smsinfo: info ? [{ sms_status: 'FAILED', status_message: message, ...info }] : [],
    });

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const reply = () => {
        fake.requests++;
        if (req.method !== 'POST' || req.url !== '/api/v3/send-sms')
          return answer(res, { status: 'FAILED', status_code: 4040, error_message: 'Not found' }, 404);
        if (fake.unavailable > 0) {
          fake.unavailable--;
          return answer(res, { message: 'Service Unavailable' }, 503);
        }
        let body: Record<string, unknown>;
        try {
          body = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          return failed(res, 4000, 'Invalid request body');
        }
        const { api_token, sid, msisdn, sms, csms_id } = body as Record<string, string>;
        if (api_token !== FAKE_TOKEN) return failed(res, 4001, 'Unauthorized: invalid api_token');
        if (sid !== FAKE_SID) return failed(res, 4003, 'Invalid SID');
        if (!csms_id || typeof sms !== 'string' || sms === '') return failed(res, 4000, 'csms_id and sms are required');
        const info = { msisdn, sms_type: 'EN', sms_body: sms, csms_id, reference_id: '' };
        if (!/^8801[3-9]\d{8}$/.test(msisdn ?? '')) return failed(res, 4025, 'Invalid MSISDN', info);
        const seen = fake.taken.get(csms_id);
        if (seen) {
          fake.duplicates++;
          return failed(res, 4022, 'Duplicate CSMS ID', info);
        }
        if (fake.refuseAll) return failed(res, 4010, fake.refuseAll, info);
        fake.taken.set(csms_id, { msisdn, sms, times: 1 });
        return answer(res, {
          status: 'SUCCESS',
          status_code: 200,
          error_message: '',
          smsinfo: [
            {
              sms_status: 'SUCCESS',
              status_message: 'Success',
              msisdn,
              sms_type: [...sms].every((c) => c.charCodeAt(0) < 128) ? 'EN' : 'UNICODE',
              sms_body: sms,
              csms_id,
              reference_id: String(reference++),
            },
          ],
        });
      };
      lateBy = fake.late > 0 ? fake.delayMs : 0;
      if (fake.late > 0) fake.late--;
      reply();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

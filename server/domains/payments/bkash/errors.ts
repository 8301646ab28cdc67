const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** What bKash answered: the HTTP status and the JSON (or text) body. */
export interface BkashAnswer {
  status: number;
  body: unknown;
}

/**
 * Why a call to bKash gave no usable answer:
 * - `answered`: bKash refused it (its `statusCode` other than "0000", or a
 *   4xx); `code` is its code when it gave one ("2062", "2023", …).
 * - `uncertain`: a 5xx, a time-out or a cut connection after the request went
 *   out; bKash may have done it, so an execute is queried, never assumed.
 * - `unsent`: it never reached bKash (connection refused); nothing was done.
 */
export class BkashError extends Error {
  constructor(
    message: string,
    readonly kind: 'answered' | 'uncertain' | 'unsent',
    readonly code: string | null = null,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'BkashError';
  }
}

/**
 * bKash's error codes the adapter acts on (their tokenized checkout's error
 * list): the rest are read as a refusal with their message.
 */
export const BKASH_CODES = {
  ok: '0000',
  /** "Insufficient Balance": the customer's wallet could not pay. */
  insufficientBalance: '2023',
  /** "Invalid Payment State": executed before the customer paid, or after they cancelled or failed. */
  invalidPaymentState: '2056',
  /** "The payment has already been completed": a second execute. */
  alreadyCompleted: '2062',
} as const;

/**
 * bKash answers most refusals with HTTP 200 and a body whose `statusCode`
 * is not "0000" and `statusMessage` says why (tokenized v1.2.0-beta); older
 * answers and their gateway use `errorCode`/`errorMessage` or `message`.
 */
function refusalOf(body: unknown): { code: string | null; message: string } | null {
  if (!isRecord(body)) return null;
  const code = typeof body.statusCode === 'string' ? body.statusCode : typeof body.errorCode === 'string' ? body.errorCode : null;
  if (code === null || code === BKASH_CODES.ok) return null;
  const message = typeof body.statusMessage === 'string' ? body.statusMessage : typeof body.errorMessage === 'string' ? body.errorMessage : 'no reason given';
  return { code, message };
}

function reasonOf(body: unknown): string {
  if (isRecord(body)) {
    for (const key of ['statusMessage', 'errorMessage', 'message']) if (typeof body[key] === 'string' && body[key]) return body[key];
  }
  return typeof body === 'string' && body.trim() ? body.trim().slice(0, 300) : 'no reason given';
}

/** A successful answer's body, or what the answer means as a BkashError. */
export function judge({ status, body }: BkashAnswer): Record<string, unknown> {
  if (status >= 500) throw new BkashError(`bKash failed (${status}): ${reasonOf(body)}`, 'uncertain', null, status);
  if (status >= 400) throw new BkashError(`bKash refused it (${status}): ${reasonOf(body)}`, 'answered', null, status);
  const refusal = refusalOf(body);
  if (refusal) throw new BkashError(`bKash refused it (${refusal.code}): ${refusal.message}`, 'answered', refusal.code, status);
  if (!isRecord(body)) throw new BkashError('bKash answered without a JSON body', 'uncertain', null, status);
  return body;
}

import type { Poisha } from '../../../../common/money';
import type { PaymentOutcome, PaymentProvider, PaymentRequest, PaymentStatus, RefundRequest, StartedPayment } from '../types';
import { bkashAmount, readBkashAmount } from './amount';
import { BkashClient, type BkashClientOptions } from './client';
import { BKASH_CODES, BkashError } from './errors';

/** bKash's sandbox; their live API is https://tokenized.pay.bka.sh/v1.2.0-beta. */
export const BKASH_SANDBOX_URL = 'https://tokenized.sandbox.bka.sh/v1.2.0-beta';

/**
 * An execute that answered one of these left the payment as it was, or done
 * already: its state is asked of the payment status API rather than read
 * from the refusal, so a second callback or a retry answers what the first did.
 */
const QUERY_AFTER = new Set<string>([BKASH_CODES.alreadyCompleted, BKASH_CODES.invalidPaymentState]);

/**
 * bKash's `transactionStatus` as ours. "Initiated" and "Completed" are their
 * samples' (create, execute, query); "Cancelled", "Failed", "Expired" and
 * "Declined" are the other words integrations of their status API read, not
 * in those samples. A word not listed is `pending`: nothing is recorded on a
 * state we cannot read.
 */
function statusOf(transactionStatus: string): PaymentStatus {
  switch (transactionStatus) {
    case 'Completed':
      return 'completed';
    case 'Cancelled':
      return 'cancelled';
    case 'Failed':
    case 'Expired':
    case 'Declined':
      return 'failed';
    default:
      return 'pending';
  }
}

const text = (v: unknown): string | undefined => (typeof v === 'string' && v ? v : undefined);

function outcomeOf(body: Record<string, unknown>): PaymentOutcome {
  const providerStatus = text(body.transactionStatus) ?? 'unknown';
  const status = statusOf(providerStatus);
  const amount = readBkashAmount(body.amount);
  const trxId = text(body.trxID);
  if (status === 'completed' && !trxId) throw new BkashError('bKash answered a completed payment without its trxID', 'uncertain');
  return {
    status,
    providerStatus,
    ...(trxId && status === 'completed' ? { trxId } : {}),
    ...(amount !== null ? { amount } : {}),
  };
}

/**
 * bKash's tokenized checkout without agreement (their "Checkout URL", mode
 * "0011"): create gives a bkashURL the customer is sent to; bKash sends
 * them back to the callback URL with `?paymentID=…&status=success|failure|cancel`;
 * the server then executes the payment, which is when the money moves.
 * Paths and fields are theirs (developer.bka.sh, Tokenized Checkout
 * v1.2.0-beta): POST /tokenized/checkout/create, /execute, /payment/status
 * and /payment/refund.
 */
export class BkashProvider implements PaymentProvider {
  readonly name = 'bkash';
  private readonly client: BkashClient;

  constructor(options: BkashClientOptions) {
    this.client = new BkashClient(options);
  }

  /** Whether bKash grants a token with these credentials (Settings' "Test connection"); throws their refusal. */
  async tryCredentials(): Promise<void> {
    await this.client.grantToken();
  }

  async start(payment: PaymentRequest): Promise<StartedPayment> {
    // Create Payment's body as their docs list it: mode "0011" is checkout without agreement, intent "sale" an immediate payment.
    const body = await this.client.post('/tokenized/checkout/create', {
      mode: '0011',
      payerReference: payment.payerReference,
      callbackURL: payment.callbackUrl,
      amount: bkashAmount(payment.amount),
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: payment.invoice,
    });
    const providerPaymentId = text(body.paymentID);
    const redirectUrl = text(body.bkashURL);
    if (!providerPaymentId || !redirectUrl) throw new BkashError('bKash answered the payment without its paymentID or bkashURL', 'uncertain');
    return { providerPaymentId, redirectUrl };
  }

  async complete(providerPaymentId: string): Promise<PaymentOutcome> {
    try {
      return outcomeOf(await this.client.post('/tokenized/checkout/execute', { paymentID: providerPaymentId }));
    } catch (err) {
      if (!(err instanceof BkashError)) throw err;
      // Lost answer (time-out, 5xx): the execute may have gone through; bKash's docs say to query the payment then.
      if (err.kind === 'uncertain') return this.query(providerPaymentId);
      if (err.kind === 'answered' && err.code !== null) {
        if (QUERY_AFTER.has(err.code)) return this.query(providerPaymentId);
        // Their refusal of the payment itself (2023 insufficient balance and the like): no money moved.
        return { status: 'failed', providerStatus: `error ${err.code}`, reason: err.message };
      }
      throw err;
    }
  }

  async query(providerPaymentId: string): Promise<PaymentOutcome> {
    return outcomeOf(await this.client.post('/tokenized/checkout/payment/status', { paymentID: providerPaymentId }));
  }

  /**
   * Their v1.2.0-beta refund (POST /tokenized/checkout/payment/refund with
   * paymentID, amount, trxID, sku and reason; answering originalTrxID,
   * refundTrxID, transactionStatus "Completed", amount). Their newer v2
   * (/v2/tokenized-checkout/refund/payment/transaction) takes the same
   * fields under other names; the base URL picks the version, so this stays on v1.2.0-beta.
   */
  async refund(request: RefundRequest): Promise<{ refundTrxId: string; amount: Poisha }> {
    const body = await this.client.post('/tokenized/checkout/payment/refund', {
      paymentID: request.providerPaymentId,
      trxID: request.trxId,
      amount: bkashAmount(request.amount),
      // bKash asks what was refunded (a product reference); the transaction names it for a whole order.
      sku: request.trxId,
      // Their reason is at most 255 characters.
      reason: request.reason.slice(0, 255),
    });
    const refundTrxId = text(body.refundTrxID);
    if (!refundTrxId || text(body.transactionStatus) !== 'Completed') {
      throw new BkashError(`bKash answered the refund as ${text(body.transactionStatus) ?? 'unknown'}, without a completed refundTrxID`, 'uncertain');
    }
    return { refundTrxId, amount: readBkashAmount(body.amount) ?? request.amount };
  }
}

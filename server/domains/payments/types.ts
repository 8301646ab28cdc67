import type { Poisha } from '../../../common/money';

/** A payment to ask a provider for: one order's amount, paid by one customer. */
export interface PaymentRequest {
  /** Our reference the provider keeps beside its own (the order's number). */
  invoice: string;
  amount: Poisha;
  /** Who pays, as the provider shows it to them (bKash prefills the wallet number with it). */
  payerReference: string;
  /** Where the provider sends the customer back, with its payment id and how it went. */
  callbackUrl: string;
}

/** A payment the provider opened: its id, and the page the customer is sent to. */
export interface StartedPayment {
  providerPaymentId: string;
  redirectUrl: string;
}

/**
 * Where a payment stands, in one shape for every provider:
 * - `completed`: the money is ours; `trxId` is the provider's transaction, `amount` what it says it took.
 * - `pending`: not paid yet (the customer has not finished, or the provider cannot tell yet); nothing to record.
 * - `failed`, `cancelled`: no money moved; the order may be paid another way.
 */
export type PaymentStatus = 'completed' | 'failed' | 'cancelled' | 'pending';

export interface PaymentOutcome {
  status: PaymentStatus;
  trxId?: string;
  amount?: Poisha;
  /** The provider's own word for the state (bKash's transactionStatus), kept for staff. */
  providerStatus?: string;
  /** Why a payment failed, in the provider's words. */
  reason?: string;
}

export interface RefundRequest {
  providerPaymentId: string;
  trxId: string;
  amount: Poisha;
  reason: string;
}

/**
 * A payment provider behind one interface (issue 38), as couriers are behind
 * `Courier`: the checkout asks it for a payment page, and after the
 * provider's callback asks it to complete the payment (the callback's own
 * `status=success` is never taken as paid: anyone can call that URL, so the
 * outcome is always the provider's API's answer). Every method throws a
 * provider error when the provider cannot be read, and never records
 * anything itself: the caller records a payment once, by its `trxId`.
 */
export interface PaymentProvider {
  readonly name: string;
  start(payment: PaymentRequest): Promise<StartedPayment>;
  /**
   * Finishes a payment the customer approved and says where it stands. Safe
   * to call again (a callback seen twice, a retry after a time-out): when
   * the provider says it is already done, or its answer is lost, the payment
   * is queried instead, so the same payment answers the same outcome.
   */
  complete(providerPaymentId: string): Promise<PaymentOutcome>;
  /** Where a payment stands, without changing it. */
  query(providerPaymentId: string): Promise<PaymentOutcome>;
  /** Gives back some or all of a completed payment through the provider. */
  refund(request: RefundRequest): Promise<{ refundTrxId: string; amount: Poisha }>;
}

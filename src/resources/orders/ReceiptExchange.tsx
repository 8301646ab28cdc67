import { useTranslate } from 'react-admin';
import { exchangeBalance } from '../../../common/exchangeBalance';
import type { OrderExchange } from '../../../common/wire/orders';
import { useFormatMoney, useFormatPoisha } from '../../shop';
import { itemName } from '../shared/screenParts';

/** The lines given back in the exchange that made this order (issue 36), under a line naming it and the sale they came from. */
export function ReceiptGivenBack({ exchange }: { exchange: OrderExchange }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  return (
    <>
      <hr />
      <div data-testid="receipt-given-back">{translate('orders.receipt.given_back', { number: exchange.number, invoice: exchange.orderNumber })}</div>
      <table>
        <tbody>
          {exchange.returnedLines.map((line, i) => (
            <tr key={i}>
              <td>
                {itemName(line.name, line.variantName ?? null)} × {line.qty}
              </td>
              <td className="r">{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** Under the payments: what came back is worth, and the balance the customer paid or the shop paid back. */
export function ReceiptExchangeBalance({ exchange }: { exchange: OrderExchange }) {
  const translate = useTranslate();
  const money = useFormatMoney();
  const amount = useFormatPoisha();
  const settled = exchangeBalance(exchange);
  const label =
    settled.kind === 'paid'
      ? translate('orders.receipt.balance_paid')
      : settled.kind === 'refunded'
        ? translate('orders.receipt.balance_refunded', { method: translate(`pos.methods.${settled.method}`) })
        : translate('orders.receipt.balance_even');
  return (
    <>
      <tr>
        <td>{translate('orders.receipt.returned')}</td>
        <td className="r">{money(exchange.returnedValue)}</td>
      </tr>
      <tr data-testid="receipt-exchange-balance">
        <td>
          <b>{label}</b>
        </td>
        <td className="r">
          <b>{amount(settled.amount)}</b>
        </td>
      </tr>
    </>
  );
}

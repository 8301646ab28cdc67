/**
 * What each figure means, one key per figure (issue 33): every screen that
 * shows a figure (the dashboard's cards, the reports' columns and totals, the
 * customer page) says it with these words, in English here and in Bangla in
 * figures.bn.ts. The README's "One definition of each figure" says the same.
 */
const figuresEn = {
  figures: {
    what_is: 'What %{figure} means',
    gross_sales: 'Line totals before any discount; VAT and shipping apart.',
    discounts: 'Coupons and manual discounts, each order’s discount shared over its lines.',
    returns: 'Returned goods, valued at what was refunded for them.',
    net_sales: 'Line totals less each line’s share of the order discount, less returns valued at what was refunded; VAT and shipping apart.',
    vat: 'VAT charged on the sales, less the VAT of returns.',
    shipping: 'Shipping charged to customers.',
    cost_of_goods: 'Units sold × their recorded unit cost, less the units returned.',
    gross_profit: 'Net sales − cost of goods.',
    margin: 'Gross profit as a share of net sales.',
    damages: 'Every unit that left sellable stock without a sale (damages, transit damage, count shortfalls), at cost.',
    adjustments: 'Stock count and manual adjustments of the ledger, at cost: a gain adds, a loss takes away.',
    courier_fees: 'What couriers charged for the parcels they delivered or returned.',
    sms_cost: 'What the SMS gateways charged for the messages sent.',
    result: 'Gross profit − damages and shrinkage ± adjustments − courier fees − SMS cost.',
    orders: 'Sales placed in the period, cancelled ones left out.',
    units_sold: 'Units on the period’s sales, less the units returned.',
    units_returned: 'Units customers brought back.',
    average_order_value: 'Net sales ÷ orders.',
    spend: 'What the customer paid for sales that count as paid (a till sale at once, a COD order once delivered), less refunds.',
    return_rate: 'Units returned ÷ units sold.',
    returned_orders: 'Orders from which at least one unit was returned.',
    cash_collected: 'Payments less refunds, by the method of each payment.',
    cod_outstanding: 'Cash collected by couriers not yet paid to the shop.',
    new_customers: 'Customers whose first order falls in the period.',
    stock: 'Units on hand at the location now.',
    alert: 'The stock at which the item counts as low.',
    sold_last_30: 'Units sold in the last 30 days, less returns.',
    per_day: 'Units sold in the last 30 days ÷ 30.',
    days_of_cover: 'Stock ÷ units sold a day: how long the stock lasts at this pace.',
    suggestion: 'Transfer from a location with spare stock, else reorder.',
    messages: 'SMS sent in the period.',
    parts: 'The segments the messages were split into; gateways charge by the segment.',
    delivered: 'Messages the gateway sent or reported delivered.',
    failed: 'Messages the gateway refused or could not deliver.',
    last_order: 'When the customer last ordered.',
    risk: 'The risk band of the customer’s phone, from couriers’ delivery history.',
    returned_parcels: 'Orders whose parcel the courier brought back to the shop.',
  },
};

export default figuresEn;

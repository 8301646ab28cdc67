import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Field, ItemRead, MessageOrder, PlaceRef } from '../../../common/messageOrder/read';
import { usePlaceLanguage } from '../../address/placeName';
import type { CartCustomer } from '../cart';
import { quantityToAdd } from './messageCart';
import { ReadRow } from './ReadRow';
import { candidateList, whyKey, type ReadFieldKind } from './unreadWhy';

/** The customer the till found for the message's phone: null when none, undefined while it looks. */
export type FoundCustomer = CartCustomer | null | undefined;

interface Props {
  order: MessageOrder;
  customer: FoundCustomer;
}

/** What the reader made of a message, field by field, with every field it could not read marked and explained. */
export function MessageReadView({ order, customer }: Props) {
  const translate = useTranslate();
  const language = usePlaceLanguage();
  const place = (p: PlaceRef) => p[language];

  /** Why a field is not read, in its own words, its candidates named. */
  function why<T>(kind: ReadFieldKind, field: Field<T>, name: (value: T) => string, extra: Record<string, unknown> = {}): string[] {
    if (field.status === 'read') return [];
    return [
      translate(whyKey(kind, field.reason), {
        candidates: candidateList((field.candidates ?? []).map(name)),
        text: field.span?.text ?? '',
        ...extra,
      }),
    ];
  }
  const valueOf = <T,>(field: Field<T>, name: (value: T) => string) => (field.status === 'read' ? name(field.value) : null);
  const text = (s: string) => s;

  return (
    <Stack spacing={1} component="section" aria-label={translate('pos.message.read_title')}>
      <ReadRow label={translate('pos.message.name')} value={valueOf(order.name, text)} why={why('name', order.name, text)} />
      <ReadRow label={translate('pos.message.phone')} value={valueOf(order.phone, text)} why={why('phone', order.phone, text)} />
      <ReadRow label={translate('pos.message.customer')} value={customerText(customer, translate)} />
      <ReadRow label={translate('pos.message.address')} value={valueOf(order.address, text)} why={why('address', order.address, text)} />
      <ReadRow label={translate('pos.message.district')} value={valueOf(order.district, place)} why={why('district', order.district, place)} />
      <ReadRow label={translate('pos.message.thana')} value={valueOf(order.thana, place)} why={why('thana', order.thana, place)} />
      <Typography variant="subtitle2" component="h3">
        {translate('pos.message.items', { smart_count: order.items.length })}
      </Typography>
      {order.items.length === 0 && <ReadRow label={translate('pos.message.items_label')} why={[translate('pos.message.why.items_missing')]} />}
      {order.items.map((item, i) => (
        <ItemRow key={`${item.span.start}:${i}`} item={item} n={i + 1} why={why} />
      ))}
      {order.unreadText.length > 0 && (
        <ReadRow
          label={translate('pos.message.unread_text')}
          value={order.unreadText.map((s) => `“${s.text}”`).join(' · ')}
          why={[translate('pos.message.why.unread_text')]}
        />
      )}
    </Stack>
  );
}

type Why = <T>(kind: ReadFieldKind, field: Field<T>, name: (value: T) => string, extra?: Record<string, unknown>) => string[];

function ItemRow({ item, n, why }: { item: ItemRead; n: number; why: Why }) {
  const translate = useTranslate();
  const named = (r: { name: string }) => r.name;
  const count = (q: number) => String(q);
  const qty = quantityToAdd(item);
  const parts = [
    item.product.status === 'read' ? item.product.value.name : null,
    item.variant?.status === 'read' ? item.variant.value.name : null,
    qty !== null ? translate('pos.message.qty', { qty }) : null,
  ].filter((p): p is string => p !== null);
  const reasons = [
    ...why('product', item.product, named),
    ...(item.variant ? why('variant', item.variant, named) : []),
    // The count of an item the till cannot add says nothing staff need.
    ...(item.product.status === 'read' ? why('quantity', item.quantity, count, { count: item.quantity.suggested ?? 1 }) : []),
  ];
  return (
    <ReadRow label={translate('pos.message.item', { n })} value={parts.join(' · ')} why={reasons}>
      <Typography variant="caption" color="text.secondary" component="div">
        {translate('pos.message.as_written', { text: item.span.text })}
      </Typography>
    </ReadRow>
  );
}

function customerText(customer: FoundCustomer, translate: (key: string, options?: Record<string, unknown>) => string): string {
  if (customer === undefined) return translate('pos.message.customer_looking');
  if (customer === null) return translate('pos.message.customer_guest');
  return translate('pos.message.customer_found', { name: customer.name });
}

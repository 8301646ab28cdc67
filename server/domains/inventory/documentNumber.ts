import { sql, type SQL } from 'drizzle-orm';

/**
 * A document's human number (`T-000012`, `D-000003`) from its sequence, as
 * an expression of the statement that writes it: a refused write leaves a
 * gap, which is allowed; two writers never get the same number.
 */
export function documentNumber(prefix: string, sequence: 'transfer_number_seq' | 'damage_number_seq' | 'settlement_number_seq'): SQL<string> {
  return sql<string>`(select ${prefix} || lpad(n::text, greatest(6, length(n::text)), '0') from (select nextval(${sequence}::regclass) as n) as s)`;
}

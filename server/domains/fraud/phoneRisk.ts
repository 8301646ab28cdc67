import { riskOf, type Risk } from '../../../common/fraudRisk';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/rows';
import { countsOf, historyStatement, type HistoryRow } from './historySql';

/** A phone's band and why, by the stored thresholds: what the fraud checker answers, for the server's own use (an online order's hold). */
export async function phoneRisk(db: Db, phone: string): Promise<Risk> {
  const [row] = await queryRows<HistoryRow>(db, historyStatement(phone));
  return riskOf(countsOf(row), { mediumPercent: row.medium, highPercent: row.high });
}

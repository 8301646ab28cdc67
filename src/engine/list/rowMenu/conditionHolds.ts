import type { Condition } from '../../../../common/resourceSpec';
import { readPath } from '../recordPath';

/** Whether a row action's condition holds for a record; no condition always holds. */
export function conditionHolds(condition: Condition | undefined, record: Record<string, unknown>): boolean {
  if (!condition) return true;
  const value = readPath(record, condition.field) ?? null;
  if (condition.equals !== undefined && value !== condition.equals) return false;
  if (condition.notEquals !== undefined && value === condition.notEquals) return false;
  return true;
}

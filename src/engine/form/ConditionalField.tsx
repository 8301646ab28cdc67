import type { ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import type { Condition } from '../../../common/resourceSpec';
import { conditionHolds } from './formFields';

/** Shows its children only while the watched field meets the condition (spec `renderCondition`). */
export function ConditionalField({ condition, children }: { condition: Condition; children: ReactNode }) {
  const value = useWatch({ name: condition.field });
  return conditionHolds(condition, value) ? <>{children}</> : null;
}

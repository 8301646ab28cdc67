import type { RaRecord } from 'react-admin';

/** What a person calls the record in a control's label ("Actions for Kids"), so each row's controls say whose they are. */
export function recordName(record: RaRecord): string {
  for (const key of ['name', 'title', 'email']) {
    if (typeof record[key] === 'string' && record[key]) return record[key] as string;
  }
  return String(record.id);
}

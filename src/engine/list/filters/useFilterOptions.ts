import { useGetList } from 'react-admin';
import type { Option, ReferenceSpec } from '../../../../common/resourceSpec';
import { readPath } from '../recordPath';

/** Select menus load up to 1000 records sorted by name (spec §9). */
export const REFERENCE_OPTIONS_LIMIT = 1000;

/**
 * Choices for a multi-select filter or a bulk select: the spec's own
 * options, else the records of the referenced resource.
 */
export function useFilterOptions(options: Option[] | undefined, reference: ReferenceSpec | undefined) {
  const fetched = useGetList(
    reference?.resource ?? '',
    {
      pagination: { page: 1, perPage: REFERENCE_OPTIONS_LIMIT },
      sort: { field: reference?.labelKey ?? 'name', order: 'ASC' },
    },
    { enabled: !options && Boolean(reference) },
  );
  if (options) return { options, isPending: false };
  if (!reference) return { options: [] as Option[], isPending: false };
  const labelKey = reference.labelKey;
  return {
    options: (fetched.data ?? []).map((record) => ({
      value: String(record.id),
      label: String(readPath(record, labelKey) ?? record.id),
    })),
    isPending: fetched.isPending,
  };
}

/** One choice of a nested-select: the record's id, its full path and its depth. */
export interface NestedOption {
  id: string;
  /** "Men / Shirts / Formal" */
  path: string;
  depth: number;
}

type Tree = Record<string, unknown> & { id: string | number };

/**
 * Records of a self-referencing resource (categories and their parent) as
 * choices showing the whole path, sorted so children follow their parent.
 * `exclude` (the record being edited) drops it and its descendants: a
 * category cannot become its own ancestor.
 */
export function nestedOptions(records: Tree[], labelKey: string, parentKey: string, exclude?: string): NestedOption[] {
  const byId = new Map(records.map((r) => [String(r.id), r]));
  const ancestry = (record: Tree): Tree[] => {
    const chain = [record];
    const seen = new Set([String(record.id)]);
    let parentId = record[parentKey];
    while (parentId !== null && parentId !== undefined && parentId !== '') {
      const parent = byId.get(String(parentId));
      if (!parent || seen.has(String(parent.id))) break;
      seen.add(String(parent.id));
      chain.unshift(parent);
      parentId = parent[parentKey];
    }
    return chain;
  };
  return records
    .map((record) => ({ record, chain: ancestry(record) }))
    .filter(({ chain }) => exclude === undefined || !chain.some((r) => String(r.id) === exclude))
    .map(({ record, chain }) => ({
      id: String(record.id),
      path: chain.map((r) => String(r[labelKey] ?? '')).join(' / '),
      depth: chain.length - 1,
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

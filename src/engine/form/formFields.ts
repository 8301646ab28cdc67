import type { Condition, ResourceSpec, FieldSpec } from '../../../common/resourceSpec';

export type FormMode = 'create' | 'edit';

/** A form section and the fields it shows, in spec order. */
export interface FormSectionFields {
  title: string;
  fields: FieldSpec[];
}

/** A section that holds one field named like itself (a purchase's Lines): headed once, not twice. */
export const namedByItsField = (section: FormSectionFields) => section.fields.length === 1 && section.fields[0].label === section.title;

/**
 * Which fields a form shows: read-only fields only on edit (as text, and not
 * the hidden ones such as `_id`), write-only fields (passwords) only on create.
 */
export function isFormField(field: FieldSpec, mode: FormMode): boolean {
  if (field.readOnly || field.type === 'read-only') return mode === 'edit' && field.viewType !== 'hidden';
  if (field.writeOnly || field.type === 'password') return mode === 'create';
  return true;
}

/**
 * Groups fields by `spec.sections`, in that order; a field without a
 * section (or with one the list does not name) goes in the first section.
 * Sections left without fields are dropped.
 */
export function groupBySection(spec: ResourceSpec, fields: FieldSpec[]): FormSectionFields[] {
  const titles = spec.sections.length > 0 ? spec.sections : [''];
  const groups = titles.map((title) => ({ title, fields: [] as FieldSpec[] }));
  for (const field of fields) {
    const index = field.section ? titles.indexOf(field.section) : -1;
    groups[Math.max(index, 0)].fields.push(field);
  }
  return groups.filter((g) => g.fields.length > 0);
}

export function formSections(spec: ResourceSpec, mode: FormMode): FormSectionFields[] {
  return groupBySection(
    spec,
    spec.fields.filter((f) => isFormField(f, mode)),
  );
}

export function getPath(record: unknown, path: string): unknown {
  let value: unknown = record;
  for (const part of path.split('.')) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.');
  let node = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === null || typeof next !== 'object' || Array.isArray(next)) node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}

/** A copy of `data` without `path`; objects left empty on the way are dropped too. */
function withoutPath(data: Record<string, unknown>, path: string): Record<string, unknown> {
  const [head, ...rest] = path.split('.');
  if (!(head in data)) return data;
  const copy = { ...data };
  const child = copy[head];
  if (rest.length === 0) {
    delete copy[head];
  } else if (child !== null && typeof child === 'object' && !Array.isArray(child)) {
    const trimmed = withoutPath(child as Record<string, unknown>, rest.join('.'));
    if (Object.keys(trimmed).length === 0) delete copy[head];
    else copy[head] = trimmed;
  }
  return copy;
}

/** The create form's starting values: each field's `default`, at its dotted path. */
export function createDefaults(spec: ResourceSpec): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const field of spec.fields) {
    if (field.default !== undefined && isFormField(field, 'create')) setPath(values, field.key, field.default);
  }
  return values;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/** Nothing there: no value, an empty text, an empty list. */
const isBlank = (value: unknown) => isEmpty(value) || (Array.isArray(value) && value.length === 0);

/**
 * A child list's entries as the server takes them: its read-only fields (an
 * item line's name and SKU, a purchase line's received quantity) are shown,
 * never sent.
 */
function writableEntries(spec: ResourceSpec, payload: Record<string, unknown>): Record<string, unknown> {
  let out = payload;
  for (const field of spec.fields) {
    const entries = getPath(out, field.key);
    const hidden = (field.fields ?? []).filter((f) => f.readOnly || f.type === 'read-only').map((f) => f.key);
    if (hidden.length === 0 || !Array.isArray(entries)) continue;
    const kept = entries.map((entry) =>
      entry && typeof entry === 'object'
        ? Object.fromEntries(Object.entries(entry as Record<string, unknown>).filter(([key]) => !hidden.includes(key)))
        : entry,
    );
    out = { ...out, [field.key]: kept };
  }
  return out;
}

/**
 * What a create form sends (spec §5): excluded and read-only fields are
 * dropped, and so are fields left empty, so the server applies its own
 * defaults (an empty slug is made from the name).
 */
export function createPayload(spec: ResourceSpec, data: Record<string, unknown>): Record<string, unknown> {
  let payload = data;
  for (const field of spec.fields) {
    if (field.excluded || field.readOnly || field.type === 'read-only' || isEmpty(getPath(payload, field.key))) {
      payload = withoutPath(payload, field.key);
    }
  }
  return writableEntries(spec, payload);
}

/**
 * What an edit form hands to the dataProvider, which then sends only what
 * changed: fields the server refuses on update (read-only, read-only on
 * update, excluded) never leave the form, and neither does the empty value an
 * input puts in place of a field the record never had (the editor's `''`,
 * the `{}` around `meta.title`), which would otherwise count as a change.
 */
export function editPayload(spec: ResourceSpec, data: Record<string, unknown>, previous: Record<string, unknown> = {}): Record<string, unknown> {
  let payload = data;
  for (const field of spec.fields) {
    if (field.key === '_id') continue;
    const refused = field.excluded || field.readOnly || field.readOnlyOnUpdate || field.type === 'read-only';
    const stillBlank = isBlank(getPath(payload, field.key)) && isBlank(getPath(previous, field.key));
    if (refused || stillBlank) payload = withoutPath(payload, field.key);
  }
  return writableEntries(spec, payload);
}

const normalise = (value: unknown) => (value === undefined ? 'null' : String(value));

/** Whether a field with this render condition shows for the watched value. */
export function conditionHolds(condition: Condition, value: unknown): boolean {
  if (condition.equals !== undefined && normalise(value) !== normalise(condition.equals)) return false;
  if (condition.notEquals !== undefined && normalise(value) === normalise(condition.notEquals)) return false;
  return true;
}

import type { FieldSpec, Option, ResourceSpec } from '../../common/resourceSpec';

/**
 * The server speaks English in its specs. The admin app shows them in the
 * chosen language by passing every piece of text through `t`, which looks it
 * up by its English wording (common/resourceSpecBn.ts) and keeps it when there
 * is no translation. Keys (field keys, values, paths) are never touched.
 *
 * A menu's sentences may name the resource with `%{name}` (the engine's
 * `Mark this %{name} as active?`): it is filled with the translated singular,
 * in lower case in a confirmation (inside the sentence) and as it is in a
 * success toast (at its start), so a resource needs only its singular translated.
 * English specs go through here too, for that.
 */
export function translateSpec(spec: ResourceSpec, t: (text: string, params?: Record<string, string>) => string): ResourceSpec {
  const opt = (options?: Option[]) => options?.map((o) => ({ ...o, label: t(o.label) }));
  const maybe = (text?: string, params?: Record<string, string>) => (text === undefined ? undefined : t(text, params));
  const singular = t(spec.singular);
  const menu = <A extends { label: string; confirm?: string; success?: string; options?: Option[]; promptLabel?: string }>(a: A): A => ({
    ...a,
    label: t(a.label),
    ...(a.promptLabel === undefined ? {} : { promptLabel: t(a.promptLabel) }),
    confirm: maybe(a.confirm, { name: singular.toLowerCase() }),
    success: maybe(a.success, { name: singular }),
    options: opt(a.options),
  });
  const field = (f: FieldSpec): FieldSpec => ({
    ...f,
    label: t(f.label),
    section: maybe(f.section),
    helperText: maybe(f.helperText),
    // Permission choices are drawn by the permissions matrix from their values.
    options: f.type === 'permissions' ? f.options : opt(f.options),
    column: f.column && { ...f.column, label: maybe(f.column.label), tooltip: maybe(f.column.tooltip) },
    ...(f.flag ? { flag: { ...f.flag, label: t(f.flag.label), on: t(f.flag.on), off: t(f.flag.off) } } : {}),
    // A child table's columns (item lines, variations) are read too.
    ...(f.fields ? { fields: f.fields.map(field) } : {}),
  });
  return {
    ...spec,
    title: t(spec.title),
    singular,
    sections: spec.sections.map((s) => t(s)),
    fields: spec.fields.map(field),
    filters: spec.filters.map((f) => ({ ...f, label: t(f.label), options: opt(f.options) })),
    rowMenu: spec.rowMenu.map(menu),
    bulkMenu: spec.bulkMenu.map(menu),
    messages: spec.messages && Object.fromEntries(Object.entries(spec.messages).map(([k, v]) => [k, v && t(v)])),
  };
}

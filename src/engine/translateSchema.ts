import type { Option, ResourceSchema } from '../../common/schema';

/**
 * The server speaks English in its schemas. The admin app shows them in the
 * chosen language by passing every piece of text through `t`, which looks it
 * up by its English wording (common/schemaBn.ts) and keeps it when there
 * is no translation. Keys (field keys, values, paths) are never touched.
 */
export function translateSchema(schema: ResourceSchema, t: (text: string) => string): ResourceSchema {
  const opt = (options?: Option[]) => options?.map((o) => ({ ...o, label: t(o.label) }));
  const maybe = (text?: string) => (text === undefined ? undefined : t(text));
  return {
    ...schema,
    title: t(schema.title),
    singular: t(schema.singular),
    sections: schema.sections.map(t),
    fields: schema.fields.map((f) => ({
      ...f,
      label: t(f.label),
      section: maybe(f.section),
      helperText: maybe(f.helperText),
      // Permission choices are drawn by the permissions matrix from their values.
      options: f.type === 'permissions' ? f.options : opt(f.options),
      column: f.column && { ...f.column, label: maybe(f.column.label), tooltip: maybe(f.column.tooltip) },
    })),
    filters: schema.filters.map((f) => ({ ...f, label: t(f.label), options: opt(f.options) })),
    rowMenu: schema.rowMenu.map((a) => ({ ...a, label: t(a.label), confirm: maybe(a.confirm), success: maybe(a.success), options: opt(a.options) })),
    bulkMenu: schema.bulkMenu.map((a) => ({ ...a, label: t(a.label), confirm: maybe(a.confirm), success: maybe(a.success), options: opt(a.options) })),
    messages: schema.messages && Object.fromEntries(Object.entries(schema.messages).map(([k, v]) => [k, v && t(v)])),
  };
}

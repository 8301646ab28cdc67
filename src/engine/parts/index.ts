export { registerCustomAction, type CustomActionProps } from './customActions';
export { registerCustomBulkAction, type CustomBulkActionProps } from './customBulkActions';
export { registerField, findCustomField, type CustomField } from './customFields';
export { registerPage, pageFor, type CustomPageProps, type PageKind } from './customPages';
export { lazyPart } from './lazyPart';
// What a custom field's components are given and may use.
export type { FieldInputProps } from '../fields/types';
export { useInputProps } from '../fields/useInputProps';
export type { ViewProps } from '../show/views/types';
export type { CellProps } from '../list/columns/CellProps';

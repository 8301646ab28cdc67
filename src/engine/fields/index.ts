export { FieldInput, inputByType } from './FieldInput';
export type { FieldInputProps } from './types';
export { UploadDialog, type UploadDialogProps } from './upload';
export { TRANSPARENT } from './ColorInput';
export { useInputProps } from './useInputProps';

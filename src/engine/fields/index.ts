export { FieldInput, inputByType } from './FieldInput';
export type { FieldInputProps } from './types';
export { UploadDialog, type UploadDialogProps } from './upload';
export { TRANSPARENT } from './ColorInput';
export { ColorPicker, type ColorPickerProps } from './ColorPicker';
export { useInputProps } from './useInputProps';

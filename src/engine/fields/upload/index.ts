export { UploadDialog, type UploadDialogProps } from './UploadDialog';

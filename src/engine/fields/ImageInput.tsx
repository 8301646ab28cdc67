import { ImagePreview } from './ImagePreview';
import { SingleUploadInput } from './SingleUploadInput';
import type { FieldInputProps } from './types';

/** One image URL: a preview and a button opening the upload dialog. */
export function ImageInput(props: FieldInputProps) {
  return <SingleUploadInput input={props} kind="image" preview={(url, label) => <ImagePreview url={url} label={label} />} />;
}

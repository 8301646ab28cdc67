import type { FilterDef } from '../../../../common/resourceSpec';

export interface FilterEditorProps {
  def: FilterDef;
  /** The parameters applied to this field now (flat, encoded). */
  initial: Record<string, string>;
  /** The parameters Apply would set, `{}` to clear the field, null while the input is incomplete. */
  onChange: (params: Record<string, string> | null) => void;
}

import type { RowAction } from '../../common/schema';

export type { FieldDecl, ResourceDecl } from '../engine/declaration';
export type RowActionList = RowAction[];

export type { FieldDecl, ResourceDecl } from '../engine/declaration';

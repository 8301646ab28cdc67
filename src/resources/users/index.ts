import { registerCustomAction } from '../../engine/list';
import { SetPasswordDialog } from './SetPasswordDialog';

/** What the users schema cannot say: its row menu's `custom` action `set-password`. */
registerCustomAction('set-password', SetPasswordDialog);

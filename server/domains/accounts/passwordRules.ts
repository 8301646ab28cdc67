import { fieldError, msg, type Message } from '../../engine/errors';
import { isCommonPassword } from './commonPasswords';

/** New passwords (ASVS 2.1.1); passwords stored before the rule keep working and are asked to change. */
export const MIN_PASSWORD_LENGTH = 12;

/** Why a new password is refused, or undefined when it may be set. */
export async function newPasswordProblem(password: string): Promise<Message | undefined> {
  if (password.length < MIN_PASSWORD_LENGTH) return msg('min_length', { limit: MIN_PASSWORD_LENGTH });
  if (await isCommonPassword(password)) return msg('password_common');
  return undefined;
}

/** Refuse a new password with a 400 naming `field`. */
export async function checkNewPassword(password: string, field = 'password'): Promise<void> {
  const problem = await newPasswordProblem(password);
  if (problem) throw fieldError(field, problem);
}

import type { MessageCode } from '../../common/serverMessages';

/**
 * The server's messages a sign-in can meet, in Bangla: the sign-in screen loads these alone,
 * before the rest of server.bn.ts, which takes them in.
 */
const signInServerBn = {
  wrong_sign_in: 'ইমেইল বা পাসওয়ার্ড সঠিক নয়',
  too_many_sign_ins: 'অনেকবার ভুল সাইন-ইন হয়েছে। ১৫ মিনিট অপেক্ষা করে আবার চেষ্টা করুন।',
  server_error: 'সার্ভারে কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।',
  server_overloaded: 'সার্ভারে এখন খুব চাপ; কয়েক সেকেন্ড পরে আবার চেষ্টা করুন',
} satisfies Partial<Record<MessageCode, string>>;

export default signInServerBn;

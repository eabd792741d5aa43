import { say } from '@matri/contracts';
import { TooMany } from '../errors/domain-errors';

function tryAgainIn(seconds: number): string {
  if (seconds < 60) {
    return say({
      en: `Too many attempts. Try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
      hi: `बहुत ज़्यादा कोशिशें हो गईं। ${seconds} सेकंड बाद फिर कोशिश करें।`,
    });
  }
  const minutes = Math.ceil(seconds / 60);
  return say({
    en: `Too many attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    hi: `बहुत ज़्यादा कोशिशें हो गईं। ${minutes} मिनट बाद फिर कोशिश करें।`,
  });
}

/**
 * The refusal of an attempt over its limit, the same wherever the attempt was counted: when to try again, in words
 * and in Retry-After.
 */
export function tooManyAttempts(resetsAt: Date, now = Date.now()): TooMany {
  const seconds = Math.max(1, Math.ceil((resetsAt.getTime() - now) / 1000));
  return new TooMany(tryAgainIn(seconds), [], seconds);
}

import { dictionary } from '@zxcvbn-ts/language-common';
import { PASSWORD_MIN_LENGTH, type LocalText } from '@matri/contracts';

let common: Set<string> | null = null;

/** True for a password on the list of ~50,000 most used passwords (zxcvbn's), compared without case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    (dictionary['passwords-common'] as string[])
      .filter((p) => p.length >= PASSWORD_MIN_LENGTH)
      .map((p) => p.toLowerCase()),
  );
  return common.has(password.toLowerCase());
}

export const COMMON_PASSWORD_MESSAGE: LocalText = {
  en: 'This password is one of the most used and easy to guess. Choose another.',
  hi: 'यह पासवर्ड सबसे ज़्यादा इस्तेमाल होने वालों में से है और आसानी से अंदाज़ा लगाया जा सकता है। कोई दूसरा चुनें।',
};

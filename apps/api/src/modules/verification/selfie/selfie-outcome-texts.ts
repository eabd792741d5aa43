import type { LocalText, SelfieCheckStatus, SelfieIdPhotoCheck, SelfieRefusalReason } from '@matri/contracts';

/** What a stored selfie outcome needs to be told (the answer, the status page, after an admin's decision). */
export interface SelfieOutcomeFacts {
  status: SelfieCheckStatus;
  reason: SelfieRefusalReason | null;
  idPhoto: SelfieIdPhotoCheck;
  adminReason: string | null;
}

const TRY_AGAIN: LocalText = {
  en: 'You may try again.',
  hi: 'आप फिर से कोशिश कर सकते हैं।',
};

const refusals: Record<Exclude<SelfieRefusalReason, 'rejected'>, LocalText> = {
  'no-face': {
    en: 'We could not see your face in every picture. Face a light (a window or a lamp in front of you, not behind), keep your whole face inside the circle, and follow each step slowly.',
    hi: 'हर तस्वीर में आपका चेहरा नहीं दिखा। रोशनी की ओर मुँह करें (खिड़की या लैंप आपके सामने हो, पीछे नहीं), पूरा चेहरा गोले के अंदर रखें, और हर क़दम धीरे-धीरे करें।',
  },
  'several-faces': {
    en: 'We saw more than one face. Take the selfie alone, with nobody else and no photo of a face behind you.',
    hi: 'हमें एक से ज़्यादा चेहरे दिखे। सेल्फ़ी अकेले लें, आपके पीछे कोई और व्यक्ति या किसी चेहरे की फ़ोटो न हो।',
  },
  'not-same-person': {
    en: 'The pictures did not all show the same person. Stay in front of the camera from the first step to the last.',
    hi: 'सभी तस्वीरों में एक ही व्यक्ति नहीं दिखा। पहले क़दम से आख़िरी क़दम तक कैमरे के सामने रहें।',
  },
  'still-picture': {
    en: 'Nothing moved from one picture to the next, so the challenge was not completed: a photo or a screen is not accepted. Take the selfie yourself and follow each step: turn your head to the left, then to the right, and blink.',
    hi: 'एक तस्वीर से दूसरी तस्वीर तक कुछ भी नहीं हिला, इसलिए चुनौती पूरी नहीं हुई: फ़ोटो या स्क्रीन मान्य नहीं है। ख़ुद सेल्फ़ी लें और हर क़दम पूरा करें: सिर पहले बाईं ओर, फिर दाईं ओर घुमाएँ, और पलक झपकाएँ।',
  },
  'no-turn': {
    en: 'We did not see your head turn both ways. When asked, turn your head clearly to the left and then to the right.',
    hi: 'हमें आपका सिर दोनों ओर मुड़ता नहीं दिखा। कहे जाने पर सिर साफ़-साफ़ पहले बाईं ओर और फिर दाईं ओर घुमाएँ।',
  },
  'no-blink': {
    en: 'We did not see you blink. When asked, close your eyes fully for a moment, then open them.',
    hi: 'हमें आपकी पलक झपकती नहीं दिखी। कहे जाने पर एक पल के लिए आँखें पूरी बंद करें, फिर खोलें।',
  },
  'not-live': {
    en: 'We could not confirm that a live person was in front of the camera (a photo or a screen is not accepted). Take the selfie yourself, in good light.',
    hi: 'हम पुष्टि नहीं कर सके कि कैमरे के सामने कोई जीवित व्यक्ति था (फ़ोटो या स्क्रीन मान्य नहीं है)। अच्छी रोशनी में ख़ुद सेल्फ़ी लें।',
  },
  'face-not-matched': {
    en: 'Your face in the selfie did not match the face in your primary photo. If your primary photo is not of you alone, make a clear photo of yourself the primary one and try again.',
    hi: 'सेल्फ़ी में आपका चेहरा आपकी मुख्य फ़ोटो के चेहरे से मेल नहीं खाया। अगर मुख्य फ़ोटो में केवल आप नहीं हैं, तो अपनी एक साफ़ फ़ोटो को मुख्य फ़ोटो बनाएँ और फिर कोशिश करें।',
  },
  'primary-photo-unusable': {
    en: 'We could not find a face in your primary photo. Make a clear photo of your face the primary one, then try again.',
    hi: 'आपकी मुख्य फ़ोटो में हमें कोई चेहरा नहीं मिला। अपने चेहरे की एक साफ़ फ़ोटो को मुख्य फ़ोटो बनाएँ, फिर कोशिश करें।',
  },
};

const ID_PHOTO_SKIPPED: LocalText = {
  en: 'It was compared with your profile photos only, not with the photo in your ID.',
  hi: 'इसे केवल आपकी प्रोफ़ाइल फ़ोटो से मिलाया गया, आपकी पहचान (आधार) की फ़ोटो से नहीं।',
};

/** What the member reads about their selfie check: what was decided, why, and what to do next. */
export function selfieOutcomeText(facts: SelfieOutcomeFacts): LocalText {
  const skipped = facts.idPhoto === 'skipped';
  if (facts.status === 'verified') {
    return {
      en: `Your photo is verified: your live selfie matches your primary photo.${skipped ? ` ${ID_PHOTO_SKIPPED.en}` : ' It matches the photo in your ID too.'}`,
      hi: `आपकी फ़ोटो सत्यापित हो गई है: आपकी लाइव सेल्फ़ी आपकी मुख्य फ़ोटो से मेल खाती है।${skipped ? ` ${ID_PHOTO_SKIPPED.hi}` : ' यह आपकी पहचान की फ़ोटो से भी मेल खाती है।'}`,
    };
  }
  if (facts.status === 'held') {
    return {
      en: 'Your selfie is close to your photos but not clear enough for us to decide alone. One of our team will look at it, usually within two days, and tell you the outcome.',
      hi: 'आपकी सेल्फ़ी आपकी फ़ोटो से मिलती-जुलती है, पर इतनी साफ़ नहीं कि हम अपने-आप फ़ैसला कर सकें। हमारी टीम का एक सदस्य इसे देखेगा, आम तौर पर दो दिन के अंदर, और आपको नतीजा बताएगा।',
    };
  }
  if (facts.reason === 'rejected') {
    const because = facts.adminReason ?? '';
    return {
      en: `Our team could not confirm that the selfie matches your photos: ${because}. ${TRY_AGAIN.en}`,
      hi: `हमारी टीम पुष्टि नहीं कर सकी कि सेल्फ़ी आपकी फ़ोटो से मेल खाती है: ${because}। ${TRY_AGAIN.hi}`,
    };
  }
  const refusal = refusals[facts.reason ?? 'face-not-matched'];
  return { en: `${refusal.en} ${TRY_AGAIN.en}`, hi: `${refusal.hi} ${TRY_AGAIN.hi}` };
}

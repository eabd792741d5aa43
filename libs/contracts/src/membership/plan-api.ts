import { z } from 'zod';
import { NEW_CONVERSATIONS_PER_DAY } from '../rules/limits';
import { sayLater, type LocalText } from '../i18n/local-text';

const capitalised = (text: string) => `${text[0].toUpperCase()}${text.slice(1)}`;

const whole = (what: LocalText, min: number, max: number) =>
  z
    .number({ error: sayLater({ en: `Give ${what.en} as a number`, hi: `${what.hi} संख्या में लिखें` }) })
    .int({ error: sayLater({ en: `Give ${what.en} as a whole number`, hi: `${what.hi} पूरी संख्या में लिखें` }) })
    .min(min, {
      error: sayLater({
        en: `${capitalised(what.en)} must be at least ${min}`,
        hi: `${what.hi} कम से कम ${min} होना चाहिए`,
      }),
    })
    .max(max, {
      error: sayLater({
        en: `${capitalised(what.en)} must be at most ${max.toLocaleString('en-IN')}`,
        hi: `${what.hi} अधिकतम ${max.toLocaleString('en-IN')} हो सकता है`,
      }),
    });

const atMostCharacters = (count: number) =>
  sayLater({ en: `Use at most ${count} characters`, hi: `अधिकतम ${count} अक्षर लिखें` });

/** PUT /api/admin/plans/:id: what an admin may change of a plan (its duration is the plan's identity, not editable). */
export const PlanUpdateSchema = z
  .object({
    name: z
      .string({ error: sayLater({ en: 'Give the plan a name', hi: 'प्लान का नाम लिखें' }) })
      .trim()
      .min(2, { error: sayLater({ en: 'Give the plan a name', hi: 'प्लान का नाम लिखें' }) })
      .max(40, { error: atMostCharacters(40) }),
    priceInr: whole({ en: 'the price in rupees', hi: 'रुपयों में क़ीमत' }, 0, 1_000_000),
    interestsPerDay: whole({ en: 'interests per day', hi: 'रोज़ की पसंद' }, 1, 500),
    contactViewsPerMonth: whole({ en: 'contact views per month', hi: 'महीने में संपर्क देखना' }, 0, 1000),
    canSeeWhoViewed: z.boolean({
      error: sayLater({
        en: 'Say whether the plan shows who viewed the profile',
        hi: 'बताएँ कि प्लान में प्रोफ़ाइल देखने वाले दिखते हैं या नहीं',
      }),
    }),
    isHighlighted: z.boolean({
      error: sayLater({
        en: 'Say whether the plan highlights the profile',
        hi: 'बताएँ कि प्लान प्रोफ़ाइल को उभारकर दिखाता है या नहीं',
      }),
    }),
    canStartConversations: z.boolean({
      error: sayLater({
        en: 'Say whether the plan sends a first message with an interest',
        hi: 'बताएँ कि प्लान में पसंद के साथ पहला संदेश जा सकता है या नहीं',
      }),
    }),
    newConversationsPerDay: whole(
      { en: 'new conversations per day', hi: 'रोज़ की नई बातचीत' },
      1,
      NEW_CONVERSATIONS_PER_DAY,
    ),
    summary: z
      .string({ error: sayLater({ en: 'Describe the plan', hi: 'प्लान के बारे में लिखें' }) })
      .trim()
      .min(10, { error: sayLater({ en: 'Describe the plan in a sentence', hi: 'प्लान के बारे में एक वाक्य लिखें' }) })
      .max(200, { error: atMostCharacters(200) }),
  })
  .strict();
export type PlanUpdate = z.infer<typeof PlanUpdateSchema>;

/** POST /api/payments/orders: the paid plan the member chooses. */
export const PaymentOrderStartSchema = z
  .object({
    planId: z
      .string({ error: sayLater({ en: 'Choose a plan', hi: 'कोई प्लान चुनें' }) })
      .trim()
      .min(1, { error: sayLater({ en: 'Choose a plan', hi: 'कोई प्लान चुनें' }) })
      .max(40),
  })
  .strict();
export type PaymentOrderStart = z.infer<typeof PaymentOrderStartSchema>;

/** POST /api/payments/verify: what Checkout hands the page after a payment (Razorpay's names, as the page gets them). */
export const PaymentVerifySchema = z
  .object({
    orderId: z
      .string({ error: sayLater({ en: 'The order id is missing', hi: 'ऑर्डर की पहचान नहीं मिली' }) })
      .trim()
      .min(1, { error: sayLater({ en: 'The order id is missing', hi: 'ऑर्डर की पहचान नहीं मिली' }) })
      .max(64),
    paymentId: z
      .string({ error: sayLater({ en: 'The payment id is missing', hi: 'भुगतान की पहचान नहीं मिली' }) })
      .trim()
      .min(1, { error: sayLater({ en: 'The payment id is missing', hi: 'भुगतान की पहचान नहीं मिली' }) })
      .max(64),
    signature: z
      .string({ error: sayLater({ en: 'The payment signature is missing', hi: 'भुगतान का हस्ताक्षर नहीं मिला' }) })
      .trim()
      .min(1, { error: sayLater({ en: 'The payment signature is missing', hi: 'भुगतान का हस्ताक्षर नहीं मिला' }) })
      .max(128),
  })
  .strict();
export type PaymentVerify = z.infer<typeof PaymentVerifySchema>;

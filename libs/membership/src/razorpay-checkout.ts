/** Where the browser loads Razorpay Checkout from. */
export const RAZORPAY_CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** The origins Checkout needs on our pages, by what it does there (the API's CSP opens them when Razorpay is set up). */
export const RAZORPAY_BROWSER_ORIGINS = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  image: ['https://cdn.razorpay.com'],
} as const;

export { GST_RATE, defaultPlans, formatInr, planLabel, priceWithGst } from './plans';
export { RAZORPAY_BROWSER_ORIGINS, RAZORPAY_CHECKOUT_SCRIPT } from './razorpay-checkout';
export {
  MATCHMAKING_SAC,
  financialYearOf,
  formatPaise,
  invoiceNumber,
  invoicePdfName,
  invoiceTaxLines,
  planItemDescription,
  splitGst,
} from './invoice';

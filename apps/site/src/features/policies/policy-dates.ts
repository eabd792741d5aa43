/** The full terms and privacy policy take effect with the legal page (docs/spec.md section 2). */
export const POLICY_EFFECTIVE_ON = new Date(Date.UTC(2025, 7, 1));

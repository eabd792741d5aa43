export { BrandProvider, useBrand } from './brand/brand-context';
export { breakpoints, createBrandTheme } from './theme/create-brand-theme';
export { DEFAULT_COLOR_SCHEME, colorSchemeManager } from './theme/color-scheme';
export { COLOR_MODE_STORAGE_KEY } from './theme/color-mode-key';
export { UiProvider } from './providers/ui-provider';
export { TOAST_AUTO_CLOSE_MS } from './providers/toast-area';
export type { UiProviderProps } from './providers/ui-provider';
export { showToast } from './providers/toast';
export type { ToastKind } from './providers/toast';
export { ColorModeToggle } from './components/color-mode-toggle';
export { SocialLinks } from './components/social-links';
export { BrandMark } from './components/brand-mark';
export { CopyrightNotice } from './components/copyright-notice';
export { PageHead } from './components/page-head';
export { PlansTable } from './components/plans-table';
export type { PageHeadProps } from './components/page-head';
export {
  ArrowLeftIcon,
  BellIcon,
  ChevronDownIcon,
  HeartIcon,
  LockIcon,
  MailIcon,
  MapPinIcon,
  MenuIcon,
  MoonIcon,
  SearchIcon,
  ShieldIcon,
  SunIcon,
  UserCheckIcon,
} from './components/icons';
export { useSchemaForm } from './forms/use-schema-form';
export type { SchemaForm } from './forms/use-schema-form';
export { useIsHydrated } from './forms/use-is-hydrated';
export { MobileNumberInput } from './forms/mobile-number-input';
export { PasswordField } from './forms/password-field';
export { SmsCodeField } from './forms/sms-code-field';
export { activateLanguage } from './i18n/activate-language';
export { LanguageProvider, useIntlLocale, useLanguage } from './i18n/language-provider';
export { useLocalisedPath } from './i18n/use-localised-path';
export { useRouteLabel } from './i18n/route-labels';
export { formatLongDate } from './i18n/format-long-date';
export { useEarlyTapReplay } from './components/use-early-tap-replay';
export { rememberLanguage, storedLanguage } from './i18n/language-memory';

import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// Layered by the build (tools/vite/mantine-base-layer-plugin.ts), so every component built on the button reset
// (Button, CloseButton, NavLink…) wins over it whichever order the build's CSS chunks arrive in.
import '@mantine/core/styles/UnstyledButton.css';
import './global.css';
import './devanagari-font.css';
import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_LANGUAGE, type Brand, type Language } from '@matri/contracts';
import { BrandProvider } from '../brand/brand-context';
import { LanguageProvider } from '../i18n/language-provider';
import { createBrandTheme } from '../theme/create-brand-theme';
import { colorSchemeManager, DEFAULT_COLOR_SCHEME } from '../theme/color-scheme';

const ToastArea = lazy(() => import('./toast-area').then((m) => ({ default: m.ToastArea })));

/**
 * The toasts' container from the first toast on (the store keeps a toast shown before it came). Toasts follow a
 * user's action, so neither their container's code and stylesheet (about 10 KB on a slow line) nor its renders at
 * start-up (a commit each for its portal and its six corners, on a phone's slowed main thread) come before a page is
 * usable.
 */
function ToastsOnceShown() {
  const { notifications, queue } = useNotifications();
  const [isWanted, setWanted] = useState(false);
  if (!isWanted && notifications.length + queue.length > 0) setWanted(true);
  return isWanted ? (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  ) : null;
}

export interface UiProviderProps {
  brand: Brand;
  /** The language being read (its messages activated with activateLanguage before the first render). */
  language?: Language;
  children: ReactNode;
  /** 'test' turns off transitions and portals for component tests. */
  env?: 'default' | 'test';
  /** false where another root of the same page shows the toasts (the public site's islands), so none shows twice. */
  hasToasts?: boolean;
  /** false where the page already has the theme's variables and global classes (written once by its prerender). */
  withPageStyles?: boolean;
}

export function UiProvider({
  brand,
  language = DEFAULT_LANGUAGE,
  children,
  env = 'default',
  hasToasts = true,
  withPageStyles = true,
}: UiProviderProps) {
  const theme = useMemo(() => createBrandTheme(brand), [brand]);
  return (
    <LanguageProvider language={language}>
      <BrandProvider brand={brand}>
        <MantineProvider
          theme={theme}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme={DEFAULT_COLOR_SCHEME}
          env={env}
          withCssVariables={withPageStyles}
          withGlobalClasses={withPageStyles}
        >
          {hasToasts && <ToastsOnceShown />}
          {children}
        </MantineProvider>
      </BrandProvider>
    </LanguageProvider>
  );
}

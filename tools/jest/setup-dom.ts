import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';
import { i18n } from '@lingui/core';
import { brands, languageInfo } from '@matri/contracts';

// jsdom lacks these; react-router needs TextEncoder and Mantine's Select/ScrollArea need ResizeObserver.
if (typeof window !== 'undefined') {
  Object.assign(globalThis, { TextEncoder, TextDecoder });
  if (!('ResizeObserver' in window)) {
    class ResizeObserverStub {
      observe() {
        return undefined;
      }
      unobserve() {
        return undefined;
      }
      disconnect() {
        return undefined;
      }
    }
    Object.assign(window, { ResizeObserver: ResizeObserverStub });
  }
  window.scrollTo = () => undefined;
}

// The apps read their brand from a build-time constant; tests use the first brand.
Object.assign(globalThis, { __BRAND__: brands['shubh-vivah'] });

// CI runs every project's tests at once on two cores, where a page's first render can take seconds; findBy* and
// waitFor still return as soon as the element is there.
configure({ asyncUtilTimeout: 5000 });

// Components read their words through Lingui: tests read them in English, the source language, straight from the
// messages the macros carry (a test that needs Hindi activates its catalog itself).
i18n.load('en', {});
i18n.activate('en', [languageInfo('en').intlLocale]);

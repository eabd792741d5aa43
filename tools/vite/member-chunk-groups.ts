import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type Group = NonNullable<CodeSplitting['groups']>[number];

/** Modules of these Mantine components: their code and the stylesheet each imports. */
function mantine(components: readonly string[]): RegExp {
  const names = components.join('|');
  return new RegExp(
    `[\\\\/]@mantine[\\\\/]core[\\\\/](esm[\\\\/]components[\\\\/](${names})[\\\\/]|styles[\\\\/](${names})\\.)`,
  );
}

/** Modules of these Mantine helpers, by their folder below `esm/` (`core/utils/get-env` in @mantine/core, `use-id` in @mantine/hooks). */
function mantineHelpers(paths: readonly string[]): RegExp {
  const names = paths.map((file) => file.replaceAll('/', '[\\\\/]')).join('|');
  return new RegExp(`[\\\\/]@mantine[\\\\/](core|hooks)[\\\\/]esm[\\\\/](${names})[\\\\/]`);
}

/** Modules of these npm packages. */
function packages(names: readonly string[]): RegExp {
  return new RegExp(`[\\\\/]node_modules[\\\\/](${names.join('|')})[\\\\/]`);
}

/** Our modules at these paths (from the workspace root, without the extension), with their CSS modules. */
function ours(files: readonly string[]): RegExp {
  const names = files.map((file) => file.replaceAll('/', '[\\\\/]')).join('|');
  return new RegExp(`[\\\\/](${names})(\\.module\\.css|\\.tsx?)$`);
}

/** libs/contracts' vocabularies (`vocabularies/<name>.ts`) of these names, or (`except`) all but these. */
function vocabularies(names: readonly string[], { except = false } = {}): RegExp {
  const folder = '[\\\\/]libs[\\\\/]contracts[\\\\/]src[\\\\/]vocabularies[\\\\/]';
  const named = `(${names.join('|')})\\.ts$`;
  return new RegExp(except ? `${folder}(?!${named})[\\w-]+\\.ts$` : `${folder}${named}`);
}

/** The vocabularies a match's card and a request show. */
const cardVocabularies = [
  'religions',
  'communities',
  'mother-tongues',
  'career',
  'matching',
  'interest-states',
  'vocabulary',
];

const anyOf =
  (...patterns: readonly RegExp[]) =>
  (id: string) =>
    patterns.some((pattern) => pattern.test(id));

/**
 * How the member area's code is cut into files (`build.rolldownOptions.output.codeSplitting`). Left to itself,
 * Rolldown makes a chunk for each distinct set of lazy modules that import a module: Mantine's per-component chunks,
 * each vocabulary, each helper, each 0.2–2 KB with its own stylesheet, and a first visit asked for 40–80 of them. On a
 * phone's HTTP/1.1 every file waits at least one round trip on one of six connections, so their number, not their
 * bytes, kept a page from answering (issue 37). Each group below is what the same pages' first visits need together
 * (/dashboard, /matches, /messages, /request: ARCHITECTURE.md, "How the member area loads"), chosen by module path,
 * never by a page's whole import graph: through @mantine/core's index that graph is all of Mantine.
 */
const groups: readonly Group[] = [
  // Everything the entry imports statically: one file instead of 16 (7 KB less brotli, as one stream compresses
  // better), and what the lazy pages share with it stays in it: it goes first, before any group below names a module.
  { name: 'first-load', tags: ['$initial'], priority: 1, includeDependenciesRecursively: true },
  // What the dashboard's first paint waits for beside its page's code (tools/budget counts it): kept out of the
  // larger groups, whose 16 KB gzip would come before that paint.
  {
    name: 'page-data',
    test: ours([
      'libs/api-client/src/http/api-error',
      'libs/api-client/src/profile/own-profile',
      'libs/contracts/src/endpoints/profile-endpoints',
    ]),
  },
  // What every member page's first visit needs beyond the entry.
  {
    name: 'member-common',
    test: anyOf(
      // Portal too: the toasts and the menus (loaded on every page) open in one, as dialogs do.
      mantine(['CloseButton', 'Alert', 'Anchor', 'VisuallyHidden', 'Card', 'Portal']),
      mantineHelpers([
        'use-id',
        'core/utils/create-safe-context',
        'core/styles-api/use-resolved-styles-api',
        'core/DirectionProvider',
        'core/utils/get-base-value',
        'core/utils/get-breakpoint-value',
        'core/utils/get-sorted-breakpoints',
        'core/utils/get-env',
        'core/utils/get-default-z-index',
        // Tabs' helpers, which the toasts and the account menu (loaded on every page) use too.
        'core/utils/get-safe-id',
        'core/utils/find-element-ancestor',
        'core/utils/create-scoped-keydown-handler',
        'use-force-update',
        // Left the entry with the side menu's NavLink; Tabs, inputs and the scroll lock's users on every page need them.
        'use-merged-ref',
        'use-uncontrolled',
      ]),
      // Mantine's scroll lock, which the toasts (on every page) share with the dialogs.
      packages([
        'react-remove-scroll',
        'react-remove-scroll-bar',
        'react-style-singleton',
        'use-callback-ref',
        'use-sidecar',
        'get-nonce',
        'tslib',
      ]),
      /[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/,
      // The openers of the dialogs /matches, /request and /messages' conversation show (0.2 KB): with the cards they
      // took /messages' conversation view to the cards and the profile words.
      ours(['libs/contracts/src/rules/limits', 'apps/members/src/profiles/lazy-dialogs']),
    ),
  },
  // A dialog: the dashboard's edit dialogs and the matches' "Send interest" are opened from the first visit's code.
  {
    name: 'dialog',
    test: anyOf(
      mantine(['Modal', 'ModalBase', 'Overlay', 'FocusTrap']),
      mantineHelpers([
        'core/utils/is-element',
        'core/utils/get-single-element-child',
        'use-focus-return',
        'use-focus-trap',
        'use-window-event',
        'use-debounced-callback',
        'utils/use-callback-ref',
      ]),
      ours(['apps/members/src/components/edit-dialog', 'apps/members/src/components/use-opened-once']),
    ),
  },
  // Form fields: the dashboard's sections, the interest's message, the message box.
  {
    name: 'form-fields',
    test: anyOf(
      mantine(['Input', 'InputBase', 'Checkbox', 'NativeSelect', 'Textarea']),
      // What NativeSelect takes from Combobox (its chevron and options), not the Combobox itself.
      /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Combobox[\\/](get-parsed-combobox-data|ComboboxChevron|Combobox\.module)[\\/.]/,
      /[\\/]@mantine[\\/]core[\\/](esm[\\/]utils[\\/](InlineInput|InputsGroupFieldset)[\\/]|styles[\\/]InlineInput\.)/,
    ),
  },
  // How another member is written out on a match's card and a request (the dashboard's profile shows them too): their
  // faith, mother tongue and profession, height, age and photo, the match criteria, the request boxes, and the
  // partner preferences /matches' hint reads. Apart from the rest of the profile's words, which /matches and /request
  // never show and loaded beside their entry (3 KB brotli: horoscope, states, countries, privacy, lifestyle).
  {
    name: 'card-words',
    test: anyOf(
      vocabularies(cardVocabularies),
      ours([
        'libs/helpers/src/lib/height',
        'libs/helpers/src/lib/age',
        'libs/api-client/src/images/optimised-image-url',
        'libs/api-client/src/profile/partner-preferences',
      ]),
    ),
  },
  // The rest of how a member's profile is written out on the dashboard: the other vocabularies (not the birth places,
  // loaded with a form or where one is shown, nor the family words only the profile's sections show) and dates.
  {
    name: 'profile-words',
    test: anyOf(
      vocabularies(
        [
          ...cardVocabularies,
          'family',
          'birth-places',
          'birth-place-hindi-names',
          'find-birth-places',
          'star-position',
        ],
        {
          except: true,
        },
      ),
      ours(['libs/contracts/src/i18n/format-date', 'apps/members/src/components/range-choices']),
    ),
  },
  // Other members as /matches and /request list them: cards, badges, tabs, interests.
  {
    name: 'member-cards',
    test: anyOf(
      mantine(['Tabs']),
      ours([
        'apps/members/src/profiles/member-card',
        'apps/members/src/profiles/member-results',
        'apps/members/src/profiles/member-badges',
        'apps/members/src/profiles/member-labels',
        'apps/members/src/profiles/use-shortlist-toggle',
        'apps/members/src/profiles/api/use-set-shortlisted',
        'libs/contracts/src/rules/interest-rules',
        'libs/contracts/src/rules/verified-members',
        'libs/contracts/src/endpoints/block-endpoints',
        'libs/contracts/src/endpoints/discovery-endpoints',
        'libs/contracts/src/endpoints/interest-endpoints',
        'libs/contracts/src/endpoints/membership-endpoints',
        'libs/api-client/src/discovery/discovery-calls',
        'libs/api-client/src/interests/interests',
        'libs/api-client/src/membership/membership-calls',
      ]),
    ),
  },
  // Writing to another member (/messages, /request, and /matches' interest dialog at its send): the safety check of
  // a text, its warnings and its question.
  {
    name: 'conversation',
    test: ours([
      'libs/contracts/src/rules/message-safety',
      'libs/contracts/src/rules/safety-text',
      'apps/members/src/components/received-text-warning',
      'apps/members/src/components/contact-share-question',
      'apps/members/src/components/contact-details',
    ]),
  },
  // The member's own profile on the dashboard (the setting and profile pages share parts of it).
  {
    name: 'own-profile',
    test: anyOf(
      mantine(['Image', 'FileButton', 'SimpleGrid', 'Progress']),
      mantineHelpers(['utils/clamp']),
      ours([
        'apps/members/src/components/time-ago',
        'apps/members/src/profiles/shown-value',
        'apps/members/src/profiles/field-value',
        'apps/members/src/profiles/form-values',
        'apps/members/src/profiles/field-list',
        'apps/members/src/profiles/partner-preference-rows',
        'apps/members/src/profiles/api/use-update-privacy',
        'libs/contracts/src/endpoints/account-endpoints',
        'libs/contracts/src/endpoints/auth-endpoints',
        'libs/api-client/src/account/account-calls',
      ]),
    ),
  },
];

/**
 * A group takes only the modules it names, not (Rolldown's default) what they import: a helper two families share
 * would otherwise go to whichever came first and take the other family's pages to its file (/messages loaded the
 * dialogs' 13 KB for a hook). The helpers each family imports are named with it instead.
 */
export const memberChunkGroups: CodeSplitting = { includeDependenciesRecursively: false, groups: [...groups] };

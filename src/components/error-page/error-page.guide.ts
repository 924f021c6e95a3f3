import type { ComponentGuide } from '@/components/lib/guide'

export const errorPageGuide: ComponentGuide = {
  summary:
    'The page shown when a route cannot render: its status code, a title, the error’s own message and one way back home.',
  use: [
    'When a whole route fails: an unknown path (404) or a fatal or unhandled error (any other status, 500 by default). The app’s route error boundaries render it for you.',
    "When nothing on the page can work without what failed, so the only useful step is to leave it: home, or a place you name with clearLabel and onClearError ('Back to the search').",
  ],
  avoid: [
    'A request that failed inside a page that still works (a list that did not load, a panel that timed out): say so in that place with a way to retry, and keep the rest of the page usable.',
    'A save or action that failed: keep the person where they are and say so with a Toast (or beside the button), so they do not lose what they typed.',
    'Form validation: show the message on the field with Form field’s error.',
  ],
  anatomy: [
    {
      slot: 'error-page',
      part: 'Page',
      description:
        'A section named by its title (a region landmark). data-variant is not-found or general, data-status the code; fullPage centres it in the window’s height.',
    },
    {
      slot: 'error-page-status',
      part: 'Status code',
      description: 'The status in large muted figures: 404, 500, 503.',
    },
    {
      slot: 'error-page-title',
      part: 'Title',
      description:
        "The page’s only h1: 'Page Not Found' for 404, 'Internal Server Error' for anything else, unless you give a title.",
    },
    {
      slot: 'error-page-message',
      part: 'Message',
      description:
        'The error’s own message in muted text. Left out when there is none or when it repeats the title.',
    },
    {
      slot: 'error-page-actions',
      part: 'Actions',
      description:
        'Holds the one way out: a large primary button that calls onClearError, or, without it, a link to homeHref.',
    },
    {
      slot: 'button',
      part: 'Home button',
      description:
        "'Go back home' (or clearLabel). As a link it makes a full page load, which clears any state that caused the error.",
    },
  ],
  do: [
    'Pass the error’s own message for a 500, written for the person reading it: what happened and whether trying later may help.',
    'Give onClearError in the app, so the router leaves its error state before it goes home (the route error boundaries do).',
    'Use fullPage when it replaces the whole screen, and put it inside the page’s main landmark.',
    'Rename the action with clearLabel when a better way out than home exists, and keep it to one action.',
  ],
  dont: [
    'Don’t show stack traces, SQL or internal identifiers as the message: guests cannot act on them, and they tell an attacker about the server.',
    "Don’t change the title of an ordinary 404 or 500: the specification fixes 'Page Not Found' and 'Internal Server Error', and people (and tests) recognise them.",
    'Don’t wrap it in another h1 or add one beside it: its title is the page’s heading, and two level-1 headings make screen-reader navigation ambiguous.',
    'Don’t use it for an error in one card or list: it throws away the parts of the page that still work.',
  ],
  keyboard: [
    { keys: 'Tab', action: "Moves focus to 'Go back home'." },
    { keys: 'Enter', action: 'Activates it: clears the error and goes home.' },
    { keys: 'Space', action: 'Activates it when it is a button (with onClearError).' },
  ],
  accessibility: {
    pattern: 'Region landmark named by its heading',
    href: 'https://www.w3.org/WAI/ARIA/apg/practices/landmark-regions/',
    notes: [
      "The section’s aria-labelledby points at the title, so screen readers list it as a region called 'Page Not Found' (or 'Internal Server Error').",
      'The title is an h1: the heading keys reach it first.',
      "The status code is plain text read before the title ('404'); the message follows as a paragraph.",
      'The action is a real button or link with a visible label, so its name is what it says.',
    ],
  },
  tokens: ['--color-fg', '--color-muted', '--color-primary', '--color-on-color'],
  defaults: [
    { name: 'Status code', value: '500 when none is given' },
    { name: 'Status 404', value: "The 404 variant, titled 'Page Not Found'" },
    {
      name: 'Any other status',
      value: "The general variant, titled 'Internal Server Error', with the error’s own message",
    },
    { name: 'Action', value: "'Go back home', to /" },
    {
      name: 'Crawlers',
      value:
        'User agents matching bot, chrome-lighthouse, facebookexternalhit or google get a console log instead of the page (the app’s error boundary)',
    },
  ],
}

/**
 * Texts of the shell every public page shares: the header, its menus, the footer and the
 * language switch. The English texts are the product specification's, word for word.
 */
export const common = {
  nav: {
    main: 'Main',
    mobile: 'Mobile',
    home: 'Home',
    rankings: 'Rankings',
    resources: 'Resources',
    referAndEarn: 'Refer and Earn',
    about: 'About Us',
    contact: 'Contact Us',
    menu: 'Menu',
    accountMenu: 'Account menu',
    login: 'Login',
    profile: 'Profile',
    logout: 'Logout',
    getStarted: 'Get started',
    seeYourResults: 'See Your Results',
    bookDemo: 'Book a Demo',
  },
  footer: {
    tagline:
      'See how college choice, scholarships and major affect your finances after graduation.',
    explore: 'Explore more',
    calculator: 'College calculator',
    schoolLogin: 'School login',
    sales: 'Talk to sales',
    socialMedia: 'Social media',
    rights: '© {{year}} {{product}}. All rights reserved.',
    legal: 'Legal',
    terms: 'Terms of Service',
    privacy: 'Privacy Policy',
    accessibility: 'Accessibility',
  },
  language: {
    /** The switch names the other language in that language, so its speakers find it. */
    switchTo: 'Español',
    saveFailed: 'Your language could not be saved to your account. Please try again.',
  },
  /** The shared parts of every screen: dialogs, failed reads, spinners, pages, prompts. */
  shared: {
    close: 'Close',
    tryAgain: 'Try again',
    loading: 'Loading',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{pages}}',
    /** Read out before why a figure is missing. */
    notAvailable: 'Not available: {{reason}}',
    signUpFree: 'Sign up free',
    seePlans: 'See plans',
    addToScenario: 'Add to my scenario',
    /** The toasts' region; Alt+T moves focus into it. */
    notifications: 'Notifications Alt+T',
  },
  /** A link in a field with a Copy button (referral link, sign-in link, share link). */
  copyLink: {
    copy: 'Copy link',
    copied: 'Copied!',
    copyFailed:
      'Copying is blocked in this browser. The link is selected: copy it with Ctrl+C or ⌘C.',
  },
  /** The college typeahead (rankings' "Find a college", the calculator's "Add a college"). */
  collegeSearch: {
    hint: 'Type at least 2 letters of the college’s name.',
    placeholder: 'e.g. University of Alabama',
    searching: 'Searching…',
    noMatch: 'No colleges match',
    failed: 'The search failed. Please try again.',
    unavailable: 'Not available',
    showMore: 'Show more colleges',
    loadingMore: 'Loading more colleges…',
    colleges: 'Colleges',
    found_one: '{{count}} college found',
    found_other: '{{count}} colleges found',
    moreMatch: '{{found}}, more match',
    typeMore: '{{found}}, more match: type more of the name',
  },
  /** The offline screen's picture: its two lines of lettering, also its text alternative. */
  offline: {
    title: 'No internet connection',
    body: 'The page comes back by itself once you are online.',
  },
  /** A path no route claims. */
  notFound: {
    title: 'Page not found',
    noPage: 'There is no page at',
    moved: 'It may have moved, or the link may be mistyped.',
    home: 'Back to home',
    rankings: 'See the college rankings',
  },
  /** A page that failed to draw. */
  routeError: {
    title: 'Error',
    text: 'Something went wrong while showing this page. Reload it, or go back to the home page.',
    reload: 'Reload',
    home: 'Go to the home page',
  },
  /** The keyboard's first stop: straight to the page's content. */
  skipToContent: 'Skip to content',
  /** Where the programs' published figures come from (college page, rankings by program). */
  programSources: {
    source: 'U.S. Department of Education, College Scorecard Field of Study data.',
    restated: 'Amounts are restated to {{year}} dollars from the dollars each was published in.',
    programs_one: '{{count}} program',
    programs_other: '{{count}} programs',
  },
} as const;

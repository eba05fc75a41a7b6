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
} as const;

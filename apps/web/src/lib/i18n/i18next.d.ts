import 'i18next';
import type { en } from './en';

// Keys and namespaces are checked by the type checker: t('nav.home') compiles, a typo fails.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    returnNull: false;
  }
}

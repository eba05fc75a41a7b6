// Lint probe (never built or run): half of an import cycle that ESLint must reject.
import { b } from './cycle-b';

export const a = (): string => `a${b()}`;

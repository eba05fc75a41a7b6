// Lint probe (never built or run): the other half of the cycle in cycle-a.ts.
import { a } from './cycle-a';

export const b = (): string => (Math.random() > 2 ? a() : 'b');

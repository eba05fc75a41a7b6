import { useEffect, useEffectEvent, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  hasScenarioLink,
  parseScenarioLink,
  type ScenarioLink,
  withoutScenarioLink,
} from '@/lib/scenario-link';
import type { FormAction } from './form-reducer';

/** What a link does to the editor (use-scenario-editor.ts). */
interface LinkTarget {
  update: (action: FormAction) => void;
  addLinkedCollege: (id: number) => void;
}

/**
 * Opens the calculator from an "Add to my scenario" link (/collegeSelection?add=…&state=…&income=…,
 * lib/scenario-link.ts): sets the home state and the family-income band, adds
 * the college as the search would, then takes the parameters out of the address (replace), so a
 * reload or Back does not add it again. Each address is read once, also when the page is already
 * open (a link typed into the address bar); invalid values are ignored.
 */
export function useScenarioLink(editor: LinkTarget, isEnabled: boolean) {
  const { pathname, search, hash, key } = useLocation();
  const navigate = useNavigate();
  // The history entry already read: effects run twice in development (StrictMode).
  const taken = useRef<string | null>(null);

  const apply = useEffectEvent((link: ScenarioLink) => {
    if (link.state) editor.update({ type: 'homeStateChanged', value: link.state });
    if (link.income) editor.update({ type: 'familyIncomeChanged', value: link.income });
    if (link.add !== undefined) editor.addLinkedCollege(link.add);
  });

  useEffect(() => {
    if (!isEnabled || !hasScenarioLink(search) || taken.current === key) return;
    taken.current = key;
    apply(parseScenarioLink(search));
    navigate({ pathname, search: withoutScenarioLink(search), hash }, { replace: true });
  }, [isEnabled, key, search, pathname, hash, navigate]);
}

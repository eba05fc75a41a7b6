import { useEffect, useState } from 'react';
import type { ApplePay } from 'braintree-web/apple-pay';
import { useScript, type ScriptStatus } from '@/lib/use-script';
import { useGetBraintreeClientTokenMutation } from '../api/payments-api';

/** Where getting Apple Pay ready stands (it needs a wallet session and a card in the wallet). */
export type ApplePaySetup =
  | { kind: 'unsupported' }
  | { kind: 'loading'; script: ScriptStatus; retry: () => void }
  | { kind: 'preparing' }
  | { kind: 'failed'; retry: () => void }
  | { kind: 'noCard' }
  | { kind: 'ready'; Session: typeof ApplePaySession; applePay: ApplePay };

type Outcome = { kind: 'failed' } | { kind: 'noCard' } | { kind: 'ready'; applePay: ApplePay };

/**
 * Without window.ApplePaySession (not Safari on an Apple device) nothing loads. Otherwise
 * braintree-web's client.min.js, then apple-pay.min.js; then POST /braintree/client-token,
 * braintree.client.create, braintree.applePay.create, and whether the wallet holds a card for
 * the merchant (ApplePaySession.canMakePaymentsWithActiveCard).
 */
export function useApplePaySetup(scriptBaseUrl: string): ApplePaySetup {
  const [Session] = useState(() => window.ApplePaySession);
  const client = useScript(Session ? `${scriptBaseUrl}/client.min.js` : null);
  const applePayScript = useScript(
    client.status === 'resolved' ? `${scriptBaseUrl}/apple-pay.min.js` : null,
  );
  const [getClientToken] = useGetBraintreeClientTokenMutation();
  const [attempt, setAttempt] = useState(0);
  const [outcome, setOutcome] = useState<(Outcome & { attempt: number }) | null>(null);
  const scriptsReady = applePayScript.status === 'resolved';

  useEffect(() => {
    if (!Session || !scriptsReady) return;
    let isActive = true;
    const settle = (next: Outcome) => {
      if (isActive) setOutcome({ ...next, attempt });
    };
    (async () => {
      let applePay: ApplePay;
      try {
        const { clientToken } = await getClientToken().unwrap();
        const braintree = window.braintree;
        if (!clientToken) throw new Error('The server sent no Braintree client token.');
        if (!braintree) throw new Error('The Braintree scripts did not define braintree.');
        const clientInstance = await braintree.client.create({ authorization: clientToken });
        applePay = await braintree.applePay.create({ client: clientInstance });
      } catch (err) {
        console.error('Apple Pay could not be prepared.', err);
        return settle({ kind: 'failed' });
      }
      try {
        // Set whenever applePay.create succeeds; @types/braintree-web marks it optional.
        const merchantIdentifier = applePay.merchantIdentifier;
        if (!merchantIdentifier)
          throw new Error('Braintree gave no Apple Pay merchant identifier.');
        const canPay = await Session.canMakePaymentsWithActiveCard(merchantIdentifier);
        settle(canPay ? { kind: 'ready', applePay } : { kind: 'noCard' });
      } catch (err) {
        console.error('Apple Pay could not check the wallet.', err);
        settle({ kind: 'noCard' });
      }
    })();
    return () => {
      isActive = false;
    };
  }, [Session, scriptsReady, attempt, getClientToken]);

  if (!Session) return { kind: 'unsupported' };
  if (client.status !== 'resolved') {
    return { kind: 'loading', script: client.status, retry: client.retry };
  }
  if (!scriptsReady) {
    return { kind: 'loading', script: applePayScript.status, retry: applePayScript.retry };
  }
  if (!outcome || outcome.attempt !== attempt) return { kind: 'preparing' };
  if (outcome.kind === 'failed') return { kind: 'failed', retry: () => setAttempt((n) => n + 1) };
  if (outcome.kind === 'noCard') return { kind: 'noCard' };
  return { kind: 'ready', Session, applePay: outcome.applePay };
}

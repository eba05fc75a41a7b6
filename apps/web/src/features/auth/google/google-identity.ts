/** The part of Google Identity Services (accounts.id) the sign-in button uses. */
export interface GoogleCredentialResponse {
  credential?: string;
}

export interface GoogleAccountsId {
  initialize(config: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
  }): void;
  renderButton(
    parent: HTMLElement,
    options: { size?: 'large' | 'medium' | 'small'; type?: 'standard'; text?: string },
  ): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleAccountsId } };
  }
}

const loads = new Map<string, Promise<GoogleAccountsId>>();

const loaded = (): GoogleAccountsId | undefined => window.google?.accounts?.id;

/**
 * Loads the Google Identity Services client script once per address while none is loading yet; once
 * loaded, window.google answers. Rejects when the script fails to load or defines no accounts.id; a
 * later button tries again.
 */
export function loadGoogleIdentity(src: string): Promise<GoogleAccountsId> {
  const ready = loaded();
  if (ready) return Promise.resolve(ready);
  let pending = loads.get(src);
  if (!pending) {
    pending = new Promise<GoogleAccountsId>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => {
        const id = loaded();
        if (id) resolve(id);
        else reject(new Error(`${src} did not define google.accounts.id.`));
      };
      script.onerror = () => reject(new Error(`Could not load ${src}.`));
      document.head.append(script);
    }).finally(() => loads.delete(src));
    loads.set(src, pending);
  }
  return pending;
}

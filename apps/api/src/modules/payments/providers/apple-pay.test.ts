import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApplePayConfig } from '../../../config-payments';
import { BadRequestError } from '../../../lib/errors';
import {
  makeSelfSignedCertificate,
  startApplePayFake,
  type ApplePayFake,
} from '../../../../test/fakes/apple-pay-fake';
import { createApplePayMerchant, isValidationHost, VALIDATION_URL_REFUSED } from './apple-pay';

let fake: ApplePayFake;
let config: ApplePayConfig;

beforeAll(async () => {
  fake = await startApplePayFake();
  config = {
    merchantId: 'merchant.com.degreeworth.test',
    displayName: 'DegreeWorth',
    domain: 'shop.degreeworth.test',
    certPem: fake.merchantCertPem,
    keyPem: fake.merchantKeyPem,
    validationHosts: ['apple-pay-gateway.apple.com', fake.host],
  };
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.omitIdentifier = false;
});

describe('Apple Pay merchant validation', () => {
  it("returns Apple's merchant session as it is", async () => {
    const session = await createApplePayMerchant(config, { ca: fake.caPem }).validate(fake.url);
    expect(session.merchantSessionIdentifier).toMatch(/^SSH[0-9A-F]{32}$/);
    expect(session).toMatchObject({
      merchantIdentifier: 'merchant.com.degreeworth.test',
      domainName: 'shop.degreeworth.test',
      displayName: 'DegreeWorth',
    });
    expect(fake.requests).toEqual([
      {
        merchantIdentifier: 'merchant.com.degreeworth.test',
        displayName: 'DegreeWorth',
        initiative: 'web',
        initiativeContext: 'shop.degreeworth.test',
      },
    ]);
  });

  it('refuses URLs outside the validation hosts before any request', async () => {
    const merchant = createApplePayMerchant(config, { ca: fake.caPem });
    const port = fake.host.split(':')[1];
    const refused = [
      'https://evil.example.com/paymentservices/paymentSession',
      `http://${fake.host}/paymentservices/paymentSession`,
      'not a url',
      '',
      `https://127.0.0.1:${Number(port) + 1}/paymentservices/paymentSession`,
      `https://user:pw@${fake.host}/paymentservices/paymentSession`,
      'https://apple-pay-gateway.apple.com.evil.example/paymentSession',
      'https://apple-pay-gateway.apple.com:8443/paymentSession',
    ];
    for (const url of refused) {
      const validation = merchant.validate(url);
      await expect(validation).rejects.toBeInstanceOf(BadRequestError);
      await expect(validation).rejects.toThrow(VALIDATION_URL_REFUSED);
    }
    expect(fake.requests).toEqual([]);
  });

  it('fails (not a BadRequestError) with a client certificate Apple does not know', async () => {
    const stranger = makeSelfSignedCertificate('merchant.someone-else');
    const merchant = createApplePayMerchant(
      { ...config, certPem: stranger.certPem, keyPem: stranger.keyPem },
      { ca: fake.caPem },
    );
    const validation = merchant.validate(fake.url);
    await expect(validation).rejects.toThrow('Apple Pay merchant validation request failed');
    await expect(validation).rejects.not.toBeInstanceOf(BadRequestError);
    expect(fake.requests).toEqual([]);
  });

  it('does not trust a server certificate outside its trust store', async () => {
    await expect(createApplePayMerchant(config).validate(fake.url)).rejects.toThrow(
      /self[- ]signed/i,
    );
    expect(fake.requests).toEqual([]);
  });

  it('passes on an answer without an identifier (the service refuses it), fails on a non-success', async () => {
    fake.omitIdentifier = true;
    const merchant = createApplePayMerchant(config, { ca: fake.caPem });
    const session = await merchant.validate(fake.url);
    expect(session).not.toHaveProperty('merchantSessionIdentifier');
    expect(session).toHaveProperty('merchantIdentifier');
    const notFound = merchant.validate(fake.url.replace('paymentSession', 'elsewhere'));
    await expect(notFound).rejects.toThrow('Apple Pay merchant validation failed: HTTP 404');
    await expect(notFound).rejects.not.toBeInstanceOf(BadRequestError);
  });
});

describe('isValidationHost', () => {
  const hosts = ['apple-pay-gateway.apple.com', '127.0.0.1:8443'];
  it('matches host names on the default port, and host:port entries exactly', () => {
    expect(isValidationHost(new URL('https://APPLE-PAY-GATEWAY.apple.com/x'), hosts)).toBe(true);
    expect(isValidationHost(new URL('https://apple-pay-gateway.apple.com:443/x'), hosts)).toBe(
      true,
    );
    expect(isValidationHost(new URL('https://apple-pay-gateway.apple.com:444/x'), hosts)).toBe(
      false,
    );
    expect(isValidationHost(new URL('https://127.0.0.1:8443/x'), hosts)).toBe(true);
    expect(isValidationHost(new URL('https://127.0.0.1/x'), hosts)).toBe(false);
    expect(isValidationHost(new URL('https://cn-apple-pay-gateway.apple.com/x'), hosts)).toBe(
      false,
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessageResponseSchema } from '@degreeworth/core';
import { makeStore } from '@/lib/store';
import { jsonResponse, stubFetch } from '@/testing/fetch-stub';
import { api, jsonPost, schemaFailureError } from './api';

// An endpoint declared the way feature endpoints declare theirs: its answer is a core schema.
const testApi = api.injectEndpoints({
  endpoints: (build) => ({
    probeMessage: build.mutation<{ message: string }, unknown>(
      jsonPost('/probe', MessageResponseSchema),
    ),
  }),
});

const send = () => makeStore().dispatch(testApi.endpoints.probeMessage.initiate({}));

describe('response schemas (core schemas checked on the client)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('hands the parsed answer to the caller when it matches the schema', async () => {
    stubFetch(async () => jsonResponse(200, { message: 'Done.', extra: 1 }));
    expect(await send()).toEqual({ data: { message: 'Done.' } });
  });

  it('turns an answer that does not match into the ApiError shape, logged, never a crash', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stubFetch(async () => jsonResponse(200, { message: 42 }));
    expect(await send()).toEqual({ error: schemaFailureError });
    expect(log).toHaveBeenCalledWith(
      'The answer of probeMessage does not match its schema.',
      expect.anything(),
    );
  });
});
